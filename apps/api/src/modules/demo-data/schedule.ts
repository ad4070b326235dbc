import { minorDigits } from '@cuentas/shared/money';
import { daysInMonth, toIsoDate } from '@cuentas/shared/periods';
import type { DemoProfile, Slot } from './profiles.ts';

/**
 * The example ledger's three months, as plain data: what a person with the profile's salary pays
 * in a month, where and from which account. Pure, so a test can read it; the service writes it.
 */
export type DemoAccount = 'checking' | 'card';

export type DemoMovement = {
  date: string;
  account: DemoAccount;
  /** Signed minor units: negative leaves the account. */
  amount: number;
  payee: string;
  /** The default category's key (categories/defaults.ts); the user's category with that key is used. */
  categoryKey: string;
};

/** A payment of the card from the checking account, as a transfer. */
export type DemoCardPayment = { date: string; amount: number };

type Line = {
  slot: Slot | 'salary' | 'rent';
  key: string;
  days: number[];
  /** Share of the monthly salary. */
  share: number;
  account: DemoAccount;
  /** Bills that cost the same every month do not vary. */
  fixed?: boolean;
  /** Only in these months of the three (0 = the oldest). */
  months?: number[];
};

const LINES: readonly Line[] = [
  { slot: 'salary', key: 'income.salary', days: [1], share: 1, account: 'checking', fixed: true },
  { slot: 'rent', key: 'housing.rent', days: [2], share: 0.36, account: 'checking', fixed: true },
  { slot: 'publicTransport', key: 'transport.public', days: [3], share: 0.018, account: 'checking', fixed: true },
  { slot: 'gym', key: 'leisure.sport', days: [5], share: 0.013, account: 'checking', fixed: true },
  { slot: 'electricity', key: 'utilities.electricity', days: [8], share: 0.022, account: 'checking' },
  { slot: 'internet', key: 'utilities.internet', days: [10], share: 0.015, account: 'checking', fixed: true },
  { slot: 'mobile', key: 'utilities.mobile', days: [12], share: 0.008, account: 'checking', fixed: true },
  { slot: 'water', key: 'utilities.water', days: [14], share: 0.009, account: 'checking' },
  { slot: 'gas', key: 'utilities.gas', days: [16], share: 0.011, account: 'checking' },
  { slot: 'groceries', key: 'food.groceries', days: [3, 10], share: 0.045, account: 'checking' },
  { slot: 'groceries', key: 'food.groceries', days: [17, 24], share: 0.045, account: 'card' },
  { slot: 'streaming', key: 'leisure.subscriptions', days: [6], share: 0.0055, account: 'card', fixed: true },
  { slot: 'music', key: 'leisure.subscriptions', days: [9], share: 0.0045, account: 'card', fixed: true },
  { slot: 'restaurants', key: 'food.restaurants', days: [7, 20], share: 0.02, account: 'card' },
  { slot: 'cafes', key: 'food.cafes', days: [4, 13, 22], share: 0.0025, account: 'card' },
  { slot: 'delivery', key: 'food.delivery', days: [11, 26], share: 0.011, account: 'card' },
  { slot: 'taxi', key: 'transport.taxi', days: [15, 27], share: 0.0065, account: 'card' },
  { slot: 'fuel', key: 'transport.fuel', days: [19], share: 0.028, account: 'card' },
  { slot: 'pharmacy', key: 'health.pharmacy', days: [21], share: 0.007, account: 'card', months: [1] },
  { slot: 'clothing', key: 'personal.clothing', days: [23], share: 0.035, account: 'card', months: [0, 2] },
];

/** The card is paid from the checking account on this day, for the month before. */
const CARD_PAYMENT_DAY = 5;
export const RENT_DAY = 2;

/** A fixed sequence, so every example ledger (and every test) reads the same. */
function variations(): () => number {
  let seed = 0x2f6b1d;
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return 0.8 + (seed / 2 ** 31) * 0.4;
  };
}

/** The rounding step in minor units: cents for a salary of a few thousand, hundreds of pesos for millions. */
export function roundingStep(profile: DemoProfile): number {
  const digits = minorDigits(profile.currency);
  const major = 10 ** Math.floor(Math.log10(profile.salary / 100_000));
  return Math.max(1, Math.round(major * 10 ** digits));
}

export function toMinor(profile: DemoProfile, major: number, step = roundingStep(profile)): number {
  const minor = major * 10 ** minorDigits(profile.currency);
  return Math.max(step, Math.round(minor / step) * step);
}

/** The first days of the three months that end with `today`'s, oldest first. */
export function demoMonths(today: string): { year: number; month: number }[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return [2, 1, 0].map((back) => {
    const index = year * 12 + (month - 1) - back;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

export function demoSchedule(
  profile: DemoProfile,
  today: string,
): { movements: DemoMovement[]; cardPayments: DemoCardPayment[] } {
  const vary = variations();
  const step = roundingStep(profile);
  const movements: DemoMovement[] = [];
  const cardPayments: DemoCardPayment[] = [];
  let cardLastMonth = 0;
  demoMonths(today).forEach(({ year, month }, monthIndex) => {
    const dateOf = (day: number) => toIsoDate(year, month, Math.min(day, daysInMonth(year, month)));
    if (cardLastMonth > 0 && dateOf(CARD_PAYMENT_DAY) <= today)
      cardPayments.push({ date: dateOf(CARD_PAYMENT_DAY), amount: cardLastMonth });
    cardLastMonth = 0;
    for (const line of LINES) {
      if (line.months && !line.months.includes(monthIndex)) continue;
      line.days.forEach((day, dayIndex) => {
        const date = dateOf(day);
        if (date > today) return;
        const places =
          line.slot === 'salary'
            ? [profile.employer]
            : line.slot === 'rent'
              ? [profile.rent]
              : profile.places[line.slot];
        const major = profile.salary * line.share * (line.fixed ? 1 : vary());
        const size = toMinor(profile, major, step);
        const amount = line.key.startsWith('income.') ? size : -size;
        if (line.account === 'card') cardLastMonth += size;
        movements.push({
          date,
          account: line.account,
          amount,
          payee: places[(monthIndex + dayIndex) % places.length]!,
          categoryKey: line.key,
        });
      });
    }
  });
  movements.sort((a, b) => a.date.localeCompare(b.date));
  return { movements, cardPayments };
}

/**
 * The budget of the current month per category key: a round amount a quarter above what the
 * schedule spends on average (its amounts vary by up to a fifth), so only restaurants, budgeted
 * tight on purpose, show a category over its limit.
 */
export function demoBudget(profile: DemoProfile): { key: string; amount: number }[] {
  const byKey = new Map<string, number>();
  for (const line of LINES) {
    if (line.key.startsWith('income.') || line.months) continue;
    byKey.set(line.key, (byKey.get(line.key) ?? 0) + profile.salary * line.share * line.days.length);
  }
  const round = roundingStep(profile) * 1000;
  // Restaurants are budgeted tight, so the example shows a category near its limit.
  return [...byKey].map(([key, major]) => ({
    key,
    amount: Math.ceil((toMinor(profile, major) * (key === 'food.restaurants' ? 0.9 : 1.25)) / round) * round,
  }));
}
