import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { RegisterPage, RegisterQueryInput, RegisterTotals } from '@cuentas/shared/schemas/register';
import type { TransactionFilters, TransactionStatus } from '@cuentas/shared/schemas/transactions';
import type { Db, Tx } from '../../db/client.ts';
import { accountTotals, accounts, reconciliations, transactions } from '../../db/schema/index.ts';
import { type AccountView, visibleAccount } from '../../db/visible-accounts.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { balanceOn } from '../kernel/balance-on.ts';
import { balanceBeforeMovements } from '../kernel/balances.ts';
import { accountMessages } from '../kernel/account-messages.ts';
import { decodeCursor, filterConditions, selectTransactions } from '../transactions/service.ts';

export const accountRegisterMessages = {
  reconciledLocked: (count: number) =>
    `${count === 1 ? 'Un movimiento ya está conciliado' : `${count} movimientos ya están conciliados`} con el banco. Confirma si de verdad quieres cambiarlo${count === 1 ? '' : 's'}.`,
};

type Query = Omit<RegisterQueryInput, 'limit'> & { limit: number } & Omit<TransactionFilters, 'account_ids'>;

/** The ledger's account the viewer may see; another member's private one answers 404 (decision 049). */
export async function requireOwnedAccount(db: Db | Tx, userId: string, accountId: string, view: AccountView = {}) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId), visibleAccount(accounts.id, view)))
    .limit(1);
  if (!row) throw notFound(accountMessages.notFound);
  return row;
}

/** Sum and count of the account's movements not yet seen at the bank, on or before `date` (partial index). */
export async function unclearedThrough(
  db: Db | Tx,
  accountId: string,
  date: string,
): Promise<{ sum: number; count: number }> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${transactions.amount}), 0)`, count: sql<string>`count(*)` })
    .from(transactions)
    .where(
      and(eq(transactions.accountId, accountId), eq(transactions.status, 'uncleared'), lte(transactions.date, date)),
    );
  return { sum: Number(row?.sum ?? 0), count: Number(row?.count ?? 0) };
}

/** The balance just after one movement, in the register's order (date, then id). */
async function balanceAfter(db: Db | Tx, userId: string, accountId: string, date: string, id: string): Promise<number> {
  const [later] = await db
    .select({ sum: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(and(eq(transactions.accountId, accountId), eq(transactions.date, date), gt(transactions.id, id)));
  return (await balanceOn(db, userId, accountId, date)) - Number(later?.sum ?? 0);
}

/** The account's balance sum and what of it is still uncleared: one maintained row (migration 0026). */
async function accountSums(db: Db | Tx, accountId: string) {
  const [row] = await db.select().from(accountTotals).where(eq(accountTotals.accountId, accountId)).limit(1);
  return row ?? { sum: 0, uncleared: 0, unclearedCount: 0 };
}

async function registerTotals(
  db: Db | Tx,
  account: Awaited<ReturnType<typeof requireOwnedAccount>>,
): Promise<RegisterTotals> {
  const [sums, [first], [last]] = await Promise.all([
    accountSums(db, account.id),
    db
      .select({ date: sql<string | null>`min(${transactions.date})` })
      .from(transactions)
      .where(eq(transactions.accountId, account.id)),
    db
      .select({ date: reconciliations.date, statementBalance: reconciliations.statementBalance })
      .from(reconciliations)
      .where(eq(reconciliations.accountId, account.id))
      .orderBy(desc(reconciliations.date), desc(reconciliations.createdAt))
      .limit(1),
  ]);
  const opening = balanceBeforeMovements(account);
  const balance = opening + sums.sum;
  const firstDate = first?.date && first.date < account.openingDate ? first.date : account.openingDate;
  return {
    balance,
    cleared_balance: balance - sums.uncleared,
    uncleared_count: sums.unclearedCount,
    opening: { date: firstDate, balance: opening },
    last_reconciliation: last ? { date: last.date, statement_balance: last.statementBalance } : null,
  };
}

/**
 * One account's movements, newest first, each with the balance right after it. The balance is
 * shown only where the page holds every movement between its rows: with a search, a category,
 * an amount or a status filter it is null (a running balance over a filtered list would lie).
 */
export async function accountRegisterPage(
  deps: Deps,
  session: SessionInfo,
  accountId: string,
  query: Query,
): Promise<RegisterPage> {
  const account = await requireOwnedAccount(deps.db, session.userId, accountId, session);
  const conditions = await filterConditions(deps.db, session.userId, { ...query, account_ids: [accountId] });
  if (query.status) conditions.push(eq(transactions.status, query.status as TransactionStatus));
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    conditions.push(sql`(${transactions.date}, ${transactions.id}) < (${cursor.date}::date, ${cursor.id}::uuid)`);
  }
  const rows = await selectTransactions(deps.db, and(...conditions), query.limit + 1, session);
  const page = rows.slice(0, query.limit);
  const contiguous =
    !query.q &&
    !query.status &&
    !query.category_ids?.length &&
    !query.tags?.length &&
    !query.kind &&
    query.min_amount === undefined &&
    query.max_amount === undefined;
  const totals = await registerTotals(deps.db, account);
  // The first page without a cursor or an end date starts at the newest movement, so the balance
  // after it is the account's balance; deeper pages compute it from the monthly totals.
  const startsAtNewest = !query.cursor && !query.to;
  let running =
    contiguous && page[0]
      ? startsAtNewest
        ? totals.balance
        : await balanceAfter(deps.db, session.userId, accountId, page[0].date, page[0].id)
      : null;
  const items = page.map((row) => {
    const item = { ...row, running_balance: running };
    if (running !== null) running -= row.amount;
    return item;
  });
  const last = page.at(-1);
  return {
    items,
    next_cursor:
      rows.length > query.limit && last ? Buffer.from(`${last.date}|${last.id}`).toString('base64url') : null,
    totals,
  };
}

/**
 * Marks movements as seen at the bank (cleared) or not. A reconciled movement was locked by a
 * reconciliation: it changes only when the user confirms, and then loses the lock.
 */
export async function setCleared(
  deps: Deps,
  session: SessionInfo,
  accountId: string,
  input: { ids: string[]; cleared: boolean; confirm_reconciled: boolean },
) {
  await requireOwnedAccount(deps.db, session.userId, accountId, session);
  const owned = and(
    eq(transactions.userId, session.userId),
    eq(transactions.accountId, accountId),
    inArray(transactions.id, input.ids),
  );
  const locked = await deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(owned, eq(transactions.status, 'reconciled')));
  if (locked.length > 0 && !input.confirm_reconciled)
    throw conflict(accountRegisterMessages.reconciledLocked(locked.length));
  const updated = await deps.db
    .update(transactions)
    .set({ status: input.cleared ? 'cleared' : 'uncleared', updatedAt: deps.now() })
    .where(owned)
    .returning({ id: transactions.id });
  return { updated: updated.length };
}
