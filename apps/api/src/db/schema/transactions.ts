import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { transactionOrigins, transactionStatuses } from '@cuentas/shared/schemas/transactions';
import { accounts } from './accounts.ts';
import { categories } from './categories.ts';
import { currentActor } from '../actor.ts';
import { users } from './users.ts';

const ACCENTED = 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç';
const PLAIN = 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc';

/**
 * Payee, notes and the original text (bank description, WhatsApp message) as search sees them:
 * lower case, accents folded ("Nómina" is found by "nomina"). The trigram index is on this same
 * expression, so searches use it.
 */
export function searchableText(payee: AnyPgColumn, notes: AnyPgColumn, originalText: AnyPgColumn): SQL {
  return sql`lower(translate(${payee} || ' ' || ${notes} || ' ' || ${originalText}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;
}

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey(),
    // Both checked by one key, (account_id, user_id) → accounts (id, user_id), below: the account
    // exists and belongs to the same user. The user exists because the account does.
    userId: uuid('user_id').notNull(),
    accountId: uuid('account_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Minor units of the account's currency; negative = money out. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payee: text('payee').notNull().default(''),
    notes: text('notes').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Both legs of a transfer share it. */
    transferId: uuid('transfer_id'),
    isSplit: boolean('is_split').notNull().default(false),
    importId: uuid('import_id'),
    /** The bank's own id (OFX FITID), for exact duplicate detection. */
    externalId: text('external_id'),
    /** Checked against the bank: cleared (seen on a statement), reconciled (locked by a reconciliation). */
    status: text('status', { enum: transactionStatuses }).notNull().default('uncleared'),
    /** Where the movement came from: typed in the app, a bank file, a WhatsApp message, a reconciliation. */
    origin: text('origin', { enum: transactionOrigins }).notNull().default('manual'),
    /** The bank's description or the WhatsApp message as sent, when it differs from the payee (the clean name). */
    originalText: text('original_text').notNull().default(''),
    /**
     * The roads that brought this purchase (typed, alert, feed, file; decision 048): a later arrival
     * on another road meets it instead of adding a movement. Empty on rows from before: read from origin.
     */
    arrivals: text('arrivals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Who entered it (decision 044): the signed-in person of the request that booked it, whatever
     * the road (db/actor.ts gives the default). Null where no one was signed in (jobs, webhooks:
     * `origin` tells the road) and on rows from before households.
     */
    createdBy: uuid('created_by')
      // Not "set null": a user's own movements are deleted with them, and a set null on the same rows
      // in that statement breaks the totals triggers. A trigger on users clears the author in others'
      // ledgers first, and migration 0043 makes this key deferred (checked after the cascades).
      .references(() => users.id, { onDelete: 'no action' })
      .$defaultFn(() => currentActor() ?? sql`null`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Movements one person entered in someone else's ledger (a household's list filtered by
    // person, and what a person's deletion sets to null). A ledger's owner's own entries are left
    // out: user_date_idx finds those, and a copy of it cost an import its writes and 25 MB of page
    // cache (decision 062). Queries must state `created_by <> user_id` for the planner to use it.
    index('transactions_created_by_idx')
      .on(table.createdBy, table.date, table.id)
      .where(sql`created_by <> user_id`),
    // One index probe per inserted row instead of two (user, then account): an import of 5,000
    // rows spent 66 + 67 ms of 355 ms on the two checks.
    foreignKey({
      name: 'transactions_account_owner_fk',
      columns: [table.accountId, table.userId],
      foreignColumns: [accounts.id, accounts.userId],
    }).onDelete('cascade'),
    // Ascending on purpose: read backwards they give "date desc, id desc" (nulls first, the
    // default), which an index declared DESC NULLS LAST cannot serve.
    index('transactions_user_date_idx').on(table.userId, table.date, table.id),
    index('transactions_account_date_idx').on(table.accountId, table.date, table.id),
    index('transactions_user_category_idx').on(table.userId, table.categoryId, table.date),
    // Lets a category filter fetch the split transactions (whose lines carry the categories) as a
    // bitmap next to the category index, instead of walking every date to find a rare category.
    index('transactions_split_idx')
      .on(table.userId, table.date)
      .where(sql`is_split`),
    index('transactions_transfer_idx')
      .on(table.transferId)
      .where(sql`transfer_id is not null`),
    // The cleared balance is the balance less the movements not yet seen at the bank: usually few.
    index('transactions_uncleared_idx')
      .on(table.accountId, table.date)
      .where(sql`status = 'uncleared'`),
    index('transactions_external_idx')
      .on(table.accountId, table.externalId)
      .where(sql`external_id is not null`),
    index('transactions_search_idx').using(
      'gin',
      sql`(${searchableText(table.payee, table.notes, table.originalText)}) gin_trgm_ops`,
    ),
    index('transactions_tags_idx').using('gin', table.tags),
  ],
);

/** Lines of a split transaction; account and date copy the parent's so rollups need no join. */
export const transactionSplits = pgTable(
  'transaction_splits',
  {
    id: uuid('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    notes: text('notes').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('transaction_splits_parent_idx').on(table.transactionId, table.position),
    index('transaction_splits_category_idx').on(table.userId, table.categoryId, table.date),
  ],
);

/**
 * Monthly totals per account, category and bucket, kept exactly in step with transactions and
 * split lines by statement-level triggers (see the migration). Balances and long-range reports
 * read these instead of scanning a million rows. Buckets: plain (categorised or not), transfer,
 * split (a split parent's amount) and line (a split line). Balances use plain+transfer+split;
 * category totals use plain+line.
 */
export const monthlyTotals = pgTable(
  'monthly_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    categoryId: uuid('category_id'),
    bucket: text('bucket', { enum: ['plain', 'transfer', 'split', 'line'] }).notNull(),
    income: bigint('income', { mode: 'number' }).notNull().default(0),
    expense: bigint('expense', { mode: 'number' }).notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    unique('monthly_totals_key')
      .on(table.userId, table.accountId, table.month, table.categoryId, table.bucket)
      .nullsNotDistinct(),
    index('monthly_totals_account_idx').on(table.accountId),
  ],
);

/**
 * Per account: the sum of every movement and of those still uncleared, kept by the same kind of
 * statement triggers as the monthly totals (see the migration). The register reads its balance,
 * cleared balance and uncleared count from this one row instead of summing months or movements.
 */
export const accountTotals = pgTable('account_totals', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  sum: bigint('sum', { mode: 'number' }).notNull().default(0),
  uncleared: bigint('uncleared', { mode: 'number' }).notNull().default(0),
  unclearedCount: integer('uncleared_count').notNull().default(0),
});

export const rules = pgTable(
  'rules',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payeeContains: text('payee_contains').notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rules_user_idx').on(table.userId, table.position)],
);

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    /** Decimal string, exact: numeric(22,10). */
    rate: text('rate').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('exchange_rates_key').on(table.userId, table.fromCurrency, table.toCurrency, table.date)],
);
