import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The first answer to a signed-in POST sent with an `Idempotency-Key` (decision 033), kept 24 h so
 * a retry or a double click with the same key gets that answer again instead of acting twice.
 * `status` and `response` stay null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the URL and the body: the same key with other data is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
