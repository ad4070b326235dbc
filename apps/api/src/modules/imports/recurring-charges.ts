import { foldAccents } from '@cuentas/shared/text';

/**
 * Recurring charges (decision 032): money out of one account to one payee at a regular interval
 * and a similar amount. Deterministic: the bank's text without its numbers is the payee's key.
 *
 * - At least three charges, all out, from the same account, not transfers; a yearly charge needs
 *   two (three would take over two years of history), the larger at most 15 % over the smaller.
 * - Every gap between them in one band: weekly 6–8 days, every two weeks 13–15, monthly 27–34,
 *   every two months 58–65, every three months 86–96, yearly 355–375 (decision 039).
 * - Every amount within ±35 % of the series' median: a supermarket whose bills vary is spending,
 *   not a charge.
 * - The next date is the last one plus the interval (months: the same day that many months on),
 *   and a price rise is flagged when the latest change of amount was up.
 */

export type Charge = { id: string; accountId: string; date: string; amount: number; text: string; payee: string };
export type Interval = 'weekly' | 'biweekly' | 'monthly' | 'bimonthly' | 'quarterly' | 'yearly';
export type RecurringSeries = {
  accountId: string;
  payee: string;
  interval: Interval;
  transactionIds: string[];
  lastDate: string;
  lastAmount: number;
  nextDate: string;
  priceRise: { from: number; to: number } | null;
};

const BANDS: [Interval, number, number][] = [
  ['weekly', 6, 8],
  ['biweekly', 13, 15],
  ['monthly', 27, 34],
  ['bimonthly', 58, 65],
  ['quarterly', 86, 96],
  ['yearly', 355, 375],
];
export const MIN_CHARGES = 3;
const MIN_YEARLY_CHARGES = 2;
const AMOUNT_BAND = 0.35;
const YEARLY_AMOUNT_BAND = 0.15;
const MONTHS: Partial<Record<Interval, number>> = { monthly: 1, bimonthly: 2, quarterly: 3, yearly: 12 };

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const isoOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The payee's key: the bank's text folded, without digits, masks and punctuation. */
export function payeeKey(text: string): string {
  return foldAccents(text)
    .replace(/[0-9]+/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

function bandOf(gap: number): Interval | null {
  return BANDS.find(([, low, high]) => gap >= low && gap <= high)?.[0] ?? null;
}

/** The date one interval after `date`; months keep the day (the corpus days are ≤ 28; later days stop at the month's end). */
export function nextDate(date: string, interval: Interval): string {
  if (interval === 'weekly') return isoOf(dayNumber(date) + 7);
  if (interval === 'biweekly') return isoOf(dayNumber(date) + 14);
  const months = MONTHS[interval] ?? 1;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The series among the charges (money out, not transfers), one per account and payee key. */
export function findRecurringCharges(charges: Charge[]): RecurringSeries[] {
  const groups = new Map<string, Charge[]>();
  for (const charge of charges) {
    if (charge.amount >= 0) continue;
    const key = `${charge.accountId}|${payeeKey(charge.text)}`;
    groups.set(key, [...(groups.get(key) ?? []), charge]);
  }
  const series: RecurringSeries[] = [];
  for (const group of groups.values()) {
    if (group.length < MIN_YEARLY_CHARGES) continue;
    const sorted = [...group].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    const bands = sorted
      .slice(1)
      .map((charge, index) => bandOf(dayNumber(charge.date) - dayNumber(sorted[index]!.date)));
    const interval = bands[0];
    if (!interval || bands.some((band) => band !== interval)) continue;
    if (sorted.length < (interval === 'yearly' ? MIN_YEARLY_CHARGES : MIN_CHARGES)) continue;
    const sizes = sorted.map((charge) => Math.abs(charge.amount));
    const typical = median(sizes);
    if (sizes.some((size) => Math.abs(size - typical) > AMOUNT_BAND * typical)) continue;
    // Two charges are a thin series: a yearly fee barely moves, two purchases of a kind do.
    if (interval === 'yearly' && Math.max(...sizes) > (1 + YEARLY_AMOUNT_BAND) * Math.min(...sizes)) continue;
    const last = sorted.at(-1)!;
    // The latest change of amount: a rise when the charge grew.
    let priceRise: RecurringSeries['priceRise'] = null;
    for (let index = sorted.length - 1; index > 0; index--) {
      const before = sorted[index - 1]!.amount;
      const after = sorted[index]!.amount;
      if (before === after) continue;
      if (Math.abs(after) > Math.abs(before)) priceRise = { from: before, to: last.amount };
      break;
    }
    series.push({
      accountId: last.accountId,
      payee: last.payee || last.text,
      interval,
      transactionIds: sorted.map((charge) => charge.id),
      lastDate: last.date,
      lastAmount: last.amount,
      nextDate: nextDate(last.date, interval),
      priceRise,
    });
  }
  return series.sort((a, b) => a.nextDate.localeCompare(b.nextDate) || a.payee.localeCompare(b.payee));
}
