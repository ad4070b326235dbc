import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { categoryKinds } from '@cuentas/shared/schemas/categories';
import { users } from './users.ts';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null = a group; otherwise the group this category belongs to (two levels only). */
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: categoryKinds }).notNull(),
    name: text('name').notNull(),
    /** The default category this row started as ('food.groceries'), whatever its name now; null for the user's own. */
    key: text('key'),
    icon: text('icon').notNull().default('tag'),
    color: text('color').notNull().default('#868e96'),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('categories_user_idx').on(table.userId, table.parentId, table.position),
    uniqueIndex('categories_user_key_idx')
      .on(table.userId, table.key)
      .where(sql`${table.key} is not null`),
  ],
);
