import { and, asc, eq } from 'drizzle-orm';
import { foldPayee } from '@cuentas/shared/payees/clean-payee';
import type { Db, Tx } from '../../db/client.ts';
import { rules } from '../../db/schema/index.ts';

export type RuleRow = typeof rules.$inferSelect;
export type RuleCandidate = { payee: string; amount: number; accountId: string };

/** Lower-cased, accent-free, single-spaced: "CAFÉ  Juan Valdez" and "cafe juan valdez" match (the payee folding). */
export const normalizeText = foldPayee;

/** Amount conditions compare the absolute amount, as people think of "more than 100". */
export function ruleMatches(rule: RuleRow, candidate: RuleCandidate): boolean {
  if (rule.accountId && rule.accountId !== candidate.accountId) return false;
  const size = Math.abs(candidate.amount);
  if (rule.minAmount !== null && size < rule.minAmount) return false;
  if (rule.maxAmount !== null && size > rule.maxAmount) return false;
  return normalizeText(candidate.payee).includes(normalizeText(rule.payeeContains));
}

/** Returns a function giving the category of the first matching rule (by position), if any. */
export async function loadRuleMatcher(
  db: Db | Tx,
  userId: string,
  ruleId?: string,
): Promise<(candidate: RuleCandidate) => string | null> {
  const list = await db
    .select()
    .from(rules)
    .where(ruleId ? and(eq(rules.userId, userId), eq(rules.id, ruleId)) : eq(rules.userId, userId))
    .orderBy(asc(rules.position), asc(rules.createdAt));
  return (candidate) => list.find((rule) => ruleMatches(rule, candidate))?.categoryId ?? null;
}
