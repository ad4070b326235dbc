// Reports cover whole calendar months (the API groups by month); presets end today.

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
 * back to the last 12 months rather than asking the API for nonsense.
 */
export function resolveRange(preset: RangePreset, today: string, custom: Partial<DateRange> = {}, earliest?: string | null): DateRange {
  switch (preset) {
    case '3m':
      return { from: monthStartBefore(today, 2), to: today };
    case '6m':
      return { from: monthStartBefore(today, 5), to: today };
    case 'ytd':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'all':
      return { from: isIsoDate(earliest) && earliest < today ? earliest : monthStartBefore(today, 11), to: today };
    case 'custom':
      if (isIsoDate(custom.from) && isIsoDate(custom.to) && custom.from <= custom.to) return { from: custom.from, to: custom.to };
      return { from: monthStartBefore(today, 11), to: today };
    case '12m':
      return { from: monthStartBefore(today, 11), to: today };
  }
}

/** The oldest of some dates (account opening dates), or null. */
export function earliestDate(dates: readonly (string | null | undefined)[]): string | null {
  const valid = dates.filter(isIsoDate).sort();
  return valid[0] ?? null;
}
