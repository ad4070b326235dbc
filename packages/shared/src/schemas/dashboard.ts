import { z } from 'zod';
import { NetWorthSchema } from './accounts.ts';
import { TransactionSchema } from './transactions.ts';

const MissingRate = z.object({ from_currency: z.string(), to_currency: z.string() });

export const DashboardSchema = z.object({
  base_currency: z.string().nullable(),
  net_worth: NetWorthSchema,
  /** Month-end net worth for the last 12 months (null where a rate was missing). */
  trend: z.array(z.object({ month: z.string(), net_worth: z.number().int().nullable() })),
  period: z.object({ from: z.string(), to: z.string() }),
  /**
   * This budget month, in the base currency; null when a rate is missing. The budget's figures
   * (docs/architecture.md §4.8): income is the net money into income categories, expense the net
   * money out of expense categories (negative), refunds reducing it; transfers and movements
   * without a category (reconciliation adjustments among them) are in neither.
   */
  income: z.number().int().nullable(),
  expense: z.number().int().nullable(),
  /** Money out of the month's movements without a category (negative), which expense leaves out. */
  uncategorised_expense: z.number().int().nullable(),
  left: z.number().int().nullable(),
  missing_rates: z.array(MissingRate),
  spending_by_category: z.array(
    z.object({ category_id: z.uuid().nullable(), name: z.string(), color: z.string(), amount: z.number().int() }),
  ),
  latest: z.array(TransactionSchema),
  has_transactions: z.boolean(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
