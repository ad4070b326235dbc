import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, monthlyTotals, transactions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { BALANCE_BUCKETS, openingBy } from './balances.ts';
import { accountMessages } from './account-messages.ts';

type Movement = { date: string; amount: number };

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * Sum of the account's movements dated on or before `date`: whole months from the monthly totals,
 * the last month row by row (a few hundred rows at most, through the account/date index).
 */
export async function movementsThrough(
  db: Db | Tx,
  accountId: string,
  date: string,
): Promise<{ sum: number; count: number }> {
  const [months, days] = await Promise.all([
    db
      .select({
        sum: sql<string>`coalesce(sum(${monthlyTotals.income} + ${monthlyTotals.expense}), 0)`,
        count: sql<string>`coalesce(sum(${monthlyTotals.count}), 0)`,
      })
      .from(monthlyTotals)
      .where(
        and(
          eq(monthlyTotals.accountId, accountId),
          inArray(monthlyTotals.bucket, [...BALANCE_BUCKETS]),
          lt(monthlyTotals.month, monthStart(date)),
        ),
      ),
    db
      .select({ sum: sql<string>`coalesce(sum(${transactions.amount}), 0)`, count: sql<string>`count(*)` })
      .from(transactions)
      .where(
        and(
          eq(transactions.accountId, accountId),
          gte(transactions.date, monthStart(date)),
          lte(transactions.date, date),
        ),
      ),
  ]);
  return {
    sum: Number(months[0]?.sum ?? 0) + Number(days[0]?.sum ?? 0),
    count: Number(months[0]?.count ?? 0) + Number(days[0]?.count ?? 0),
  };
}

async function ownedAccount(db: Db | Tx, userId: string, accountId: string) {
  const [row] = await db
    .select({ openingBalance: accounts.openingBalance, openingDate: accounts.openingDate, priorSum: accounts.priorSum })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
    .limit(1);
  if (!row) throw notFound(accountMessages.notFound);
  return row;
}

/** The account's balance at the end of `date`, every movement of that day included. */
export async function balanceOn(db: Db | Tx, userId: string, accountId: string, date: string): Promise<number> {
  return projectedBalanceOn(db, userId, accountId, date, []);
}

/**
 * The balance the account would have at the end of `date` once `incoming` movements were added,
 * following the opening rule: incoming movements dated before the opening date move the balance
 * before every movement back, so they change nothing from the opening date on.
 */
export async function projectedBalanceOn(
  db: Db | Tx,
  userId: string,
  accountId: string,
  date: string,
  incoming: Movement[],
): Promise<number> {
  const account = await ownedAccount(db, userId, accountId);
  const existing = await movementsThrough(db, accountId, date);
  let priorSum = account.priorSum;
  let added = 0;
  let addedCount = 0;
  for (const movement of incoming) {
    if (movement.date < account.openingDate) priorSum += movement.amount;
    if (movement.date <= date) {
      added += movement.amount;
      addedCount++;
    }
  }
  const opening = openingBy({ ...account, priorSum }, date, existing.count + addedCount > 0);
  return opening + existing.sum + added;
}
