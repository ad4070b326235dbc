import { z } from 'zod';
import { isoDate } from './common.ts';

const MissingRate = z.object({ from_currency: z.string(), to_currency: z.string() });
/** The latest rate a report converted a currency with (each month uses its own month-end rate). */
const RateUsed = z.object({
  from_currency: z.string(),
  to_currency: z.string(),
  rate: z.string(),
  date: z.string(),
  source: z.enum(['user', 'ecb', 'provider']),
});
export type RateUsed = z.infer<typeof RateUsed>;
const csvList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.uuid()).max(100));

export const ReportQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  account_ids: csvList.optional(),
  category_ids: csvList.optional(),
});
export type ReportQueryInput = z.output<typeof ReportQuery>;

const envelope = <T extends z.ZodType>(rows: T) =>
  z.object({
    base_currency: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    /** The user's month start day: with another day than 1, report months run from that day to the day before it (decision 022). */
    month_start_day: z.number().int().optional(),
    missing_rates: z.array(MissingRate),
    rates_used: z.array(RateUsed).optional(),
    rows,
  });
/** The dates a report month covers, given when it is the user's month: '2025-01' with a month start day of 25 is 2025-01-25 … 2025-02-24. */
const MonthPeriod = z.object({ from: z.string(), to: z.string() }).optional();

export const IncomeExpenseReportSchema = envelope(
  z.array(
    z.object({
      month: z.string(),
      period: MonthPeriod,
      income: z.number().int(),
      expense: z.number().int(),
      net: z.number().int(),
    }),
  ),
);
export const SpendingReportSchema = envelope(
  z.array(
    z.object({
      category_id: z.uuid().nullable(),
      name: z.string(),
      color: z.string(),
      amount: z.number().int(),
      children: z.array(
        z.object({ category_id: z.uuid().nullable(), name: z.string(), color: z.string(), amount: z.number().int() }),
      ),
    }),
  ),
);
export const NetWorthReportSchema = envelope(
  z.array(z.object({ month: z.string(), period: MonthPeriod, net_worth: z.number().int().nullable() })),
);
export const CashFlowReportSchema = envelope(
  z.object({
    nodes: z.array(z.object({ name: z.string(), color: z.string() })),
    links: z.array(z.object({ source: z.number().int(), target: z.number().int(), value: z.number().int() })),
  }),
);
export const BudgetVsActualReportSchema = envelope(
  z.array(z.object({ month: z.string(), period: MonthPeriod, budgeted: z.number().int(), spent: z.number().int() })),
);

export const ForecastQuery = z.object({
  months: z.coerce
    .number()
    .int()
    .refine((value) => [3, 6, 12].includes(value), 'Debe ser 3, 6 o 12'),
});
export const ForecastSchema = z.object({
  base_currency: z.string().nullable(),
  start_balance: z.number().int().nullable(),
  missing_rates: z.array(MissingRate),
  assumptions: z.object({
    months_used: z.number().int(),
    average_income: z.number().int(),
    average_expense: z.number().int(),
    monthly_std_dev: z.number().int(),
    /** Fewer than two complete months: no mean is projected and recurring reminders count one by one. */
    recurring_reminders_included: z.boolean(),
  }),
  months: z.array(
    z.object({
      month: z.string(),
      expected: z.number().int(),
      low: z.number().int(),
      high: z.number().int(),
      items: z.array(
        z.object({
          kind: z.enum(['reminder', 'prospect']),
          title: z.string(),
          date: z.string(),
          amount: z.number().int(),
          probability: z.number(),
        }),
      ),
    }),
  ),
});
export type Forecast = z.infer<typeof ForecastSchema>;
