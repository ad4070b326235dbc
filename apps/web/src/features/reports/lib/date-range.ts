import { periodContaining, periodOf } from '@cuentas/shared/periods';

// Reports cover whole months (the API groups by month): calendar months, or the user's months
// when their month starts on another day (payday, decision 022). Presets end today.

export const rangePresets = ['3m', '6m', '12m', 'ytd', 'all', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

export const rangeLabels = {
  '3m': 'Últimos 3 meses',
  '6m': 'Últimos 6 meses',
  '12m': 'Últimos 12 meses',
  ytd: 'Este año',
  all: 'Todo',
  custom: 'Personalizado',
} as const satisfies Record<RangePreset, string>;

export type DateRange = { from: string; to: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isRangePreset(value: string | null | undefined): value is RangePreset {
  return value !== null && value !== undefined && (rangePresets as readonly string[]).includes(value);
}

/** The first day of the month `count` months before the month of `isoDate`. */
export function monthStartBefore(isoDate: string, count: number): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The dates a preset stands for. "Todo" starts at the oldest opening date of the user's accounts
 * (the 12 months' start when none is known); a custom range that is incomplete or reversed falls
 * back to the last 12 months rather than asking the API for nonsense. With a month start day
 * other than 1 the months are the user's: "Últimos 12 meses" starts on payday eleven months
 * back, and any other range starts where the user's month of its first day starts.
 */
export function resolveRange(
  preset: RangePreset,
  today: string,
  custom: Partial<DateRange> = {},
  earliest?: string | null,
  startDay = 1,
): DateRange {
  const lastMonths = (count: number) => ({
    from: startDay === 1 ? monthStartBefore(today, count - 1) : userMonthStartBefore(today, count - 1, startDay),
    to: today,
  });
  const wholeMonths = (range: DateRange) =>
    startDay === 1 ? range : { from: periodContaining(range.from, startDay).from, to: range.to };
  switch (preset) {
    case '3m':
      return lastMonths(3);
    case '6m':
      return lastMonths(6);
    case 'ytd':
      return wholeMonths({ from: `${today.slice(0, 4)}-01-01`, to: today });
    case 'all':
      return isIsoDate(earliest) && earliest < today ? wholeMonths({ from: earliest, to: today }) : lastMonths(12);
    case 'custom':
      if (isIsoDate(custom.from) && isIsoDate(custom.to) && custom.from <= custom.to)
        return wholeMonths({ from: custom.from, to: custom.to });
      return lastMonths(12);
    case '12m':
      return lastMonths(12);
  }
}

/** The first day of the user's month `count` months before the one `isoDate` falls in. */
export function userMonthStartBefore(isoDate: string, count: number, startDay: number): string {
  const [year, month] = periodContaining(isoDate, startDay).label.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - count;
  return periodOf(Math.floor(index / 12), (index % 12) + 1, startDay).from;
}

/** "Meses del 25 al 24": how the reports' months run when they do not start on the 1st; null when they do. */
export function userMonthsNote(startDay: number): string | null {
  if (startDay <= 1) return null;
  return `meses del ${startDay} al ${startDay - 1}, como en tu presupuesto`;
}

/** The oldest of some dates (account opening dates), or null. */
export function earliestDate(dates: readonly (string | null | undefined)[]): string | null {
  const valid = dates.filter(isIsoDate).sort();
  return valid[0] ?? null;
}
