import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerVersion } from '../../db/ledger-version.ts';
import { monthlyTotals } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';

type OpeningFields = { openingBalance: number; openingDate: string; priorSum: number };

/**
 * The balance before every movement. The balance the user typed is true at the start of its
 * date; movements dated before it move this figure back instead of adding on top (docs/architecture.md §4.5).
 */
export const balanceBeforeMovements = (account: OpeningFields) => account.openingBalance - account.priorSum;

/**
 * What the opening adds to a balance at the end of `end`: nothing before the account has either
 * begun (its opening date) or moved (a movement dated on or before `end`).
 */
export const openingBy = (account: OpeningFields, end: string, movedBy: boolean) =>
  account.openingDate <= end || movedBy ? balanceBeforeMovements(account) : 0;

/** Buckets that move an account's balance; split lines only re-describe their parent's amount. */
export const BALANCE_BUCKETS = ['plain', 'transfer', 'split'] as const;

/** The user's monthly totals that move balances. */
const balanceRows = (userId: string) => [
  eq(monthlyTotals.userId, userId),
  inArray(monthlyTotals.bucket, [...BALANCE_BUCKETS]),
];

/** Sum of transactions per account, read from the monthly totals (a few rows per account-month). */
export async function transactionSums(
  db: Db | Tx,
  userId: string,
  accountIds?: string[],
): Promise<Map<string, number>> {
  const conditions = balanceRows(userId);
  if (accountIds) {
    if (accountIds.length === 0) return new Map();
    conditions.push(inArray(monthlyTotals.accountId, accountIds));
  }
  const rows = await db
    .select({
      accountId: monthlyTotals.accountId,
      sum: sql<string>`sum(${monthlyTotals.income} + ${monthlyTotals.expense})`,
    })
    .from(monthlyTotals)
    .where(and(...conditions))
    .groupBy(monthlyTotals.accountId);
  return new Map(rows.map((row) => [row.accountId, Number(row.sum)]));
}

export type AccountMonthSum = { accountId: string; month: string; sum: string };

/**
 * Sum of transactions per account and month (a few hundred rows for ten years of eight
 * accounts): the dashboard draws its net worth trend from these and adds them up for the
 * balances, instead of reading the monthly totals twice.
 */
export function monthlySumsByAccount(db: Db | Tx, userId: string): Promise<AccountMonthSum[]> {
  return db
    .select({
      accountId: monthlyTotals.accountId,
      month: monthlyTotals.month,
      sum: sql<string>`sum(${monthlyTotals.income} + ${monthlyTotals.expense})`,
    })
    .from(monthlyTotals)
    .where(and(...balanceRows(userId)))
    .groupBy(monthlyTotals.accountId, monthlyTotals.month);
}

/** The per-account sums of `monthlySumsByAccount`: the same figures `transactionSums` reads. */
export function totalByAccount(rows: AccountMonthSum[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.accountId, (sums.get(row.accountId) ?? 0) + Number(row.sum));
  return sums;
}

/** user id → that user's monthly sums and the ledger version they were read at. */
export type MonthlySumsCache = Map<string, { version: string; rows: AccountMonthSum[] }>;

/** Users whose sums are kept (~1,000 small rows each for ten years of eight accounts). */
const CACHED_USERS = 200;

/**
 * `monthlySumsByAccount`, kept per user until the ledger version moves. Reading the sums means
 * aggregating ~40,000 monthly-total rows for a user with a million transactions (~40 ms on
 * PGlite), on every dashboard, account list and net worth; the version is one indexed read.
 * The version is read before the sums, so sums stored under a version are never older than it,
 * and read afresh rather than taken from the session: a request that has just written (a reorder
 * answers with the account list) must not find the sums of its own earlier version.
 * Not for use inside a database transaction (the version is read outside it).
 */
export async function cachedMonthlySums(
  deps: Pick<Deps, 'database' | 'monthlySums'>,
  userId: string,
): Promise<AccountMonthSum[]> {
  const version = await ledgerVersion(deps.database, userId);
  const hit = deps.monthlySums.get(userId);
  deps.monthlySums.delete(userId);
  if (hit?.version === version) {
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    deps.monthlySums.set(userId, hit);
    return hit.rows;
  }
  const rows = await monthlySumsByAccount(deps.database.db, userId);
  deps.monthlySums.set(userId, { version, rows });
  for (const oldest of deps.monthlySums.keys()) {
    if (deps.monthlySums.size <= CACHED_USERS) break;
    deps.monthlySums.delete(oldest);
  }
  return rows;
}
