import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, transactionSplits, transactions } from '../../db/schema/index.ts';

export type TransactionRow = typeof transactions.$inferSelect;

/** Turns rows into API objects, loading currencies, split lines and transfer counterparts in three queries at most. */
export async function serializeTransactions(db: Db | Tx, userId: string, rows: TransactionRow[]): Promise<Transaction[]> {
  if (rows.length === 0) return [];
  const accountIds = [...new Set(rows.map((row) => row.accountId))];
  const splitIds = rows.filter((row) => row.isSplit).map((row) => row.id);
  const transferIds = rows.filter((row) => row.transferId).map((row) => row.transferId!);

  const [currencies, lines, counterparts] = await Promise.all([
    db
      .select({ id: accounts.id, currency: accounts.currency })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), inArray(accounts.id, accountIds))),
    splitIds.length
      ? db
          .select()
          .from(transactionSplits)
          .where(and(eq(transactionSplits.userId, userId), inArray(transactionSplits.transactionId, splitIds)))
          .orderBy(asc(transactionSplits.position))
      : Promise.resolve([]),
    transferIds.length
      ? db
          .select({ id: transactions.id, transferId: transactions.transferId, accountId: transactions.accountId, amount: transactions.amount })
          .from(transactions)
          .where(and(eq(transactions.userId, userId), inArray(transactions.transferId, transferIds)))
      : Promise.resolve([]),
  ]);
  const currencyOf = new Map(currencies.map((row) => [row.id, row.currency]));

  return rows.map((row) => {
    const counterpart = row.transferId ? counterparts.find((leg) => leg.transferId === row.transferId && leg.id !== row.id) : undefined;
    return {
      id: row.id,
      account_id: row.accountId,
      date: row.date,
      amount: row.amount,
      currency: currencyOf.get(row.accountId) ?? '',
      payee: row.payee,
      notes: row.notes,
      category_id: row.categoryId,
      tags: row.tags,
      kind: row.transferId ? 'transfer' : row.amount > 0 ? 'income' : 'expense',
      transfer_id: row.transferId,
      counterpart: counterpart ? { id: counterpart.id, account_id: counterpart.accountId, amount: counterpart.amount } : null,
      splits: row.isSplit
        ? lines
            .filter((line) => line.transactionId === row.id)
            .map((line) => ({ id: line.id, category_id: line.categoryId, amount: line.amount, notes: line.notes }))
        : [],
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function loadOwnedTransaction(db: Db | Tx, userId: string, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
    .limit(1);
  return row;
}

export async function loadCounterpart(db: Db | Tx, row: TransactionRow): Promise<TransactionRow | undefined> {
  if (!row.transferId) return undefined;
  const [leg] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, row.userId), eq(transactions.transferId, row.transferId), ne(transactions.id, row.id)))
    .limit(1);
  return leg;
}
