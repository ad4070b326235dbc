import { z } from 'zod';
import { isoDate, minorUnits, plainText } from './common.ts';
import { TransactionFiltersSchema, TransactionSchema, transactionStatuses } from './transactions.ts';

/** One account's movements: the transaction filters (but the account), a status, and keyset paging. */
export const RegisterQuery = TransactionFiltersSchema.omit({ account_ids: true }).extend({
  status: z.enum(transactionStatuses).optional(),
  cursor: plainText(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type RegisterQueryInput = z.input<typeof RegisterQuery>;

export const RegisterRowSchema = TransactionSchema.extend({
  /** The account's balance right after this movement; null when a filter hides movements between rows. */
  running_balance: z.number().int().nullable(),
});
export type RegisterRow = z.infer<typeof RegisterRowSchema>;

export const RegisterTotalsSchema = z.object({
  balance: z.number().int(),
  /** Opening plus the movements already seen at the bank (cleared or reconciled). */
  cleared_balance: z.number().int(),
  uncleared_count: z.number().int(),
  /** The balance before every movement, with the date it stands on. */
  opening: z.object({ date: z.string(), balance: z.number().int() }),
  last_reconciliation: z.object({ date: z.string(), statement_balance: z.number().int() }).nullable(),
});
export type RegisterTotals = z.infer<typeof RegisterTotalsSchema>;

export const RegisterPageSchema = z.object({
  items: z.array(RegisterRowSchema),
  next_cursor: z.string().nullable(),
  totals: RegisterTotalsSchema,
});
export type RegisterPage = z.infer<typeof RegisterPageSchema>;

/** Marks movements as seen at the bank, or not; reconciled ones change only when the user confirms. */
export const SetClearedSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(5000),
  cleared: z.boolean(),
  confirm_reconciled: z.boolean().default(false),
});
export type SetClearedInput = z.input<typeof SetClearedSchema>;

export const ReconciliationPreviewQuery = z.object({
  date: isoDate,
  statement_balance: z.coerce.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
});

export const ReconciliationPreviewSchema = z.object({
  date: z.string(),
  statement_balance: z.number().int(),
  cleared_balance: z.number().int(),
  /** What the bank says minus what the cleared movements add up to. */
  difference: z.number().int(),
  /** Movements on or before the date not yet ticked as seen at the bank. */
  uncleared_count: z.number().int(),
});
export type ReconciliationPreview = z.infer<typeof ReconciliationPreviewSchema>;

export const CreateReconciliationSchema = z.object({
  date: isoDate,
  statement_balance: minorUnits,
  /** Record the difference as a dated adjustment instead of refusing to finish. */
  adjust: z.boolean().default(false),
});
export type CreateReconciliationInput = z.input<typeof CreateReconciliationSchema>;

export const ReconciliationSchema = z.object({
  id: z.uuid(),
  account_id: z.uuid(),
  date: z.string(),
  statement_balance: z.number().int(),
  adjustment_id: z.uuid().nullable(),
  adjustment_amount: z.number().int(),
  reconciled_count: z.number().int(),
  created_at: z.string(),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;
