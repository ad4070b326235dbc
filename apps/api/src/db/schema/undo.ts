import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The rows one undoable change touched, as they were before it (docs/architecture.md §4.17). */
export type UndoSnapshot = {
  transactions: Record<string, unknown>[];
  splits: Record<string, unknown>[];
  proposals: Record<string, unknown>[];
  /** Rows elsewhere that pointed at a deleted movement and lost the link (set null on delete). */
  prospectLinks: { id: string; transaction_id: string }[];
  reconciliationLinks: { id: string; adjustment_id: string }[];
  /**
   * Files attached to deleted movements: unlinked instead of deleted while the undo lasts (their
   * bytes may be large, or in a bucket), linked back by an undo, deleted once the copy expires.
   */
  attachmentLinks: { id: string; transaction_id: string }[];
  /** A household's split of a deleted expense (deleted with it) and receipts' links to it. */
  sharedExpenses?: Record<string, unknown>[];
  expenseShares?: Record<string, unknown>[];
  receiptLinks?: { id: string; transaction_id: string }[];
};

/**
 * A deletion or bulk edit of movements that can still be undone (decision 046). The snapshot holds
 * whole rows as `to_jsonb` wrote them, so an undo writes back every column, whatever columns the
 * tables gain later. Used once (`used_at`, compare-and-set); gone a while after `expires_at`.
 */
export const undoActions = pgTable(
  'undo_actions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['delete', 'edit'] }).notNull(),
    snapshot: jsonb('snapshot').$type<UndoSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('undo_actions_user_idx').on(table.userId, table.expiresAt)],
);
