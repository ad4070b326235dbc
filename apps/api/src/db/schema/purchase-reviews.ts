import { bigint, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { mailAlerts } from './mail-alerts.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

/**
 * «¿Es el mismo movimiento?» (decision 048): a movement the bank feed pulled or an alert brought
 * that may be the same purchase as one already in the ledger (`transaction_id`), when nothing but
 * the amount and dates say so. Nothing was added nor merged: the user answers `same` (the arrival
 * joins the movement) or `distinct` (it is recorded as one more). `incoming` keeps what is needed
 * to do either: the feed's row (date, amount, payee, notes, the bank's id) or the alert's reading.
 */
export const purchaseReviews = pgTable(
  'purchase_reviews',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The movement already there; deleting it drops the question (the next pull weighs the row again). */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    road: text('road', { enum: ['feed', 'alert'] }).notNull(),
    mailAlertId: uuid('mail_alert_id').references(() => mailAlerts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The arrival's text as the bank or the alert gave it. */
    text: text('text').notNull(),
    /** The bank's id of a feed row: the same row pulled again is the same question. */
    externalId: text('external_id'),
    incoming: jsonb('incoming').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['open', 'same', 'distinct'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('purchase_reviews_user_idx').on(table.userId, table.status),
    index('purchase_reviews_account_idx').on(table.accountId, table.date),
    index('purchase_reviews_transaction_idx').on(table.transactionId),
    uniqueIndex('purchase_reviews_alert_idx').on(table.mailAlertId),
  ],
);
