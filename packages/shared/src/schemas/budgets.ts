import { z } from 'zod';
import { isoMonth, minorUnits } from './common.ts';

export const budgetMonth = isoMonth;

export const BudgetCategoryLineSchema = z.object({
  category_id: z.uuid(),
  name: z.string(),
  color: z.string(),
  budgeted: z.number().int(),
  /** Net money out of the category in the period (positive = spent). */
  spent: z.number().int(),
  /** Carried in from last month when rollover is on (negative = overspent last month). */
  carried: z.number().int(),
  available: z.number().int(),
  rollover: z.boolean(),
  progress: z.number(),
  /** Under 80 %, from 80 %, exactly the limit, past it (docs/architecture.md §4.8). */
  status: z.enum(['ok', 'warning', 'at_limit', 'over']),
});
export type BudgetCategoryLine = z.infer<typeof BudgetCategoryLineSchema>;

export const BudgetGroupSchema = z.object({
  group_id: z.uuid(),
  name: z.string(),
  color: z.string(),
  budgeted: z.number().int(),
  spent: z.number().int(),
  available: z.number().int(),
  categories: z.array(BudgetCategoryLineSchema),
});

export const BudgetSchema = z.object({
  month: z.string(),
  /** A member's personal budget (decision 054); null: the household's shared one. */
  member_id: z.uuid().nullable(),
  period: z.object({ from: z.string(), to: z.string() }),
  currency: z.string().nullable(),
  expected_income: z.number().int(),
  actual_income: z.number().int(),
  budgeted: z.number().int(),
  spent: z.number().int(),
  left_to_budget: z.number().int(),
  groups: z.array(BudgetGroupSchema),
  missing_rates: z.array(z.object({ from_currency: z.string(), to_currency: z.string() })),
});
export type Budget = z.infer<typeof BudgetSchema>;

export const SetBudgetLinesSchema = z.object({
  expected_income: minorUnits.min(0).optional(),
  lines: z
    .array(z.object({ category_id: z.uuid(), amount: minorUnits.min(0), rollover: z.boolean().optional() }))
    .max(500)
    .default([]),
});
export type SetBudgetLinesInput = z.input<typeof SetBudgetLinesSchema>;

/** Whose budget: a member's personal lines, or (absent) the household's shared ones. */
export const BudgetOwnerQuery = z.object({ member: z.uuid().optional() });

export const CopyBudgetSchema = z.object({ source: z.enum(['last_month', 'average_3']) });
