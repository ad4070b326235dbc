import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The kinds of row the example ledger writes; the wipe removes exactly these. */
export const demoRowKinds = [
  'account',
  'transaction',
  'budget_line',
  'budget_month',
  'budget_alert',
  'reminder',
  'savings_goal',
] as const;

/**
 * The rows «Probar con datos de ejemplo» wrote into a ledger, so that «Borrar los datos de
 * ejemplo» removes them and nothing the user typed. A ledger holds example data while it has a
 * row here. `row_id` is the row's id; a budget month's is its month ('2026-11'), a
 * budget alert's 'month/category id/threshold'.
 */
export const demoRows = pgTable(
  'demo_rows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: demoRowKinds }).notNull(),
    rowId: text('row_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key starts with the user: it serves "this ledger's example rows" too.
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.rowId] })],
);
