import { z } from 'zod';
import { currencyField, isoDate, minorUnits, multilineText, plainText, requiredText } from './common.ts';

export const transactionKinds = ['income', 'expense', 'transfer'] as const;
export type TransactionKind = (typeof transactionKinds)[number];
export const transactionKindLabels = {
  income: 'Ingreso',
  expense: 'Gasto',
  transfer: 'Transferencia',
} as const satisfies Record<TransactionKind, string>;

export const transactionStatuses = ['uncleared', 'cleared', 'reconciled'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
export const transactionStatusLabels = {
  uncleared: 'Pendiente',
  cleared: 'Confirmado',
  reconciled: 'Conciliado',
} as const satisfies Record<TransactionStatus, string>;
export const transactionOrigins = ['manual', 'import', 'whatsapp', 'adjustment', 'mail'] as const;
export type TransactionOrigin = (typeof transactionOrigins)[number];

const tagField = plainText(40).min(1).toLowerCase();
const tagsField = z.array(tagField).max(20);
const payeeField = plainText(200);
const notesField = multilineText(2000);

export const SplitLineSchema = z.object({
  id: z.uuid(),
  category_id: z.uuid().nullable(),
  amount: z.number().int(),
  notes: z.string(),
});

export const TransactionSchema = z.object({
  id: z.uuid(),
  account_id: z.uuid(),
  date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  payee: z.string(),
  notes: z.string(),
  category_id: z.uuid().nullable(),
  tags: z.array(z.string()),
  kind: z.enum(transactionKinds),
  transfer_id: z.uuid().nullable(),
  /**
   * The other leg of a transfer. In an account hidden from the viewer (another member's private
   * account, decision 049) it is `private`, with neither id: the web says «cuenta privada».
   */
  counterpart: z
    .object({
      id: z.uuid().nullable(),
      account_id: z.uuid().nullable(),
      amount: z.number().int(),
      private: z.literal(true).optional(),
    })
    .nullable(),
  splits: z.array(SplitLineSchema),
  status: z.enum(transactionStatuses),
  origin: z.enum(transactionOrigins),
  /** The bank's description or the WhatsApp message as sent, when it differs from the payee. */
  original_text: z.string(),
  created_at: z.string(),
  /**
   * The household member who entered it (decision 044); null for jobs, webhooks and rows from
   * before households. Optional: added after the first clients.
   */
  created_by: z.uuid().nullable().optional(),
  /** Receipts and invoices attached to it (decision 042). */
  attachment_count: z.number().int(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const SplitLineInput = z.object({
  category_id: z.uuid().nullable().optional(),
  amount: minorUnits.refine((value) => value !== 0, 'El importe no puede ser cero'),
  notes: notesField.optional(),
});

export const CreateTransactionSchema = z.object({
  account_id: z.uuid(),
  date: isoDate,
  /** Minor units; negative is money out. */
  amount: minorUnits.refine((value) => value !== 0, 'El importe no puede ser cero'),
  payee: payeeField.default(''),
  notes: notesField.default(''),
  category_id: z.uuid().nullable().optional(),
  tags: tagsField.default([]),
  splits: z.array(SplitLineInput).max(50).optional(),
});
export type CreateTransactionInput = z.input<typeof CreateTransactionSchema>;

export const UpdateTransactionSchema = z.object({
  account_id: z.uuid().optional(),
  date: isoDate.optional(),
  amount: minorUnits.refine((value) => value !== 0, 'El importe no puede ser cero').optional(),
  payee: payeeField.optional(),
  notes: notesField.optional(),
  category_id: z.uuid().nullable().optional(),
  tags: tagsField.optional(),
  /** An empty list turns a split back into a plain transaction. */
  splits: z.array(SplitLineInput).max(50).optional(),
});
export type UpdateTransactionInput = z.input<typeof UpdateTransactionSchema>;

export const CreateTransferSchema = z.object({
  from_account_id: z.uuid(),
  to_account_id: z.uuid(),
  date: isoDate,
  /** Positive minor units leaving the source account, in its currency. */
  amount: minorUnits.positive(),
  /** Minor units arriving, in the destination's currency; required when the currencies differ. */
  to_amount: minorUnits.positive().optional(),
  payee: payeeField.default(''),
  notes: notesField.default(''),
  tags: tagsField.default([]),
});
export type CreateTransferInput = z.input<typeof CreateTransferSchema>;

const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item).max(100));

/** Filters shared by the list, the totals and the CSV export. */
export const TransactionFiltersSchema = z.object({
  q: plainText(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  account_ids: csv(z.uuid()).optional(),
  category_ids: csv(z.union([z.uuid(), z.literal('none')])).optional(),
  tags: csv(plainText(40).toLowerCase()).optional(),
  kind: z.enum(transactionKinds).optional(),
  min_amount: z.coerce.number().int().optional(),
  max_amount: z.coerce.number().int().optional(),
  /**
   * The currency the amount bounds are written in: with it, they match only movements of accounts
   * in that currency (5.000 COP never matches a 50,00 € purchase, whose minor units are also 5000).
   */
  amount_currency: currencyField.optional(),
  /** The household member who entered the movements (decision 044). */
  created_by: z.uuid().optional(),
  /**
   * Whose accounts (decision 049): a member's id for the accounts they own, `shared` for the
   * household's shared ones.
   */
  account_owner: z.union([z.uuid(), z.literal('shared')]).optional(),
});
export type TransactionFilters = z.output<typeof TransactionFiltersSchema>;

export const ListTransactionsQuery = TransactionFiltersSchema.extend({
  cursor: plainText(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListTransactionsQueryInput = z.input<typeof ListTransactionsQuery>;

export const TransactionPageSchema = z.object({
  items: z.array(TransactionSchema),
  next_cursor: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

export const TransactionTotalsSchema = z.object({
  count: z.number().int(),
  /** Per currency, since accounts may hold different ones. */
  by_currency: z.array(
    z.object({ currency: z.string(), income: z.number().int(), expense: z.number().int(), net: z.number().int() }),
  ),
  /** How many private accounts of other members the figures leave out (decision 049). Optional: added later. */
  hidden_accounts: z.number().int().optional(),
});
export type TransactionTotals = z.infer<typeof TransactionTotalsSchema>;

export const bulkActions = ['categorize', 'tag', 'untag', 'delete', 'move', 'rename', 'clear', 'unclear'] as const;
export type BulkAction = (typeof bulkActions)[number];
export const BulkTransactionsSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(5000),
  action: z.enum(bulkActions),
  category_id: z.uuid().nullable().optional(),
  tag: tagField.optional(),
  /** `move`: the account the movements go to (same currency). */
  account_id: z.uuid().optional(),
  /** `rename`: the payee every selected movement gets. */
  payee: payeeField.optional(),
});
export type BulkTransactionsInput = z.input<typeof BulkTransactionsSchema>;
/** `undo_id` undoes the change for a few seconds (`POST /transactions/undo/:id`, decision 046); null when nothing changed. */
export const BulkResultSchema = z.object({ affected: z.number().int(), undo_id: z.uuid().nullable() });
export type BulkResult = z.infer<typeof BulkResultSchema>;
export const DeleteTransactionResultSchema = z.object({ message: z.string(), undo_id: z.uuid() });
export const UndoResultSchema = z.object({ restored: z.number().int(), message: z.string() });

export const RuleSchema = z.object({
  id: z.uuid(),
  payee_contains: z.string(),
  min_amount: z.number().int().nullable(),
  max_amount: z.number().int().nullable(),
  account_id: z.uuid().nullable(),
  category_id: z.uuid(),
  position: z.number().int(),
  created_at: z.string(),
});
export type Rule = z.infer<typeof RuleSchema>;

export const CreateRuleSchema = z.object({
  payee_contains: requiredText(100),
  min_amount: minorUnits.nullable().optional(),
  max_amount: minorUnits.nullable().optional(),
  account_id: z.uuid().nullable().optional(),
  category_id: z.uuid(),
});
export type CreateRuleInput = z.input<typeof CreateRuleSchema>;
export const UpdateRuleSchema = CreateRuleSchema.partial().extend({ position: z.number().int().min(0).optional() });
export const ApplyRulesSchema = z.object({
  only_uncategorized: z.boolean().default(true),
  rule_id: z.uuid().optional(),
});
