import { z } from 'zod';

export const recurringIntervals = ['weekly', 'biweekly', 'monthly', 'bimonthly', 'quarterly', 'yearly'] as const;

/** A charge that repeats (decision 032): proposed as a reminder with its next expected date. */
export const RecurringChargeSchema = z.object({
  account_id: z.uuid(),
  payee: z.string(),
  interval: z.enum(recurringIntervals),
  transaction_ids: z.array(z.uuid()),
  last_date: z.string(),
  /** Minor units, negative: money out. */
  last_amount: z.number().int(),
  next_date: z.string(),
  price_rise: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  /** «Netflix subió de 44.900 a 49.900», when the price rose. */
  message: z.string().nullable(),
});
export type RecurringCharge = z.output<typeof RecurringChargeSchema>;
