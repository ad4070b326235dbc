import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { imports } from './imports.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

/**
 * An own transfer the import matcher was not sure of (decision 032): the imported movement, the
 * opposite movement it may pair with (or none: a one-leg transfer to `account_id`), and why. The
 * user confirms it (the legs are linked and the row goes) or rejects it (kept as `rejected`, so
 * the same pair is not proposed again).
 */
export const transferProposals = pgTable(
  'transfer_proposals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'set null' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    counterpartId: uuid('counterpart_id').references(() => transactions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('transfer_proposals_transaction_idx').on(table.transactionId),
    index('transfer_proposals_user_idx').on(table.userId, table.status),
  ],
);
