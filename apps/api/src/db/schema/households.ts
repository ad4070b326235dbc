import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

export const HOUSEHOLD_ROLES = ['owner', 'member', 'viewer'] as const;

/**
 * Who may use a ledger (decision 044). A ledger is named by the id of the user who founded it:
 * every `user_id` column of the ledger's rows holds that id, whoever of its members wrote them.
 * Each user owns their own ledger from the start (a trigger adds the row when the user is
 * created, migration 0036), so the row is the one truth `requireAuth` checks.
 */
export const householdMembers = pgTable(
  'household_members',
  {
    ledgerId: uuid('ledger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: HOUSEHOLD_ROLES }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the member earns a month, in the ledger's base currency: the weight of a split by income. */
    income: bigint('income', { mode: 'number' }),
    /**
     * Whether the household's reminders and shared budget alerts reach this member (decision 054);
     * null: the default, which is yes for the founder only (as before there was a choice).
     */
    sharedNotices: boolean('shared_notices'),
  },
  (table) => [
    primaryKey({ columns: [table.ledgerId, table.memberId] }),
    index('household_members_member_idx').on(table.memberId),
  ],
);

/**
 * An invitation mailed to an address: a random token (only its SHA-256 kept), single use,
 * expiring. Accepting it adds the signed-in person with `role`, whatever address they signed
 * in with: the link is the proof, as a reset link is.
 */
export const householdInvites = pgTable(
  'household_invites',
  {
    id: uuid('id').primaryKey(),
    ledgerId: uuid('ledger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['member', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('household_invites_ledger_idx')
      .on(table.ledgerId)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);

export const SPLIT_METHODS = ['equal', 'shares', 'amounts', 'income'] as const;

/**
 * An expense of a household ledger paid by one member and shared among several (decision 044).
 * The movement stays one row of `transactions`; this says who paid it and how it was split.
 */
export const sharedExpenses = pgTable(
  'shared_expenses',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paidBy: uuid('paid_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: SPLIT_METHODS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shared_expenses_user_idx').on(table.userId)],
);

/** Each member's part of a shared expense, in minor units of the movement's currency; they add up to it. */
export const expenseShares = pgTable(
  'expense_shares',
  {
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => sharedExpenses.transactionId, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.transactionId, table.memberId] }),
    index('expense_shares_member_idx').on(table.memberId),
    check('expense_shares_amount_not_negative', sql`amount >= 0`),
  ],
);

/** Money one member gave another to settle what they owed («Saldar»). */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromMember: uuid('from_member')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toMember: uuid('to_member')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /**
     * The transfer booked with it (`transactions.transfer_id` of its two legs), when «Saldar» also
     * moved the money between two accounts of the ledger; no foreign key, as a transfer is a pair.
     */
    transferId: uuid('transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('settlements_user_idx').on(table.userId, table.date),
    index('settlements_from_idx').on(table.fromMember),
    index('settlements_to_idx').on(table.toMember),
    check('settlements_amount_positive', sql`amount > 0`),
  ],
);

/**
 * How an expense of a shared category is split when it is marked shared without saying how: by
 * the web's «Lo pagué yo: repartir» or a WhatsApp «lo pagó Luis». `values` holds the weights of
 * a split by `shares` ({ member_id, value }); equal and by income need none.
 */
export const householdCategorySplits = pgTable('household_category_splits', {
  categoryId: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method', { enum: ['equal', 'shares', 'income'] }).notNull(),
  values: jsonb('values').$type<{ member_id: string; value: number }[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
