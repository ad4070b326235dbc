import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { monthlyTotals } from '../../db/schema/index.ts';

/** Buckets that move an account's balance; split lines only re-describe their parent's amount. */
export const BALANCE_BUCKETS = ['plain', 'transfer', 'split'] as const;

/** Sum of transactions per account, read from the monthly totals (a few rows per account-month). */
export async function transactionSums(db: Db | Tx, userId: string, accountIds?: string[]): Promise<Map<string, number>> {
  const conditions = [eq(monthlyTotals.userId, userId), inArray(monthlyTotals.bucket, [...BALANCE_BUCKETS])];
  if (accountIds) {
    if (accountIds.length === 0) return new Map();
    conditions.push(inArray(monthlyTotals.accountId, accountIds));
  }
  const rows = await db
    .select({ accountId: monthlyTotals.accountId, sum: sql<string>`sum(${monthlyTotals.income} + ${monthlyTotals.expense})` })
    .from(monthlyTotals)
    .where(and(...conditions))
    .groupBy(monthlyTotals.accountId);
  return new Map(rows.map((row) => [row.accountId, Number(row.sum)]));
}
