import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { users } from './users.ts';

/**
 * The user's payee memory: a clean payee (by its key, see shared payees/clean-payee.ts) → the
 * category the user chose for it. Taught by corrections in the app, bulk categorising and WhatsApp;
 * read by the categoriser after the user's rules and before the merchant dictionary. The one memory
 * for imports, manual entry and WhatsApp (migration 0019 moved WhatsApp's word memory in).
 */
export const payeeMemory = pgTable(
  'payee_memory',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payeeKey: text('payee_key').notNull(),
    /** The payee as shown when it was taught, for the memory screen. */
    payee: text('payee').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** How many times the user moved this payee to another category: two suggest a rule. */
    corrections: integer('corrections').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.payeeKey] }),
    index('payee_memory_category_idx').on(table.categoryId),
  ],
);

/** A payee renamed once, applied everywhere: the clean name's key → the name the user chose. */
export const payeeAliases = pgTable(
  'payee_aliases',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payeeKey: text('payee_key').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.payeeKey] })],
);
