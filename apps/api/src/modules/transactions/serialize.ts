import { type SQL, and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction, TransactionOrigin, TransactionStatus } from '@cuentas/shared/schemas/transactions';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, attachments, transactions } from '../../db/schema/index.ts';
import { type AccountView, visibleAccount } from '../../db/visible-accounts.ts';

export type TransactionRow = typeof transactions.$inferSelect;

type SplitJson = { id: string; category_id: string | null; amount: number; notes: string };
type CounterpartJson = { id: string | null; account_id: string | null; amount: number; private?: boolean };

/**
 * The transfer's other leg. When it lies in an account hidden from the viewer (decision 049) it
 * says only «cuenta privada» and the amount the viewer's own leg already implies: neither the
 * hidden account's id nor its movement's.
 */
function counterpartColumn(view: AccountView) {
  const hidden = view.hiddenAccountIds?.length ? visibleAccount(sql`o.account_id`, view) : undefined;
  const leg = hidden
    ? sql`case when ${hidden} then json_build_object('id', o.id, 'account_id', o.account_id, 'amount', o.amount)
            else json_build_object('id', null, 'account_id', null, 'amount', o.amount, 'private', true) end`
    : sql`json_build_object('id', o.id, 'account_id', o.account_id, 'amount', o.amount)`;
  return sql<CounterpartJson | null>`case when ${transactions.transferId} is not null then (
      select ${leg}
        from transactions o where o.transfer_id = ${transactions.transferId} and o.id <> ${transactions.id} limit 1) end`;
}

/**
 * Everything a transaction shows, in one query: the account's currency by join, and only for the
 * rows that need them, the split lines and the transfer's other leg as JSON. One round trip per
 * page keeps the embedded database's per-query cost out of the hot path.
 */
const listColumns = {
  id: transactions.id,
  accountId: transactions.accountId,
  date: transactions.date,
  amount: transactions.amount,
  payee: transactions.payee,
  notes: transactions.notes,
  categoryId: transactions.categoryId,
  tags: transactions.tags,
  transferId: transactions.transferId,
  status: transactions.status,
  origin: transactions.origin,
  originalText: transactions.originalText,
  createdAt: transactions.createdAt,
  createdBy: transactions.createdBy,
  currency: accounts.currency,
  splits: sql<SplitJson[] | null>`case when ${transactions.isSplit} then (
      select json_agg(json_build_object('id', s.id, 'category_id', s.category_id, 'amount', s.amount, 'notes', s.notes) order by s.position)
        from transaction_splits s where s.transaction_id = ${transactions.id}) end`,
  counterpart: counterpartColumn({}),
  // One probe of the partial index on attachments.transaction_id per row (decision 042).
  attachmentCount: sql<number>`(select count(*) from ${attachments} f where f.transaction_id = ${transactions.id})::int`,
};

type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  id: string;
  accountId: string;
  date: string;
  amount: number;
  payee: string;
  notes: string;
  categoryId: string | null;
  tags: string[];
  transferId: string | null;
  status: TransactionStatus;
  origin: TransactionOrigin;
  originalText: string;
  createdAt: Date;
  createdBy: string | null;
  currency: string;
  splits: SplitJson[] | null;
  counterpart: CounterpartJson | null;
  attachmentCount: number;
};

function toTransaction(row: ListRow): Transaction {
  const counterpart =
    typeof row.counterpart === 'string' ? (JSON.parse(row.counterpart) as CounterpartJson) : row.counterpart;
  const splits = typeof row.splits === 'string' ? (JSON.parse(row.splits) as SplitJson[]) : row.splits;
  return {
    id: row.id,
    account_id: row.accountId,
    date: row.date,
    amount: Number(row.amount),
    currency: row.currency,
    payee: row.payee,
    notes: row.notes,
    category_id: row.categoryId,
    tags: row.tags,
    kind: row.transferId ? 'transfer' : Number(row.amount) > 0 ? 'income' : 'expense',
    transfer_id: row.transferId,
    counterpart: counterpart
      ? {
          id: counterpart.id,
          account_id: counterpart.account_id,
          amount: Number(counterpart.amount),
          ...(counterpart.private ? { private: true } : {}),
        }
      : null,
    splits: (splits ?? []).map((line) => ({
      id: line.id,
      category_id: line.category_id,
      amount: Number(line.amount),
      notes: line.notes,
    })),
    status: row.status,
    origin: row.origin,
    original_text: row.originalText,
    created_at: new Date(row.createdAt).toISOString(),
    created_by: row.createdBy,
    attachment_count: Number(row.attachmentCount),
  };
}

/** Newest first (date, id), the order every list uses. */
export async function selectTransactions(
  db: Db | Tx,
  where: SQL | undefined,
  limit: number,
  view: AccountView = {},
): Promise<Transaction[]> {
  const columns = view.hiddenAccountIds?.length
    ? { ...listColumns, counterpart: counterpartColumn(view) }
    : listColumns;
  const rows = await db
    .select(columns)
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(where)
    .orderBy(desc(transactions.date), desc(transactions.id))
    .limit(limit);
  return (rows as ListRow[]).map(toTransaction);
}

/** The ledger's movements by id; those of accounts hidden from the viewer are not found (decision 049). */
export async function selectTransactionsByIds(
  db: Db | Tx,
  userId: string,
  ids: string[],
  view: AccountView = {},
): Promise<Transaction[]> {
  if (ids.length === 0) return [];
  return selectTransactions(
    db,
    and(eq(transactions.userId, userId), inArray(transactions.id, ids), visibleAccount(transactions.accountId, view)),
    ids.length,
    view,
  );
}

export async function loadOwnedTransaction(
  db: Db | Tx,
  userId: string,
  id: string,
  view: AccountView = {},
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId), visibleAccount(transactions.accountId, view)))
    .limit(1);
  return row;
}

export async function loadCounterpart(db: Db | Tx, row: TransactionRow): Promise<TransactionRow | undefined> {
  if (!row.transferId) return undefined;
  const [leg] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, row.userId),
        eq(transactions.transferId, row.transferId),
        ne(transactions.id, row.id),
      ),
    )
    .limit(1);
  return leg;
}
