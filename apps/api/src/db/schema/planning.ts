import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Recurrence } from '@cuentas/shared/recurrence';
import { currentActor } from '../actor.ts';
import { accounts } from './accounts.ts';
import { categories } from './categories.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One amount per expense category and budget month ("YYYY-MM", the period it starts in), for the
 * household (`member_id` null: shared) or for one member (a personal line, decision 054).
 */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    rollover: boolean('rollover').notNull().default(false),
    /** The member whose personal budget this line is; null: the household's shared budget. */
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('budget_lines_key').on(table.userId, table.categoryId, table.month, table.memberId).nullsNotDistinct(),
  ],
);

export const budgetMonths = pgTable(
  'budget_months',
  {
    userId: userRef(),
    month: text('month').notNull(),
    expectedIncome: bigint('expected_income', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);

/** The 80 % and 100 % alerts already sent, so each goes out once per budget, category and month. */
export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    userId: userRef(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    threshold: integer('threshold').notNull(),
    /** The personal budget it is about (decision 054); null: the shared one. */
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('budget_alerts_key')
      .on(table.userId, table.categoryId, table.month, table.threshold, table.memberId)
      .nullsNotDistinct(),
  ],
);

export const savingsGoals = pgTable(
  'savings_goals',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    targetAmount: bigint('target_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    targetDate: date('target_date', { mode: 'string' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'paused', 'archived'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (table) => [index('savings_goals_user_idx').on(table.userId)],
);

export const savingsContributions = pgTable(
  'savings_contributions',
  {
    id: uuid('id').primaryKey(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => savingsGoals.id, { onDelete: 'cascade' }),
    userId: userRef(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('savings_contributions_goal_idx').on(table.goalId)],
);

export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['income', 'expense'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    probability: integer('probability').notNull(),
    status: text('status', { enum: ['abierto', 'concretado', 'descartado'] })
      .notNull()
      .default('abierto'),
    notes: text('notes').notNull().default(''),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('prospects_user_idx').on(table.userId, table.status, table.expectedDate)],
);

export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    title: text('title').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** null once a one-off reminder is paid or skipped. */
    nextDue: date('next_due', { mode: 'string' }),
    recurrence: jsonb('recurrence').$type<Recurrence>().notNull(),
    remindDaysBefore: integer('remind_days_before').notNull().default(3),
    notifyInApp: boolean('notify_in_app').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyWhatsapp: boolean('notify_whatsapp').notNull().default(false),
    snoozedUntil: date('snoozed_until', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    /**
     * Who created it (decision 054), the person its notices go to; the signed-in person of the
     * request, as for movements (db/actor.ts). Null on rows from before, or once they are gone:
     * then it is the household's, and goes to the members who take shared notices.
     */
    createdBy: uuid('created_by')
      .references(() => users.id, { onDelete: 'set null' })
      .$defaultFn(() => currentActor() ?? sql`null`),
    createdAt: createdAt(),
  },
  (table) => [
    index('reminders_due_idx')
      .on(table.nextDue)
      .where(sql`active and next_due is not null`),
  ],
);

/**
 * The outbox of reminder notices: one row per reminder, occurrence and channel (the unique key
 * makes a second scheduler's insert a no-op). An instance claims a notice with FOR UPDATE SKIP
 * LOCKED, sends it outside any transaction, then marks it sent.
 */
export const reminderNotices = pgTable(
  'reminder_notices',
  {
    id: uuid('id').primaryKey(),
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /**
     * The member it goes to (decision 054): the reminder's creator, or each member who takes the
     * household's shared notices. Null on notices from before: the ledger's founder.
     */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    channel: text('channel', { enum: ['in_app', 'email', 'whatsapp'] }).notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Set when an instance takes the notice; a claim older than a few minutes is retried. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('reminder_notices_key')
      .on(table.reminderId, table.occurrence, table.channel, table.recipientId)
      .nullsNotDistinct(),
    index('reminder_notices_open_idx')
      .on(table.status, table.createdAt)
      .where(sql`status in ('pending', 'sending')`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);
