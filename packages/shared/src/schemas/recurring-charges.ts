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
  /** The expense category most of its charges carry, when a budget line can hold it; else null. */
  category_id: z.uuid().nullable(),
  /** What it costs per month (minor units, positive): a yearly charge is a twelfth of it. */
  monthly_amount: z.number().int().nonnegative(),
});
export type RecurringCharge = z.output<typeof RecurringChargeSchema>;

/** Which charge to add to this month's budget: the list names each by its account and payee. */
export const AddChargeToBudgetSchema = z.object({
  account_id: z.uuid(),
  payee: z.string().trim().min(1).max(200),
});
export type AddChargeToBudgetInput = z.input<typeof AddChargeToBudgetSchema>;

/** The budget line the charge was added to: before and after, and the sentence that says so. */
export const ChargeBudgetLineSchema = z.object({
  month: z.string(),
  category_id: z.uuid(),
  before: z.number().int(),
  after: z.number().int(),
  message: z.string(),
});
export type ChargeBudgetLine = z.output<typeof ChargeBudgetLineSchema>;
