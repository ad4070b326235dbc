import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { attachments } from './attachments.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

export const receiptStatuses = ['reading', 'ready', 'failed', 'saved'] as const;
export const receiptSources = ['web', 'whatsapp'] as const;

/** What was read from a receipt: amounts in minor units of `currency`, confidences 0–1 (decision 043). */
export type ReceiptReading = {
  amount: number | null;
  currency: string | null;
  date: string | null;
  merchant: string | null;
  tax_id: string | null;
  tax_id_kind: string | null;
  category_id: string | null;
  /** The account proposed in a WhatsApp question, or the one the user named in a correction. */
  account_id?: string | null;
  confidence: { amount: number; date: number; merchant: number; currency: number };
};

/**
 * A receipt photo or invoice being read into a proposed movement (decision 043). Nothing is saved
 * in the ledger until the user confirms: then `transaction_id` names the movement created or the
 * one the file was attached to. The file itself is an attachment with no movement until then.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: receiptStatuses }).notNull().default('reading'),
    source: text('source', { enum: receiptSources }).notNull().default('web'),
    reading: jsonb('reading').$type<ReceiptReading>(),
    /** Why it could not be read, in Spanish, when status is failed. */
    failure: text('failure'),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('receipts_user_idx').on(table.userId, table.id)],
);
