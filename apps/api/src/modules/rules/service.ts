import { changedColumns } from '../../db/changes.ts';
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { CreateRuleSchema, Rule, UpdateRuleSchema } from '@cuentas/shared/schemas/transactions';
import type { z } from 'zod';
import { rules, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { requireAccount, requireCategories } from '../kernel/ownership.ts';
import { loadRuleMatcher, type RuleRow } from '../kernel/rule-matcher.ts';

export const ruleMessages = {
  notFound: 'No encontramos esta regla',
  range: 'El mínimo no puede ser mayor que el máximo',
  deleted: 'Regla eliminada',
};

function toRule(row: RuleRow): Rule {
  return {
    id: row.id,
    payee_contains: row.payeeContains,
    min_amount: row.minAmount,
    max_amount: row.maxAmount,
    account_id: row.accountId,
    category_id: row.categoryId,
    position: row.position,
    created_at: row.createdAt.toISOString(),
  };
}

async function requireRule(deps: Deps, userId: string, id: string): Promise<RuleRow> {
  const [row] = await deps.db
    .select()
    .from(rules)
    .where(and(eq(rules.id, id), eq(rules.userId, userId)))
    .limit(1);
  if (!row) throw notFound(ruleMessages.notFound);
  return row;
}

async function checkReferences(
  deps: Deps,
  userId: string,
  input: { account_id?: string | null; category_id?: string },
) {
  if (input.account_id) await requireAccount(deps.db, userId, input.account_id);
  if (input.category_id) await requireCategories(deps.db, userId, [input.category_id]);
}

function checkRange(min: number | null | undefined, max: number | null | undefined) {
  if (min != null && max != null && min > max) throw badRequest(ruleMessages.range, 'max_amount');
}

export async function listRules(deps: Deps, session: SessionInfo): Promise<Rule[]> {
  const rows = await deps.db
    .select()
    .from(rules)
    .where(eq(rules.userId, session.userId))
    .orderBy(asc(rules.position), asc(rules.createdAt));
  return rows.map(toRule);
}

export async function createRule(
  deps: Deps,
  session: SessionInfo,
  input: z.output<typeof CreateRuleSchema>,
): Promise<Rule> {
  await checkReferences(deps, session.userId, input);
  checkRange(input.min_amount, input.max_amount);
  const [last] = await deps.db
    .select({ position: max(rules.position) })
    .from(rules)
    .where(eq(rules.userId, session.userId));
  const [row] = await deps.db
    .insert(rules)
    .values({
      id: uuidv7(),
      userId: session.userId,
      payeeContains: input.payee_contains,
      minAmount: input.min_amount ?? null,
      maxAmount: input.max_amount ?? null,
      accountId: input.account_id ?? null,
      categoryId: input.category_id,
      position: (last?.position ?? -1) + 1,
    })
    .returning();
  return toRule(row!);
}

export async function updateRule(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof UpdateRuleSchema>,
): Promise<Rule> {
  const current = await requireRule(deps, session.userId, id);
  await checkReferences(deps, session.userId, input);
  checkRange(
    input.min_amount === undefined ? current.minAmount : input.min_amount,
    input.max_amount === undefined ? current.maxAmount : input.max_amount,
  );
  const changes = changedColumns({
    payeeContains: input.payee_contains,
    minAmount: input.min_amount,
    maxAmount: input.max_amount,
    accountId: input.account_id,
    categoryId: input.category_id,
    position: input.position,
  });
  if (!changes) return toRule(current);
  const [row] = await deps.db
    .update(rules)
    .set(changes)
    .where(and(eq(rules.id, id), eq(rules.userId, session.userId)))
    .returning();
  return toRule(row!);
}

export async function deleteRule(deps: Deps, session: SessionInfo, id: string): Promise<{ message: string }> {
  await requireRule(deps, session.userId, id);
  await deps.db.delete(rules).where(and(eq(rules.id, id), eq(rules.userId, session.userId)));
  return { message: ruleMessages.deleted };
}

/** Runs the rules (or just one) over past transactions, by default only the uncategorised ones. */
export async function applyRules(
  deps: Deps,
  session: SessionInfo,
  onlyUncategorized: boolean,
  ruleId?: string,
): Promise<{ updated: number }> {
  if (ruleId) await requireRule(deps, session.userId, ruleId);
  const match = await loadRuleMatcher(deps.db, session.userId, ruleId);
  const conditions = [
    eq(transactions.userId, session.userId),
    isNull(transactions.transferId),
    eq(transactions.isSplit, false),
  ];
  if (onlyUncategorized) conditions.push(isNull(transactions.categoryId));
  const candidates = await deps.db
    .select({
      id: transactions.id,
      payee: transactions.payee,
      amount: transactions.amount,
      accountId: transactions.accountId,
      categoryId: transactions.categoryId,
    })
    .from(transactions)
    .where(and(...conditions));
  const byCategory = new Map<string, string[]>();
  for (const row of candidates) {
    const categoryId = match(row);
    if (!categoryId || categoryId === row.categoryId) continue;
    byCategory.set(categoryId, [...(byCategory.get(categoryId) ?? []), row.id]);
  }
  let updated = 0;
  await deps.db.transaction(async (tx) => {
    for (const [categoryId, ids] of byCategory) {
      for (let start = 0; start < ids.length; start += 1000) {
        const chunk = ids.slice(start, start + 1000);
        await tx
          .update(transactions)
          .set({ categoryId, updatedAt: deps.now() })
          .where(and(eq(transactions.userId, session.userId), inArray(transactions.id, chunk)));
        updated += chunk.length;
      }
    }
  });
  return { updated };
}
