import { z } from 'zod';
import { accountTypes } from './accounts.ts';
import { plainText, requiredText } from './common.ts';

// Bank feeds through Enable Banking (decision 034).

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Debe ser un código de país de dos letras');

export const BankFeedStatusSchema = z.object({
  /** Enable Banking's application and key are set: real banks. */
  configured: z.boolean(),
  /** Not configured, outside production: a local sandbox bank to try the whole flow. */
  sandbox: z.boolean(),
});
export type BankFeedStatus = z.infer<typeof BankFeedStatusSchema>;

export const BankSchema = z.object({ name: z.string(), country: z.string(), logo: z.string().nullable() });
export type Bank = z.infer<typeof BankSchema>;
export const ListBanksQuery = z.object({ country: countryCode.default('ES') });

export const StartConnectionSchema = z.object({ aspsp_name: requiredText(200), aspsp_country: countryCode });
export const StartConnectionResultSchema = z.object({ connection_id: z.uuid(), url: z.string() });

/** What the bank's redirect brings back to the web app's callback page. */
export const BankCallbackSchema = z.object({
  state: requiredText(200),
  code: plainText(2000).optional(),
  error: plainText(200).optional(),
});

export const BalanceCompareSchema = z.object({
  date: z.string(),
  bank: z.number().int(),
  /** The account's balance here on that date, pending movements left out as the bank's booked balance does. */
  app: z.number().int(),
  difference: z.number().int(),
  /**
   * Where the difference comes from, in minor units (difference = in_review - not_at_bank +
   * before_connection): `in_review`, the bank's rows waiting for the user's «¿Es el mismo
   * movimiento?» (the bank counts them, the account not yet); `not_at_bank`, movements typed here
   * since `since` that the bank has not booked; `before_connection`, the rest: the opening balance
   * or movements from before `since`. `pending`: the bank's pending movements, left out on both sides.
   */
  explained: z.object({
    since: z.string(),
    pending: z.number().int(),
    in_review: z.number().int(),
    not_at_bank: z.number().int(),
    before_connection: z.number().int(),
  }),
});

export const FeedAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  iban_last4: z.string(),
  currency: z.string(),
  account_id: z.uuid().nullable(),
  synced_through: z.string().nullable(),
  balance_check: BalanceCompareSchema.nullable(),
});
export type FeedAccount = z.infer<typeof FeedAccountSchema>;

export const connectionStatuses = ['pending', 'active', 'expiring', 'expired', 'error', 'revoked'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

export const BankConnectionSchema = z.object({
  id: z.uuid(),
  aspsp_name: z.string(),
  aspsp_country: z.string(),
  status: z.enum(connectionStatuses),
  valid_until: z.string().nullable(),
  /** Whole days left of the consent (0 on its last day); null before it is given. */
  days_left: z.number().int().nullable(),
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  accounts: z.array(FeedAccountSchema),
});
export type BankConnection = z.infer<typeof BankConnectionSchema>;

/** Feeds a bank account into an account of the user (same currency) or into a new one. */
export const LinkFeedAccountSchema = z
  .object({
    account_id: z.uuid().nullable().default(null),
    new_account: z
      .object({ name: requiredText(80), type: z.enum(accountTypes).default('checking') })
      .nullable()
      .default(null),
  })
  .refine((value) => (value.account_id === null) !== (value.new_account === null), {
    message: 'Elige una cuenta o crea una nueva',
    path: ['account_id'],
  });

export const FeedSyncResultSchema = z.object({
  accounts: z.array(
    z.object({
      feed_account_id: z.uuid(),
      imported: z.number().int(),
      duplicates: z.number().int(),
      pending: z.number().int(),
      error: z.string().nullable(),
    }),
  ),
});
export type FeedSyncResult = z.infer<typeof FeedSyncResultSchema>;
