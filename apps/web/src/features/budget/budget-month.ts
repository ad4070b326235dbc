import { periodContaining } from '@cuentas/shared/periods';
import dayjs from 'dayjs';
import 'dayjs/locale/es';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** "2026-11" — the only shape /budgets/{month} accepts. */
export function isBudgetMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** The budget month that contains `today`: with a month start day of 25, 24 Nov is still October's (25 Oct – 24 Nov), and 26 Nov is November's. */
export function currentBudgetMonth(today: string, startDay: number): string {
  return periodContaining(today, startDay).label;
}

/** The month `delta` months away: shiftMonth('2026-01', -1) → '2025-12'. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "2026-11" → "noviembre de 2026". */
export function monthLabel(month: string): string {
  return dayjs(`${month}-01`).locale('es').format('MMMM [de] YYYY');
}

/** "noviembre de 2026" → "Noviembre de 2026", for headings. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The period's dates in words, only when the user's month does not start on the 1st (otherwise the
 * month name says it all): "Del 25 de noviembre al 24 de diciembre de 2026".
 */
export function periodLabel(period: { from: string; to: string }): string | null {
  if (period.from.endsWith('-01')) return null;
  const from = dayjs(period.from).locale('es');
  const to = dayjs(period.to).locale('es');
  const sameYear = from.year() === to.year();
  return `Del ${from.format(sameYear ? 'D [de] MMMM' : 'D [de] MMMM [de] YYYY')} al ${to.format('D [de] MMMM [de] YYYY')}`;
}
