import type { CategorySplit, CategorySplitInput, ShareExpenseInput } from '@cuentas/shared/schemas/households';
import { and, asc, eq } from 'drizzle-orm';
import { categories, householdCategorySplits, householdMembers } from '../../db/schema/index.ts';
import { readOnlyRole } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { roleIn } from './membership.ts';

export const categorySplitMessages = {
  noCategory: 'No encontramos esa categoría en el hogar',
  onlyExpenses: 'Solo las categorías de gastos tienen un reparto',
  notMember: 'Esa persona no forma parte del hogar',
  removed: 'La categoría vuelve a repartirse a partes iguales',
} as const;

/**
 * The default split of an expense's category (decision 050), as the input of a split: equal and
 * by income among all but viewers, weights as given (members who left are dropped). Nothing set,
 * or no category: equal.
 */
export async function defaultSplitFor(
  deps: Deps,
  ledgerId: string,
  categoryId: string | null,
  members: readonly { id: string }[],
): Promise<Pick<ShareExpenseInput, 'method' | 'values'>> {
  if (!categoryId) return { method: 'equal' };
  const [row] = await deps.db
    .select()
    .from(householdCategorySplits)
    .where(and(eq(householdCategorySplits.categoryId, categoryId), eq(householdCategorySplits.userId, ledgerId)));
  if (!row) return { method: 'equal' };
  if (row.method !== 'shares') return { method: row.method };
  const present = new Set(members.map((member) => member.id));
  const values = (row.values ?? []).filter((value) => present.has(value.member_id));
  // Every weighted member has left: equally among those who are still there.
  return values.some((value) => value.value > 0) ? { method: 'shares', values } : { method: 'equal' };
}

async function assertWriter(deps: Deps, ledgerId: string, actorId: string) {
  if ((await roleIn(deps, ledgerId, actorId)) === 'viewer') throw readOnlyRole();
}

export async function listCategorySplits(deps: Deps, actorId: string, ledgerId: string): Promise<CategorySplit[]> {
  await roleIn(deps, ledgerId, actorId);
  const rows = await deps.db
    .select({
      categoryId: householdCategorySplits.categoryId,
      name: categories.name,
      method: householdCategorySplits.method,
      values: householdCategorySplits.values,
    })
    .from(householdCategorySplits)
    .innerJoin(categories, eq(categories.id, householdCategorySplits.categoryId))
    .where(eq(householdCategorySplits.userId, ledgerId))
    .orderBy(asc(categories.name));
  return rows.map((row) => ({
    category_id: row.categoryId,
    category_name: row.name,
    method: row.method,
    values: row.method === 'shares' ? (row.values ?? []) : null,
  }));
}

export async function setCategorySplit(
  deps: Deps,
  actorId: string,
  ledgerId: string,
  categoryId: string,
  input: CategorySplitInput,
): Promise<CategorySplit> {
  await assertWriter(deps, ledgerId, actorId);
  const [category] = await deps.db
    .select({ name: categories.name, kind: categories.kind })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.userId, ledgerId)));
  if (!category) throw notFound(categorySplitMessages.noCategory);
  if (category.kind !== 'expense') throw badRequest(categorySplitMessages.onlyExpenses, 'category_id');
  const values = input.method === 'shares' ? (input.values ?? []) : null;
  if (values) {
    const members = await deps.db
      .select({ id: householdMembers.memberId })
      .from(householdMembers)
      .where(eq(householdMembers.ledgerId, ledgerId));
    const known = new Set(members.map((member) => member.id));
    if (values.some((value) => !known.has(value.member_id)))
      throw badRequest(categorySplitMessages.notMember, 'values');
  }
  const set = { method: input.method, values, updatedAt: deps.now() };
  await deps.db
    .insert(householdCategorySplits)
    .values({ categoryId, userId: ledgerId, ...set })
    .onConflictDoUpdate({ target: householdCategorySplits.categoryId, set });
  return { category_id: categoryId, category_name: category.name, method: input.method, values };
}

export async function removeCategorySplit(deps: Deps, actorId: string, ledgerId: string, categoryId: string) {
  await assertWriter(deps, ledgerId, actorId);
  const removed = await deps.db
    .delete(householdCategorySplits)
    .where(and(eq(householdCategorySplits.categoryId, categoryId), eq(householdCategorySplits.userId, ledgerId)))
    .returning({ id: householdCategorySplits.categoryId });
  if (removed.length === 0) throw notFound(categorySplitMessages.noCategory);
  return { message: categorySplitMessages.removed };
}
