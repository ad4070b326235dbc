import { z } from 'zod';
import { currencyField, isoDate, minorUnits, plainText, requiredText } from './common.ts';
import { accountTypes } from '../account-types.ts';
import { RateSourceSchema } from './exchange-rates.ts';

export { accountTypeLabels, accountTypes, type AccountType } from '../account-types.ts';

export const AccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(accountTypes),
  currency: z.string(),
  opening_balance: z.number().int(),
  opening_date: z.string(),
  credit_limit: z.number().int().nullable(),
  /** The last digits of the account's cards or number, as the user wrote them once ("4821" or "5120, 8834"): pasted bank alerts name the account by them. */
  last_digits: z.string().nullable(),
  /** The bank that holds the account, as the user writes it ("Bancolombia"); optional. */
  bank: z.string().nullable(),
  position: z.number().int(),
  archived_at: z.string().nullable(),
  balance: z.number().int(),
  /** Credit cards with a limit: limit + balance (the balance of a card in use is negative). */
  available_credit: z.number().int().nullable(),
  created_at: z.string(),
  /**
   * The household member the account belongs to, or null: shared (decision 049). Optional: added
   * after the first clients.
   */
  owner_id: z.uuid().nullable().optional(),
  /** Seen only by its owner. */
  private: z.boolean().optional(),
});
export type Account = z.infer<typeof AccountSchema>;

/** The other members' private accounts the figures leave out, and whose they are (decision 049). */
export const HiddenAccountsSchema = z.object({
  count: z.number().int(),
  owners: z.array(z.object({ member_id: z.uuid(), name: z.string(), count: z.number().int() })),
});
export type HiddenAccounts = z.infer<typeof HiddenAccountsSchema>;

export const accountOwnerMessages = {
  notMember: 'Elige a alguien de tu hogar',
  privateNeedsOwner: 'Una cuenta privada necesita dueño: elige a quién pertenece',
  privateOnlyYours: 'Solo puedes hacer privada una cuenta tuya',
} as const;

/** One or more groups of four digits: the last digits of the account or of its cards. */
export const lastDigitsField = z
  .string()
  .trim()
  .regex(/^\d{4}(?:\s*[,;\s]\s*\d{4}){0,5}$/, 'Escribe los últimos 4 dígitos; si son varios, sepáralos con comas')
  .transform((value) => value.split(/[\s,;]+/).join(', '));

const accountFields = z.object({
  name: requiredText(80),
  type: z.enum(accountTypes),
  currency: currencyField,
  opening_balance: minorUnits,
  opening_date: isoDate,
  credit_limit: minorUnits.min(0).nullable(),
  last_digits: lastDigitsField.nullable(),
  /** Empty text means none. */
  bank: plainText(60).nullable(),
  /** A member of the household, or null: shared. */
  owner_id: z.uuid().nullable(),
  private: z.boolean(),
});

export const CreateAccountSchema = accountFields.extend({
  opening_balance: minorUnits.default(0),
  opening_date: isoDate.optional(),
  credit_limit: minorUnits.min(0).nullable().optional(),
  last_digits: lastDigitsField.nullable().optional(),
  bank: plainText(60).nullable().optional(),
  owner_id: z.uuid().nullable().optional(),
  private: z.boolean().optional(),
});
export type CreateAccountInput = z.input<typeof CreateAccountSchema>;

/** Built from the fields without defaults: a partial update must never reset what it leaves out. */
export const UpdateAccountSchema = accountFields.partial().extend({
  position: z.number().int().min(0).optional(),
  archived: z.boolean().optional(),
});
export type UpdateAccountInput = z.input<typeof UpdateAccountSchema>;

export const ListAccountsQuery = z.object({
  include_archived: z.enum(['true', 'false']).optional(),
});

export const ReorderAccountsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });

export const NetWorthSchema = z.object({
  base_currency: z.string().nullable(),
  /** null when a rate is missing: the total would be wrong, so it is not shown. */
  total: z.number().int().nullable(),
  assets: z.number().int().nullable(),
  liabilities: z.number().int().nullable(),
  missing_rates: z.array(z.object({ from_currency: z.string(), to_currency: z.string() })),
  accounts: z.array(
    z.object({
      account_id: z.uuid(),
      balance: z.number().int(),
      currency: z.string(),
      balance_in_base: z.number().int().nullable(),
      rate: z.string().nullable(),
      rate_date: z.string().nullable(),
      /** Where `rate` came from; null with no rate. Optional: added after the first clients. */
      rate_source: RateSourceSchema.nullable().optional(),
    }),
  ),
});
export type NetWorth = z.infer<typeof NetWorthSchema>;
