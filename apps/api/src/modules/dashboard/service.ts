import { eq } from 'drizzle-orm';
import { monthEnd, periodContaining } from '@cuentas/shared/periods';
import type { Dashboard } from '@cuentas/shared/schemas/dashboard';
import { categories, configurations, transactions } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type AccountMonthSum, cachedMonthlySums, openingBy, totalByAccount } from '../kernel/balances.ts';
import { type Account, netWorthOf, openAccounts } from '../kernel/net-worth.ts';
import { loadRateBook, type RateBook } from '../kernel/rates.ts';
import { selectTransactions } from '../transactions/service.ts';
import { periodSums } from './period-sums.ts';

type Missing = Map<string, { from_currency: string; to_currency: string }>;

function lastTwelveMonthEnds(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (11 - index), 1));
    return monthEnd(date.toISOString().slice(0, 10));
  });
}

/** Month-end net worth: opening balances plus every monthly total up to that month. */
function netWorthTrend(
  accountRows: Account[],
  totals: AccountMonthSum[],
  base: string | null,
  book: RateBook,
  today: string,
) {
  return lastTwelveMonthEnds(today).map((end) => {
    if (!base) return { month: end.slice(0, 7), net_worth: null };
    let total = 0;
    for (const account of accountRows) {
      const moved = totals.filter((row) => row.accountId === account.id && row.month <= end);
      const balance = openingBy(account, end, moved.length > 0) + moved.reduce((acc, row) => acc + Number(row.sum), 0);
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
  // The accounts, their monthly totals, the base currency and the rates are read once and serve
  // both the net worth and its trend. Archived accounts are left out of both, so the trend's last
  // point matches the total.
  const [accountRows, monthly, sums, categoryRows, latestRows] = await Promise.all([
    openAccounts(deps.db, userId),
    cachedMonthlySums(deps, userId),
    periodSums(deps.db, userId, period),
    deps.db
      .select({ id: categories.id, parentId: categories.parentId, name: categories.name, color: categories.color })
      .from(categories)
      .where(eq(categories.userId, userId)),
    selectTransactions(deps.db, eq(transactions.userId, userId), 8),
  ]);

  const worth = netWorthOf({ base, accounts: accountRows, sums: totalByAccount(monthly), book, today });
  const trend = netWorthTrend(accountRows, monthly, base, book, today);

  let income: number | null = 0;
  let expense: number | null = 0;
  for (const row of sums.flows) {
    const inBase = convert(row.income, row.currency);
    const outBase = convert(row.expense, row.currency);
    income = income === null || inBase === null ? null : income + inBase;
    expense = expense === null || outBase === null ? null : expense + outBase;
  }

  // Expenses by top-level group.
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
  const byGroup = new Map<string | null, number>();
  for (const row of sums.spending) {
    const category = row.categoryId ? categoryById.get(row.categoryId) : undefined;
    const groupId = category ? (category.parentId ?? category.id) : null;
    const value = convert(-row.expense, row.currency);
    if (value !== null) byGroup.set(groupId, (byGroup.get(groupId) ?? 0) + value);
  }
  const spendingByCategory = [...byGroup.entries()]
    .map(([id, amount]) => {
      const group = id ? categoryById.get(id) : undefined;
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
