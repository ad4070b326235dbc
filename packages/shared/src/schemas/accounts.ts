import { z } from 'zod';
import { currencyField, isoDate, minorUnits, requiredText } from './common.ts';

export const accountTypes = ['cash', 'checking', 'savings', 'credit_card', 'investment', 'loan', 'other'] as const;
export type AccountType = (typeof accountTypes)[number];

export const accountTypeLabels = {
  cash: 'Efectivo',
  checking: 'Cuenta corriente',
  savings: 'Ahorros',
  credit_card: 'Tarjeta de crédito',
  investment: 'Inversión',
  loan: 'Préstamo',
  other: 'Otro',
} as const satisfies Record<AccountType, string>;

export const AccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(accountTypes),
  currency: z.string(),
  opening_balance: z.number().int(),
  opening_date: z.string(),
  credit_limit: z.number().int().nullable(),
  position: z.number().int(),
  archived_at: z.string().nullable(),
  balance: z.number().int(),
  created_at: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

export const CreateAccountSchema = z.object({
  name: requiredText(80),
  type: z.enum(accountTypes),
  currency: currencyField,
  opening_balance: minorUnits.default(0),
  opening_date: isoDate.optional(),
  credit_limit: minorUnits.min(0).nullable().optional(),
});
export type CreateAccountInput = z.input<typeof CreateAccountSchema>;

export const UpdateAccountSchema = CreateAccountSchema.partial().extend({
  position: z.number().int().min(0).optional(),
  archived: z.boolean().optional(),
});
export type UpdateAccountInput = z.input<typeof UpdateAccountSchema>;

export const ListAccountsQuery = z.object({
  include_archived: z.enum(['true', 'false']).optional(),
});
