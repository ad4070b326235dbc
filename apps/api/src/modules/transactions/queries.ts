import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TransactionFilters, TransactionPage, TransactionTotals } from '@cuentas/shared/schemas/transactions';
import { accounts, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { filterConditions } from './filters.ts';
import { selectTransactions } from './serialize.ts';

type Cursor = { date: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.date}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  const [date, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!date || !id || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw badRequest('El cursor de paginación no es válido', 'cursor');
  }
  return { date, id };
}

/** Newest first, paged by keyset on (date, id): page 20,000 costs what page 1 costs. */
export async function listTransactions(
  deps: Deps,
  session: SessionInfo,
  query: TransactionFilters & { cursor?: string; limit: number },
): Promise<TransactionPage> {
  const conditions = filterConditions(session.userId, query);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    conditions.push(sql`(${transactions.date}, ${transactions.id}) < (${cursor.date}::date, ${cursor.id}::uuid)`);
  }
  const rows = await selectTransactions(deps.db, and(...conditions), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page,
    next_cursor: rows.length > query.limit && last ? encodeCursor({ date: last.date, id: last.id }) : null,
  };
}

/** Count and sums of the filtered set, per currency; transfers move money, they are neither income nor expense. */
export async function transactionTotals(deps: Deps, session: SessionInfo, filters: TransactionFilters): Promise<TransactionTotals> {
  const rows = await deps.db
    .select({
      currency: accounts.currency,
      count: sql<number>`count(*)::int`,
      income: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.amount} > 0 and ${isNull(transactions.transferId)}), 0)`,
      expense: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.amount} < 0 and ${isNull(transactions.transferId)}), 0)`,
    })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(...filterConditions(session.userId, filters)))
    .groupBy(accounts.currency)
    .orderBy(accounts.currency);
  return {
    count: rows.reduce((acc, row) => acc + row.count, 0),
    by_currency: rows.map((row) => ({
      currency: row.currency,
      income: Number(row.income),
      expense: Number(row.expense),
      net: Number(row.income) + Number(row.expense),
    })),
  };
}
