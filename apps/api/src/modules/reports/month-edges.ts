import { daysInMonth, monthEnd, toIsoDate } from '@cuentas/shared/periods';

// A user month that starts on day d (payday) runs from d of month A to d-1 of month A+1. The
// monthly totals are by calendar month, so a user month is read as calendar months corrected by
// a short stretch of days at their edges (decision 022):
//   head side (d ≤ 16): P(A) = M(A) − days 1…d-1 of A + days 1…d-1 of A+1
//   tail side (d > 16): P(A) = days d…end of A + M(A+1) − days d…end of A+1
// Either way each calendar month X gives its whole total to one period, its owner, and its
// stretch is moved from the owner to the neighbouring period, where those days really belong.

export type Side = 'head' | 'tail';
/** A calendar month ('YYYY-MM-01') and the days of it read row by row. */
export type Stretch = { month: string; from: string; to: string };

/** The shorter side: d-1 days at the head of each month, or the days from d to the month's end. */
export const sideFor = (startDay: number): Side => (startDay <= 16 ? 'head' : 'tail');

/** `YYYY-MM-01` shifted by `count` months. */
export function shiftMonth(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The stretch of calendar month `month`; the start day is clamped to short months, as periodOf does. */
export function stretchOf(month: string, startDay: number, side: Side): Stretch {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const start = Math.min(startDay, daysInMonth(year, monthNumber));
  return side === 'head'
    ? { month, from: month, to: toIsoDate(year, monthNumber, start - 1) }
    : { month, from: toIsoDate(year, monthNumber, start), to: monthEnd(month) };
}

/** Every day of a stretch, oldest first. */
export function daysOf(stretch: Stretch): string[] {
  const days: string[] = [];
  const [year, month] = stretch.month.split('-').map(Number) as [number, number];
  for (let day = Number(stretch.from.slice(8)); day <= Number(stretch.to.slice(8)); day++)
    days.push(toIsoDate(year, month, day));
  return days;
}

export type EdgePlan = {
  side: Side;
  /** The periods asked for, by their first calendar month ('YYYY-MM-01'), oldest first. */
  periods: string[];
  /** The calendar months whose totals are read whole, first and last. */
  wholeFirst: string;
  wholeLast: string;
  /** Every stretch the periods need, oldest first: from the first period's month to the month after the last. */
  stretches: Stretch[];
  /** The period a calendar month's whole total goes to. */
  owner: (month: string) => string;
  /** The period a calendar month's stretch belongs to. */
  neighbour: (month: string) => string;
  inRange: (period: string) => boolean;
};

/** How to read the user months `periods` (each named by its first calendar month) from month totals and stretches. */
export function edgePlan(periods: string[], startDay: number): EdgePlan {
  const side = sideFor(startDay);
  const first = periods[0]!;
  const last = periods.at(-1)!;
  const stretches: Stretch[] = [];
  // The month before each calendar month the plan reads, looked up rather than recomputed per row.
  const before = new Map<string, string>();
  for (let month = first; month <= shiftMonth(last, 1); month = shiftMonth(month, 1)) {
    stretches.push(stretchOf(month, startDay, side));
    before.set(month, shiftMonth(month, -1));
  }
  const previous = (month: string) => before.get(month) ?? shiftMonth(month, -1);
  const wanted = new Set(periods);
  return {
    side,
    periods,
    wholeFirst: side === 'head' ? first : shiftMonth(first, 1),
    wholeLast: side === 'head' ? last : shiftMonth(last, 1),
    stretches,
    owner: side === 'head' ? (month) => month : previous,
    neighbour: side === 'head' ? previous : (month) => month,
    inRange: (period) => wanted.has(period),
  };
}

type Amounts = { month: string; income: number; expense: number };

/**
 * Period rows from calendar-month rows and stretch rows (both keyed by calendar month): each
 * month's total goes to its owner, each stretch is taken from the owner and given to its
 * neighbour, and what lands outside the asked periods is dropped. Rows with the same `groupOf`
 * and period are merged, so each is converted once.
 */
export function movedToPeriods<R extends Amounts>(
  plan: EdgePlan,
  whole: readonly R[],
  stretches: readonly R[],
  groupOf: (row: R) => string,
): R[] {
  const merged = new Map<string, R>();
  const add = (row: R, group: string, period: string, sign: 1 | -1) => {
    if (!plan.inRange(period)) return;
    const key = `${group}|${period}`;
    let entry = merged.get(key);
    if (!entry) merged.set(key, (entry = { ...row, month: period, income: 0, expense: 0 }));
    entry.income += sign * row.income;
    entry.expense += sign * row.expense;
  };
  for (const row of whole) add(row, groupOf(row), plan.owner(row.month), 1);
  for (const row of stretches) {
    const group = groupOf(row);
    add(row, group, plan.owner(row.month), -1);
    add(row, group, plan.neighbour(row.month), 1);
  }
  return [...merged.values()];
}
