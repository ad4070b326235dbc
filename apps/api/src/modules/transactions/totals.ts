import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TransactionFilters, TransactionTotals } from '@cuentas/shared/schemas/transactions';
import { accounts, monthlyTotals, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { filterConditions } from './filters.ts';
import { hiddenAccountCount, visibleAccount } from '../../db/visible-accounts.ts';

type Sums = Map<string, { count: number; income: number; expense: number }>;

const addInto = (sums: Sums, currency: string, count: number, income: number, expense: number) => {
  const current = sums.get(currency) ?? { count: 0, income: 0, expense: 0 };
  sums.set(currency, {
    count: current.count + count,
    income: current.income + income,
    expense: current.expense + expense,
  });
};

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The whole calendar months inside [from, to], as [firstMonthStart, lastMonthStart] or null. */
export function wholeMonths(from: string, to: string): [string, string] | null {
  const first = from.endsWith('-01') ? from : nextMonthStart(from);
  const afterTo = nextDay(to);
  const last = afterTo.endsWith('-01') ? previousMonthStart(afterTo) : previousMonthStart(`${to.slice(0, 7)}-01`);
  return first <= last ? [first, last] : null;
}
function nextMonthStart(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
function previousMonthStart(monthStart: string): string {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

async function rawSums(deps: Deps, session: SessionInfo, filters: TransactionFilters, sums: Sums) {
  const conditions = await filterConditions(deps.db, session.userId, filters, session);
  const rows = await deps.db
    .select({
      currency: accounts.currency,
      count: sql<number>`count(*)::int`,
      income: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.amount} > 0 and ${isNull(transactions.transferId)}), 0)`,
      expense: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.amount} < 0 and ${isNull(transactions.transferId)}), 0)`,
    })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(...conditions))
    .groupBy(accounts.currency);
  for (const row of rows) addInto(sums, row.currency, row.count, Number(row.income), Number(row.expense));
}

/**
 * Count and sums of the filtered set, per currency; transfers move money, they are neither income
 * nor expense. When the filters are only dates, accounts and type, whole months come from the
 * monthly totals and only the partial months at the edges are summed row by row, so "everything
 * in ten years" costs a few hundred rows, not a million.
 */
export async function transactionTotals(
  deps: Deps,
  session: SessionInfo,
  filters: TransactionFilters,
): Promise<TransactionTotals> {
  const sums: Sums = new Map();
  const rollupable =
    !filters.q &&
    !filters.tags?.length &&
    !filters.category_ids?.length &&
    // The monthly rollup does not know who entered a movement (decision 044).
    !filters.created_by &&
    !filters.account_owner &&
    filters.min_amount === undefined &&
    filters.max_amount === undefined &&
    (filters.kind === undefined || filters.kind === 'transfer');
  const months = rollupable ? wholeMonths(filters.from ?? '0001-01-01', filters.to ?? '9999-11-30') : null;
  if (!months) {
    await rawSums(deps, session, filters, sums);
  } else {
    const [firstMonth, lastMonth] = months;
    const buckets = filters.kind === 'transfer' ? (['transfer'] as const) : (['plain', 'split', 'transfer'] as const);
    const conditions = [
      eq(monthlyTotals.userId, session.userId),
      gte(monthlyTotals.month, firstMonth),
      lte(monthlyTotals.month, lastMonth),
      inArray(monthlyTotals.bucket, [...buckets]),
    ];
    if (filters.account_ids?.length) conditions.push(inArray(monthlyTotals.accountId, filters.account_ids));
    // The rollup is kept per account: the viewer's hidden accounts are left out row for row.
    const visible = visibleAccount(monthlyTotals.accountId, session);
    if (visible) conditions.push(visible);
    const rows = await deps.db
      .select({
        currency: accounts.currency,
        count: sql<string>`sum(${monthlyTotals.count})`,
        income: sql<string>`coalesce(sum(${monthlyTotals.income}) filter (where ${monthlyTotals.bucket} <> 'transfer'), 0)`,
        expense: sql<string>`coalesce(sum(${monthlyTotals.expense}) filter (where ${monthlyTotals.bucket} <> 'transfer'), 0)`,
      })
      .from(monthlyTotals)
      .innerJoin(accounts, eq(accounts.id, monthlyTotals.accountId))
      .where(and(...conditions))
      .groupBy(accounts.currency);
    for (const row of rows) addInto(sums, row.currency, Number(row.count), Number(row.income), Number(row.expense));
    if (filters.from && filters.from < firstMonth)
      await rawSums(deps, session, { ...filters, to: previousDay(firstMonth) }, sums);
    const afterLast = nextMonthStart(lastMonth);
    if (filters.to && filters.to >= afterLast) await rawSums(deps, session, { ...filters, from: afterLast }, sums);
  }
  const currencies = [...sums.keys()].sort();
  return {
    count: currencies.reduce((acc, currency) => acc + sums.get(currency)!.count, 0),
    by_currency: currencies
      .map((currency) => ({ currency, ...sums.get(currency)! }))
      .filter((row) => row.count > 0)
      .map(({ currency, income, expense }) => ({ currency, income, expense, net: income + expense })),
    // Said only when something is left out, so a household of one answers what it always did.
    ...(hiddenAccountCount(session) ? { hidden_accounts: hiddenAccountCount(session) } : {}),
  };
}

function previousDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
