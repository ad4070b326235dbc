import { z } from 'zod';
import { currencyField, isoDate, minorUnits, multilineText, requiredText } from './common.ts';

export const prospectStatuses = ['abierto', 'concretado', 'descartado'] as const;
export const prospectKinds = ['income', 'expense'] as const;
export const prospectStatusLabels = { abierto: 'Abierto', concretado: 'Concretado', descartado: 'Descartado' } as const;

export const ProspectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.enum(prospectKinds),
  /** Positive minor units; the kind says whether it comes in or goes out. */
  amount: z.number().int(),
  currency: z.string(),
  expected_date: z.string(),
  probability: z.number().int(),
  status: z.enum(prospectStatuses),
  notes: z.string(),
  account_id: z.uuid().nullable(),
  category_id: z.uuid().nullable(),
  transaction_id: z.uuid().nullable(),
  overdue: z.boolean(),
  created_at: z.string(),
});
export type Prospect = z.infer<typeof ProspectSchema>;

const prospectFields = z.object({
  title: requiredText(120),
  kind: z.enum(prospectKinds),
  amount: minorUnits.positive(),
  currency: currencyField,
  expected_date: isoDate,
  probability: z.number().int().min(0).max(100),
  notes: multilineText(2000),
  account_id: z.uuid().nullable(),
  category_id: z.uuid().nullable(),
});
export const CreateProspectSchema = prospectFields.extend({
  notes: prospectFields.shape.notes.default(''),
  account_id: prospectFields.shape.account_id.optional(),
  category_id: prospectFields.shape.category_id.optional(),
});
export type CreateProspectInput = z.input<typeof CreateProspectSchema>;
/** From the fields without defaults, so a partial edit keeps what it does not mention. */
export const UpdateProspectSchema = prospectFields
  .partial()
  .extend({ status: z.enum(['abierto', 'descartado']).optional() });

/** "Concretar": the money arrived (or left) for real. */
export const RealizeProspectSchema = z.object({
  account_id: z.uuid(),
  date: isoDate,
  amount: minorUnits.positive().optional(),
  category_id: z.uuid().nullable().optional(),
});

export const ProspectTotalsSchema = z.object({
  by_currency: z.array(
    z.object({
      currency: z.string(),
      expected_income: z.number().int(),
      expected_expense: z.number().int(),
      weighted_income: z.number().int(),
      weighted_expense: z.number().int(),
    }),
  ),
  open_count: z.number().int(),
  overdue_count: z.number().int(),
});
export type ProspectTotals = z.infer<typeof ProspectTotalsSchema>;
