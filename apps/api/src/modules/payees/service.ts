import { and, asc, eq, inArray } from 'drizzle-orm';
import { payeeKey } from '@cuentas/shared/payees/clean-payee';
import type { PayeeAlias, PayeeMemory, PayeeSuggestion, RuleHint } from '@cuentas/shared/schemas/payees';
import { categories, payeeAliases, payeeMemory, rules, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { normalizeText } from '../kernel/rule-matcher.ts';
import { requireAccount } from '../kernel/ownership.ts';
import { loadCategorizer } from '../kernel/categorize.ts';
import { forgetPayee } from '../kernel/payee-memory.ts';

export const payeeMessages = {
  memoryNotFound: 'No encontramos este comercio en lo aprendido',
  aliasNotFound: 'No encontramos este nombre',
  categoryNotFound: 'No encontramos esta categoría',
  transactionNotFound: 'No encontramos este movimiento',
  emptyKey: 'Escribe un nombre con letras o números',
  forgotten: 'Olvidamos este comercio',
  aliasDeleted: 'Los próximos movimientos usarán el nombre del banco',
};

export async function suggestPayee(
  deps: Deps,
  session: SessionInfo,
  query: { text: string; amount?: number; account_id?: string },
): Promise<PayeeSuggestion> {
  if (query.account_id) await requireAccount(deps.db, session.userId, query.account_id);
  const categorize = await loadCategorizer(deps.db, session.userId);
  const result = categorize({ text: query.text, amount: query.amount ?? -1, accountId: query.account_id });
  return { payee: result.payee, category_id: result.categoryId, source: result.source };
}

export async function listMemory(deps: Deps, session: SessionInfo): Promise<PayeeMemory[]> {
  const rows = await deps.db
    .select({ row: payeeMemory, categoryName: categories.name })
    .from(payeeMemory)
    .innerJoin(categories, eq(categories.id, payeeMemory.categoryId))
    .where(eq(payeeMemory.userId, session.userId))
    .orderBy(asc(payeeMemory.payee));
  return rows.map(({ row, categoryName }) => ({
    payee_key: row.payeeKey,
    payee: row.payee,
    category_id: row.categoryId,
    category_name: categoryName,
    corrections: row.corrections,
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function updateMemory(
  deps: Deps,
  session: SessionInfo,
  key: string,
  categoryId: string,
): Promise<PayeeMemory> {
  const [category] = await deps.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.userId, session.userId)));
  if (!category) throw badRequest(payeeMessages.categoryNotFound, 'category_id');
  const updated = await deps.db
    .update(payeeMemory)
    .set({ categoryId, updatedAt: deps.now() })
    .where(and(eq(payeeMemory.userId, session.userId), eq(payeeMemory.payeeKey, key)))
    .returning({ key: payeeMemory.payeeKey });
  if (updated.length === 0) throw notFound(payeeMessages.memoryNotFound);
  return (await listMemory(deps, session)).find((entry) => entry.payee_key === key)!;
}

export async function deleteMemory(deps: Deps, session: SessionInfo, key: string): Promise<{ message: string }> {
  if (!(await forgetPayee(deps.db, session.userId, key))) throw notFound(payeeMessages.memoryNotFound);
  return { message: payeeMessages.forgotten };
}

function toAlias(row: typeof payeeAliases.$inferSelect): PayeeAlias {
  return { payee_key: row.payeeKey, name: row.name, created_at: row.createdAt.toISOString() };
}

export async function listAliases(deps: Deps, session: SessionInfo): Promise<PayeeAlias[]> {
  const rows = await deps.db
    .select()
    .from(payeeAliases)
    .where(eq(payeeAliases.userId, session.userId))
    .orderBy(asc(payeeAliases.name));
  return rows.map(toAlias);
}

/**
 * Renames a payee once, for good: every row whose payee has the same key takes the new name now,
 * the alias renames future imports and captures, and what the memory learnt follows the new name.
 */
export async function createAlias(
  deps: Deps,
  session: SessionInfo,
  input: { from: string; name: string },
): Promise<PayeeAlias & { renamed: number }> {
  const key = payeeKey(input.from);
  if (!key) throw badRequest(payeeMessages.emptyKey, 'from');
  const newKey = payeeKey(input.name);
  if (!newKey) throw badRequest(payeeMessages.emptyKey, 'name');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [alias] = await tx
      .insert(payeeAliases)
      .values({ userId: session.userId, payeeKey: key, name: input.name, createdAt: now })
      .onConflictDoUpdate({ target: [payeeAliases.userId, payeeAliases.payeeKey], set: { name: input.name } })
      .returning();
    // Names already renamed to this key's old name point to the new one too (no chains).
    await tx
      .update(payeeAliases)
      .set({ name: input.name })
      .where(and(eq(payeeAliases.userId, session.userId), eq(payeeAliases.name, input.from)));
    const payees = await tx
      .selectDistinct({ payee: transactions.payee })
      .from(transactions)
      .where(eq(transactions.userId, session.userId));
    const same = payees.map((row) => row.payee).filter((payee) => payeeKey(payee) === key && payee !== input.name);
    let renamed = 0;
    for (let start = 0; start < same.length; start += 500) {
      const rows = await tx
        .update(transactions)
        .set({ payee: input.name, updatedAt: now })
        .where(
          and(eq(transactions.userId, session.userId), inArray(transactions.payee, same.slice(start, start + 500))),
        )
        .returning({ id: transactions.id });
      renamed += rows.length;
    }
    if (newKey !== key) {
      const [learnt] = await tx
        .select()
        .from(payeeMemory)
        .where(and(eq(payeeMemory.userId, session.userId), eq(payeeMemory.payeeKey, key)));
      if (learnt) {
        await tx.delete(payeeMemory).where(and(eq(payeeMemory.userId, session.userId), eq(payeeMemory.payeeKey, key)));
        await tx
          .insert(payeeMemory)
          .values({ ...learnt, payeeKey: newKey, payee: input.name, updatedAt: now })
          .onConflictDoUpdate({
            target: [payeeMemory.userId, payeeMemory.payeeKey],
            set: { categoryId: learnt.categoryId, updatedAt: now },
          });
      }
    }
    return { ...toAlias(alias!), renamed };
  });
}

export async function deleteAlias(deps: Deps, session: SessionInfo, key: string): Promise<{ message: string }> {
  const rows = await deps.db
    .delete(payeeAliases)
    .where(and(eq(payeeAliases.userId, session.userId), eq(payeeAliases.payeeKey, key)))
    .returning({ key: payeeAliases.payeeKey });
  if (rows.length === 0) throw notFound(payeeMessages.aliasNotFound);
  return { message: payeeMessages.aliasDeleted };
}

/** Offer a rule once the user moved the same payee twice and no rule of theirs covers it yet. */
export async function ruleHint(deps: Deps, session: SessionInfo, transactionId: string): Promise<RuleHint> {
  const [transaction] = await deps.db
    .select({ payee: transactions.payee, categoryId: transactions.categoryId })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.userId, session.userId)));
  if (!transaction) throw notFound(payeeMessages.transactionNotFound);
  const key = payeeKey(transaction.payee);
  const [learnt] = key
    ? await deps.db
        .select()
        .from(payeeMemory)
        .where(and(eq(payeeMemory.userId, session.userId), eq(payeeMemory.payeeKey, key)))
    : [];
  const corrections = learnt?.corrections ?? 0;
  const userRules = await deps.db
    .select({ payeeContains: rules.payeeContains })
    .from(rules)
    .where(eq(rules.userId, session.userId));
  const covered = userRules.some((rule) =>
    normalizeText(transaction.payee).includes(normalizeText(rule.payeeContains)),
  );
  return {
    suggest: corrections >= 2 && !covered && transaction.categoryId !== null,
    payee: transaction.payee,
    payee_contains: transaction.payee.slice(0, 200),
    category_id: transaction.categoryId,
    corrections,
  };
}
