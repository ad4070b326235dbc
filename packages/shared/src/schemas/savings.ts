import { z } from 'zod';
import { currencyField, isoDate, minorUnits, plainText, requiredText } from './common.ts';

export const goalStatuses = ['active', 'paused', 'archived'] as const;

export const SavingsGoalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  target_amount: z.number().int(),
  currency: z.string(),
  target_date: z.string().nullable(),
  account_id: z.uuid().nullable(),
  status: z.enum(goalStatuses),
  saved: z.number().int(),
  progress: z.number(),
  achieved: z.boolean(),
  /** What to set aside each month to arrive on time; null without a target date or once achieved. */
  monthly_needed: z.number().int().nullable(),
  created_at: z.string(),
});
export type SavingsGoal = z.infer<typeof SavingsGoalSchema>;

export const CreateSavingsGoalSchema = z.object({
  name: requiredText(80),
  target_amount: minorUnits.positive(),
  currency: currencyField,
  target_date: isoDate.nullable().optional(),
  account_id: z.uuid().nullable().optional(),
});
export const UpdateSavingsGoalSchema = CreateSavingsGoalSchema.partial().extend({
  status: z.enum(goalStatuses).optional(),
});

export const ContributionSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  date: z.string(),
  note: z.string(),
  source: z.enum(['manual', 'transfer']),
});
export const CreateContributionSchema = z.object({
  amount: minorUnits.refine((value) => value !== 0, 'El importe no puede ser cero'),
  date: isoDate,
  note: plainText(200).default(''),
});
