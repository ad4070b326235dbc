import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per user who ever started a checkout: what Stripe (or the sandbox) last told us about
 * their subscription. No row means Gratis. The plan in force is derived from it (modules/kernel/plan.ts).
 */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'free' | 'premium' */
  plan: text('plan').notNull().default('free'),
  /** 'month' | 'year' */
  interval: text('interval'),
  /** Stripe's subscription status ('active', 'past_due', 'canceled', 'incomplete'…), 'none' before any. */
  status: text('status').notNull().default('none'),
  currency: text('currency'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Set by a failed renewal payment: Premium lasts until then, and the scheduler downgrades after it. */
  graceUntil: timestamp('grace_until', { withTimezone: true }),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /** `created` of the last subscription event applied: Stripe does not promise order, so an older one is skipped. */
  lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook events already applied, by Stripe's event id: a replay or a retry has no second effect. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The user's invoices as Stripe reported them (paid or failed), for the plan page. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number'),
    /** Minor units of `currency`, as Stripe counts them. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** 'paid' | 'failed' */
    status: text('status').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('billing_invoices_user_idx').on(table.userId, table.createdAt)],
);
