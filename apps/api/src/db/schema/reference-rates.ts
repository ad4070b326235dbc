import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * One row whose version a trigger bumps with every change to reference_rates (migration 0022):
 * figures computed with a rate book stay exact for as long as it and the user's versions do.
 */
export const referenceRatesVersion = pgTable('reference_rates_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
