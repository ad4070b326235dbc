import type { ReportContext } from './context.ts';

/** '2025-01-01' → '2025-01', the label of a month as the budget names it. */
export const label = (month: string) => month.slice(0, 7);

/**
 * Each report month's label, and its dates when it is the user's month rather than a calendar one:
 * with a month start day of 25, '2025-01' runs from 25 January to 24 February.
 */
export const monthOf = (
  context: ReportContext,
  index: number,
): { month: string; period?: { from: string; to: string } } => {
  const period = context.periods[index]!;
  return context.startDay === 1
    ? { month: period.label }
    : { month: period.label, period: { from: period.from, to: period.to } };
};

export const envelope = <T>(context: ReportContext, rows: T) => ({
  base_currency: context.base,
  from: context.from,
  to: context.to,
  month_start_day: context.startDay,
  missing_rates: [...context.missing.values()],
  rates_used: [...context.used.values()],
  rows,
});
