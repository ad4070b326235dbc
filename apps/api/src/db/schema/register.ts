import { bigint, date, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

/** A finished reconciliation: the bank's balance on a date that the account was brought to agree with. */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    statementBalance: bigint('statement_balance', { mode: 'number' }).notNull(),
    /** The adjustment recorded for a difference nobody could find, if any. */
    adjustmentId: uuid('adjustment_id').references(() => transactions.id, { onDelete: 'set null' }),
    adjustmentAmount: bigint('adjustment_amount', { mode: 'number' }).notNull().default(0),
    reconciledCount: integer('reconciled_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reconciliations_account_idx').on(table.accountId, table.date)],
);
