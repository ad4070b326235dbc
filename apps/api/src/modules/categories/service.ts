import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Category, CreateCategorySchema, UpdateCategorySchema } from '@cuentas/shared/schemas/categories';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { categories, monthlyTotals, rules, transactionSplits, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { defaultCategories, defaultCategoryKeys } from './defaults.ts';

// What other modules use of this one (docs/architecture.md §3).
export { defaultCategoryKeys } from './defaults.ts';
export { localizeDefaultCategories } from './local-names.ts';

type CategoryRow = typeof categories.$inferSelect;

export const categoryMessages = {
  notFound: 'No encontramos esta categoría',
  parentNotGroup: 'Solo puedes poner una categoría dentro de un grupo',
  parentKind: 'El grupo debe ser del mismo tipo (ingreso o gasto)',
  groupWithChildren: 'Este grupo tiene categorías. Muévelas o elimínalas primero.',
  mergeSelf: 'Elige otra categoría para combinar',
  mergeKind: 'Solo puedes combinar categorías del mismo tipo',
  mergeIntoChild: 'No puedes combinar un grupo con una de sus propias categorías',
  inUse: (count: number) =>
    `Esta categoría tiene ${count} ${count === 1 ? 'movimiento' : 'movimientos'}. Elige a qué categoría moverlos o déjalos sin categoría.`,
  deleted: 'Categoría eliminada',
  merged: 'Categorías combinadas',
};

function toCategory(row: CategoryRow, count: number): Category {
  return {
    id: row.id,
    parent_id: row.parentId,
    kind: row.kind,
    name: row.name,
    key: row.key,
    icon: row.icon,
    color: row.color,
    position: row.position,
    archived_at: isoOrNull(row.archivedAt),
    transaction_count: count,
  };
}

/** Creates the default Spanish category tree for a new user, inside the registration transaction. */
export async function seedDefaultCategories(tx: Tx, userId: string): Promise<void> {
  const rows: (typeof categories.$inferInsert)[] = [];
  defaultCategories.forEach((group, groupIndex) => {
    const groupId = uuidv7();
    const groupKey = defaultCategoryKeys[group.name];
    rows.push({
      id: groupId,
      userId,
      kind: group.kind,
      name: group.name,
      key: groupKey,
      icon: group.icon,
      color: group.color,
      position: groupIndex,
    });
    group.children.forEach((name, index) =>
      rows.push({
        id: uuidv7(),
        userId,
        parentId: groupId,
        kind: group.kind,
        name,
        key: defaultCategoryKeys[name],
        icon: group.icon,
        color: group.color,
        position: index,
      }),
    );
  });
  await tx.insert(categories).values(rows);
}

/** Transactions per category, from the monthly totals (plain transactions and split lines). */
async function usageCounts(db: Db | Tx, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: monthlyTotals.categoryId, count: sql<number>`sum(${monthlyTotals.count})::int` })
    .from(monthlyTotals)
    .where(and(eq(monthlyTotals.userId, userId), inArray(monthlyTotals.bucket, ['plain', 'line'])))
    .groupBy(monthlyTotals.categoryId);
  return new Map(rows.filter((row) => row.categoryId).map((row) => [row.categoryId!, row.count]));
}

export async function listCategories(deps: Deps, session: SessionInfo, includeArchived: boolean): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    deps.db
      .select()
      .from(categories)
      .where(
        includeArchived
          ? eq(categories.userId, session.userId)
          : and(eq(categories.userId, session.userId), isNull(categories.archivedAt)),
      )
      .orderBy(asc(categories.position), asc(categories.name)),
    usageCounts(deps.db, session.userId),
  ]);
  return rows.map((row) => toCategory(row, counts.get(row.id) ?? 0));
}

export async function loadOwnedCategory(db: Db | Tx, userId: string, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.userId, userId)))
    .limit(1);
  return row;
}

async function requireOwned(db: Db | Tx, userId: string, id: string): Promise<CategoryRow> {
  const row = await loadOwnedCategory(db, userId, id);
  if (!row) throw notFound(categoryMessages.notFound);
  return row;
}

async function checkParent(db: Db | Tx, userId: string, parentId: string, kind: CategoryRow['kind']): Promise<void> {
  const parent = await loadOwnedCategory(db, userId, parentId);
  if (!parent) throw badRequest(categoryMessages.notFound, 'parent_id');
  if (parent.parentId) throw badRequest(categoryMessages.parentNotGroup, 'parent_id');
  if (parent.kind !== kind) throw badRequest(categoryMessages.parentKind, 'parent_id');
}

export async function createCategory(
  deps: Deps,
  session: SessionInfo,
  input: z.output<typeof CreateCategorySchema>,
): Promise<Category> {
  const parentId = input.parent_id ?? null;
  if (parentId) await checkParent(deps.db, session.userId, parentId, input.kind);
  const [last] = await deps.db
    .select({ position: max(categories.position) })
    .from(categories)
    .where(
      and(
        eq(categories.userId, session.userId),
        parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId),
      ),
    );
  const [row] = await deps.db
    .insert(categories)
    .values({
      id: uuidv7(),
      userId: session.userId,
      parentId,
      kind: input.kind,
      name: input.name,
      icon: input.icon,
      color: input.color,
      position: (last?.position ?? -1) + 1,
    })
    .returning();
  return toCategory(row!, 0);
}

async function hasChildren(db: Db | Tx, userId: string, id: string): Promise<boolean> {
  const [child] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.userId, userId), eq(categories.parentId, id)))
    .limit(1);
  return Boolean(child);
}

export async function updateCategory(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof UpdateCategorySchema>,
): Promise<Category> {
  const current = await requireOwned(deps.db, session.userId, id);
  if (input.parent_id) {
    if (input.parent_id === id) throw badRequest(categoryMessages.parentNotGroup, 'parent_id');
    if (await hasChildren(deps.db, session.userId, id))
      throw badRequest(categoryMessages.groupWithChildren, 'parent_id');
    await checkParent(deps.db, session.userId, input.parent_id, current.kind);
  }
  const now = deps.now();
  const [row] = await deps.db
    .update(categories)
    .set({
      name: input.name,
      parentId: input.parent_id,
      icon: input.icon,
      color: input.color,
      position: input.position,
      archivedAt: input.archived === undefined ? undefined : input.archived ? (current.archivedAt ?? now) : null,
      updatedAt: now,
    })
    .where(and(eq(categories.id, id), eq(categories.userId, session.userId)))
    .returning();
  const counts = await usageCounts(deps.db, session.userId);
  return toCategory(row!, counts.get(id) ?? 0);
}

/** Points every transaction, split line and rule of `fromId` at `toId` (null = uncategorised). */
async function reassign(tx: Tx, userId: string, fromId: string, toId: string | null): Promise<void> {
  await tx
    .update(transactions)
    .set({ categoryId: toId })
    .where(and(eq(transactions.userId, userId), eq(transactions.categoryId, fromId)));
  await tx
    .update(transactionSplits)
    .set({ categoryId: toId })
    .where(and(eq(transactionSplits.userId, userId), eq(transactionSplits.categoryId, fromId)));
  if (toId) {
    await tx
      .update(rules)
      .set({ categoryId: toId })
      .where(and(eq(rules.userId, userId), eq(rules.categoryId, fromId)));
  } else {
    await tx.delete(rules).where(and(eq(rules.userId, userId), eq(rules.categoryId, fromId)));
  }
}

export async function mergeCategory(
  deps: Deps,
  session: SessionInfo,
  id: string,
  intoId: string,
): Promise<{ message: string }> {
  if (id === intoId) throw badRequest(categoryMessages.mergeSelf, 'into_id');
  const source = await requireOwned(deps.db, session.userId, id);
  const target = await loadOwnedCategory(deps.db, session.userId, intoId);
  if (!target) throw badRequest(categoryMessages.notFound, 'into_id');
  if (target.kind !== source.kind) throw badRequest(categoryMessages.mergeKind, 'into_id');
  if (target.parentId === source.id) throw badRequest(categoryMessages.mergeIntoChild, 'into_id');
  await deps.db.transaction(async (tx) => {
    // A group merged into a group hands over its categories; merging into a category flattens them.
    const newParent = target.parentId === null ? target.id : target.parentId;
    await tx
      .update(categories)
      .set({ parentId: newParent })
      .where(and(eq(categories.userId, session.userId), eq(categories.parentId, source.id)));
    await reassign(tx, session.userId, source.id, target.id);
    await tx.delete(categories).where(eq(categories.id, source.id));
  });
  return { message: categoryMessages.merged };
}

export async function deleteCategory(
  deps: Deps,
  session: SessionInfo,
  id: string,
  reassignTo: string | null | undefined,
): Promise<{ message: string }> {
  const category = await requireOwned(deps.db, session.userId, id);
  if (await hasChildren(deps.db, session.userId, id)) throw conflict(categoryMessages.groupWithChildren);
  const count = (await usageCounts(deps.db, session.userId)).get(id) ?? 0;
  if (count > 0 && reassignTo === undefined) throw conflict(categoryMessages.inUse(count), 'reassign_to');
  if (reassignTo) {
    if (reassignTo === id) throw badRequest(categoryMessages.mergeSelf, 'reassign_to');
    const target = await loadOwnedCategory(deps.db, session.userId, reassignTo);
    if (!target) throw badRequest(categoryMessages.notFound, 'reassign_to');
    if (target.kind !== category.kind) throw badRequest(categoryMessages.mergeKind, 'reassign_to');
  }
  await deps.db.transaction(async (tx) => {
    await reassign(tx, session.userId, id, reassignTo ?? null);
    await tx.delete(categories).where(eq(categories.id, id));
  });
  return { message: categoryMessages.deleted };
}
