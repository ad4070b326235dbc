// When a recurring bill falls due next. Dates are calendar dates (YYYY-MM-DD), no time zones.
import { daysInMonth, toIsoDate } from './periods.ts';

export const recurrenceKinds = ['once', 'weekly', 'every_n_weeks', 'monthly_day', 'monthly_last', 'yearly'] as const;
export type RecurrenceKind = (typeof recurrenceKinds)[number];
export type Recurrence = { kind: RecurrenceKind; interval?: number | null; day?: number | null };

export const recurrenceLabels = {
  once: 'Una vez',
  weekly: 'Cada semana',
  every_n_weeks: 'Cada N semanas',
  monthly_day: 'Cada mes, un día fijo',
  monthly_last: 'Cada mes, el último día',
  yearly: 'Cada año',
} as const satisfies Record<RecurrenceKind, string>;

function parts(isoDate: string): [number, number, number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function addMonthsClamped(isoDate: string, months: number, day: number): string {
  const [year, month] = parts(isoDate);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return toIsoDate(nextYear, nextMonth, Math.min(day, daysInMonth(nextYear, nextMonth)));
}

/**
 * The occurrence after `due`, or null for a one-off. A bill "on the 31st" falls on the last day of
 * shorter months and returns to the 31st when it can; "29 February" yearly falls on the 28th.
 */
export function nextOccurrence(due: string, recurrence: Recurrence): string | null {
  const [year, month, dayOfMonth] = parts(due);
  switch (recurrence.kind) {
    case 'once':
      return null;
    case 'weekly':
      return addDays(due, 7);
    case 'every_n_weeks':
      return addDays(due, 7 * Math.max(1, recurrence.interval ?? 1));
    case 'monthly_day':
      // `interval` counts months here: 2 every two months, 3 every quarter (decision 039).
      return addMonthsClamped(due, Math.max(1, recurrence.interval ?? 1), recurrence.day ?? dayOfMonth);
    case 'monthly_last': {
      const nextMonth = month === 12 ? 1 : month + 1;
      const nextYear = month === 12 ? year + 1 : year;
      return toIsoDate(nextYear, nextMonth, daysInMonth(nextYear, nextMonth));
    }
    case 'yearly': {
      const day = recurrence.day ?? dayOfMonth;
      return toIsoDate(year + 1, month, Math.min(day, daysInMonth(year + 1, month)));
    }
  }
}

/** Every occurrence from `due` up to and including `until`. */
export function occurrencesUntil(due: string, recurrence: Recurrence, until: string, max = 400): string[] {
  const dates: string[] = [];
  let current: string | null = due;
  while (current && current <= until && dates.length < max) {
    dates.push(current);
    current = nextOccurrence(current, recurrence);
  }
  return dates;
}
