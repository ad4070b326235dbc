import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of @fastify/rate-limit shared by every API instance on the database
 * (lib/rate-limit-store.ts): one row per limit and client, counted with an atomic upsert.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Consecutive wrong passwords per sign-in email (decision 017). Keyed by a hash of the email, so
 * unknown addresses are braked alike (no enumeration) and the table holds no address.
 */
export const loginFailures = pgTable('login_failures', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  brakeUntil: timestamp('brake_until', { withTimezone: true }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});
