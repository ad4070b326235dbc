import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * The household member the account belongs to; null: shared by the household (decision 049).
     * A deleted person's accounts in other ledgers become shared (a trigger on users, migration
     * 0045; not "set null", which would touch the rows their own ledger's cascade deletes).
     */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'no action' }),
    /** Seen only by its owner while the owner is a member of the ledger (db/visible-accounts.ts). */
    private: boolean('private').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accounts_user_idx').on(table.userId, table.position),
    // The target of transactions' ownership key (transactions_account_owner_fk).
    unique('accounts_id_user_key').on(table.id, table.userId),
    // Every session look-up asks for the ledger's private accounts: a handful of rows, if any.
    index('accounts_private_idx')
      .on(table.userId)
      .where(sql`${table.private}`),
  ],
);
