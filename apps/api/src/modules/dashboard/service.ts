import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { monthEnd, periodContaining } from '@cuentas/shared/periods';
import type { Dashboard } from '@cuentas/shared/schemas/dashboard';
import { queryRows } from '../../db/client.ts';
import { accounts, categories, configurations, transactions } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type AccountMonthSum, monthlySumsByAccount, totalByAccount } from '../accounts/balances.ts';
import { type Account, netWorthOf, openAccounts } from '../accounts/net-worth.ts';
import { loadRateBook, type RateBook } from '../exchange-rates/rates.ts';
import { selectTransactions } from '../transactions/serialize.ts';

type Missing = Map<string, { from_currency: string; to_currency: string }>;

function lastTwelveMonthEnds(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (11 - index), 1));
    return monthEnd(date.toISOString().slice(0, 10));
  });
}

/** Month-end net worth: opening balances plus every monthly total up to that month. */
function netWorthTrend(accountRows: Account[], totals: AccountMonthSum[], base: string | null, book: RateBook, today: string) {
  return lastTwelveMonthEnds(today).map((end) => {
    if (!base) return { month: end.slice(0, 7), net_worth: null };
    let total = 0;
    for (const account of accountRows) {
      // Imported history may predate the opening date: it counts; the opening balance counts from its date.
      const balance =
        (account.openingDate <= end ? account.openingBalance : 0) +
        totals.filter((row) => row.accountId === account.id && row.month <= end).reduce((acc, row) => acc + Number(row.sum), 0);
      const converted = book.convert(balance, account.currency, base, end);
      if (converted === null) return { month: end.slice(0, 7), net_worth: null };
      total += converted;
    }
    return { month: end.slice(0, 7), net_worth: total };
  });
}

export async function dashboard(deps: Deps, session: SessionInfo): Promise<Dashboard> {
  const userId = session.userId;
  const today = todayFor(deps, session);
  const [config] = await deps.db.select().from(configurations).where(eq(configurations.userId, userId));
  const base = config?.baseCurrency ?? null;
  const period = periodContaining(today, config?.monthStartDay ?? 1);
  const book = await loadRateBook(deps.db, userId);
  const missing: Missing = new Map();
  const convert = (minor: number, currency: string) => {
    if (!base) return null;
    const value = book.convert(minor, currency, base, today);
    if (value === null) missing.set(currency, { from_currency: currency, to_currency: base });
    return value;
  };
  const inPeriod = and(eq(transactions.userId, userId), gte(transactions.date, period.from), lte(transactions.date, period.to));

  // The accounts, their monthly totals, the base currency and the rates are read once and serve
  // both the net worth and its trend. Archived accounts are left out of both, so the trend's last
  // point matches the total.
  const [accountRows, monthly, flows, spending, latestRows] = await Promise.all([
    openAccounts(deps.db, userId),
    monthlySumsByAccount(deps.db, userId),
    deps.db
      .select({
        currency: accounts.currency,
        income: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.amount} > 0), 0)`,
        expense: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.amount} < 0), 0)`,
      })
      .from(transactions)
      .innerJoin(accounts, eq(accounts.id, transactions.accountId))
      .where(and(inPeriod, sql`${transactions.transferId} is null`))
      .groupBy(accounts.currency),
    // Expenses by top-level group: plain transactions plus the lines of split ones.
    queryRows<{ group_id: string | null; currency: string; amount: string }>(deps.db, sql`
      with lines as (
        select t.category_id, t.amount, t.account_id from ${transactions} t
         where t.user_id = ${userId} and t.date between ${period.from} and ${period.to}
           and t.transfer_id is null and not t.is_split and t.amount < 0
        union all
        select s.category_id, s.amount, s.account_id from transaction_splits s
         where s.user_id = ${userId} and s.date between ${period.from} and ${period.to} and s.amount < 0
      )
      select coalesce(c.parent_id, c.id) as group_id, a.currency, sum(l.amount)::text as amount
        from lines l
        join ${accounts} a on a.id = l.account_id
        left join ${categories} c on c.id = l.category_id
       group by 1, 2`),
    selectTransactions(deps.db, eq(transactions.userId, userId), 8),
  ]);

  const worth = netWorthOf({ base, accounts: accountRows, sums: totalByAccount(monthly), book, today });
  const trend = netWorthTrend(accountRows, monthly, base, book, today);

  let income: number | null = 0;
  let expense: number | null = 0;
  for (const row of flows) {
    const inBase = convert(Number(row.income), row.currency);
    const outBase = convert(Number(row.expense), row.currency);
    income = income === null || inBase === null ? null : income + inBase;
    expense = expense === null || outBase === null ? null : expense + outBase;
  }

  const groupIds = [...new Set(spending.map((row) => row.group_id).filter((id): id is string => Boolean(id)))];
  const groups = groupIds.length
    ? await deps.db.select({ id: categories.id, name: categories.name, color: categories.color }).from(categories).where(inArray(categories.id, groupIds))
    : [];
  const byGroup = new Map<string | null, number>();
  for (const row of spending) {
    const value = convert(-Number(row.amount), row.currency);
    if (value !== null) byGroup.set(row.group_id, (byGroup.get(row.group_id) ?? 0) + value);
  }
  const spendingByCategory = [...byGroup.entries()]
    .map(([id, amount]) => {
      const group = groups.find((candidate) => candidate.id === id);
      return { category_id: id, name: group?.name ?? 'Sin categoría', color: group?.color ?? '#adb5bd', amount };
    })
    .sort((a, b) => b.amount - a.amount);

  for (const item of worth.missing_rates) missing.set(item.from_currency, item);
  return {
    base_currency: base,
    net_worth: worth,
    trend,
    period: { from: period.from, to: period.to },
    income,
    expense,
    left: income === null || expense === null ? null : income + expense,
    missing_rates: [...missing.values()],
    spending_by_category: spendingByCategory,
    latest: latestRows,
    has_transactions: latestRows.length > 0,
  };
}
