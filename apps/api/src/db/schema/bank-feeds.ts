import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * A bank connection through Enable Banking (decision 034): one consent at one bank. `state` ties
 * the bank's redirect back to the user who started it; `session_id` is the bank session made from
 * the returned code. Expiring and expired are read from `valid_until`, not stored.
 */
export const bankConnections = pgTable(
  'bank_connections',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aspspName: text('aspsp_name').notNull(),
    aspspCountry: text('aspsp_country').notNull(),
    /** Random, single use: the callback's `state` must find the row of the signed-in user. */
    state: text('state'),
    status: text('status', { enum: ['pending', 'active', 'error', 'revoked'] })
      .notNull()
      .default('pending'),
    sessionId: text('session_id'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The smallest reminder threshold (14, 7, 0 days) already sent for this consent. */
    remindedDays: integer('reminded_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_connections_user_idx').on(table.userId),
    uniqueIndex('bank_connections_state_idx').on(table.state),
  ],
);

/** An account the bank session gives access to, and the account here it feeds (null until mapped). */
export const bankFeedAccounts = pgTable(
  'bank_feed_accounts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => bankConnections.id, { onDelete: 'cascade' }),
    /** The bank's account uid in Enable Banking (path of /accounts/{uid}/…). */
    uid: text('uid').notNull(),
    /** Enable Banking's `identification_hash`: the same account across sessions (the uid is per session). */
    identificationHash: text('identification_hash'),
    name: text('name').notNull(),
    ibanLast4: text('iban_last4').notNull().default(''),
    currency: text('currency').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The latest booking date synced: the next pull starts a week before it. */
    syncedThrough: date('synced_through', { mode: 'string' }),
    /** Unattended pulls on `pulls_day` (UTC): at most four a day per account. */
    pullsDay: date('pulls_day', { mode: 'string' }),
    pullsCount: integer('pulls_count').notNull().default(0),
    bankBalance: bigint('bank_balance', { mode: 'number' }),
    bankBalanceDate: date('bank_balance_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_feed_accounts_user_idx').on(table.userId),
    uniqueIndex('bank_feed_accounts_connection_uid_idx').on(table.connectionId, table.uid),
    index('bank_feed_accounts_account_idx').on(table.accountId),
  ],
);
