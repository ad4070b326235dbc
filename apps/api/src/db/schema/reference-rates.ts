import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Daily reference rates fetched by the scheduler (the ECB's euro rates and, where configured, a
 * provider for Latin American currencies), shared by every user: 1 `base` = `rate` `currency` on
 * `date`. A rate the user types for a pair always wins over these on the same or a later date.
 */
export const referenceRates = pgTable(
  'reference_rates',
  {
    source: text('source', { enum: ['ecb', 'provider'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    base: text('base').notNull(),
    currency: text('currency').notNull(),
    /** Decimal string, exact, as published. */
    rate: text('rate').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.date, table.base, table.currency] })],
);
