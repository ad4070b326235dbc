import { bigint, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accountTypes } from '@cuentas/shared/schemas/accounts';
import { users } from './users.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: accountTypes }).notNull(),
    currency: text('currency').notNull(),
    openingBalance: bigint('opening_balance', { mode: 'number' }).notNull().default(0),
    /** The balance the user typed is true at the start of this date (docs/architecture.md §4.5, decision 020). */
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    /**
     * Sum of the account's movements dated before opening_date, kept by triggers (migrations
     * 0011 and 0018, on transactions and on a new opening date): those movements move the opening
     * balance back instead of adding on top, so the balance before every movement is
     * opening_balance - prior_sum.
     */
    priorSum: bigint('prior_sum', { mode: 'number' }).notNull().default(0),
    creditLimit: bigint('credit_limit', { mode: 'number' }),
    /** The last four digits of the account and its cards, "4821" or "5120, 8834": a pasted bank alert names the account by them. */
    lastDigits: text('last_digits'),
    /** The bank that holds it, as the user writes it ("Bancolombia"); optional, shown in the editor. */
    bank: text('bank'),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accounts_user_idx').on(table.userId, table.position),
    // The target of transactions' ownership key (transactions_account_owner_fk).
    unique('accounts_id_user_key').on(table.id, table.userId),
  ],
);
