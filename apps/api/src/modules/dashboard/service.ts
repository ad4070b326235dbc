import { and, eq } from 'drizzle-orm';
import { monthEnd, periodContaining } from '@cuentas/shared/periods';
import type { Dashboard } from '@cuentas/shared/schemas/dashboard';
import { configurations, transactions } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { visibleAccount } from '../../db/visible-accounts.ts';
import { type AccountMonthSum, cachedMonthlySums, openingBy, totalByAccount } from '../kernel/balances.ts';
import { type Account, netWorthOf, openAccounts } from '../kernel/net-worth.ts';
import { loadRateBook, type RateBook } from '../kernel/rates.ts';
import { getBudget } from '../budgets/service.ts';
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
  const [accountRows, monthly, sums, latestRows, budget] = await Promise.all([
    // Another member's private accounts (decision 049) are in none of these figures.
    openAccounts(deps.db, userId, session),
    cachedMonthlySums(deps, userId),
    periodSums(deps.db, userId, period, session),
    selectTransactions(
      deps.db,
      and(eq(transactions.userId, userId), visibleAccount(transactions.accountId, session)),
      8,
    ),
    getBudget(deps, session, period.label),
  ]);

  const worth = netWorthOf({ base, accounts: accountRows, sums: totalByAccount(monthly), book, today });
  const trend = netWorthTrend(accountRows, monthly, base, book, today);

  // Income and spending are the budget's, read by getBudget (docs/architecture.md §4.8): the
  // dashboard counted reconciliation adjustments and uncategorised movements the budget does not,
  // and showed another "spent this month" for the same month.
  for (const item of budget.missing_rates) missing.set(item.from_currency, item);
  const counted = base !== null && budget.missing_rates.length === 0;
  const income = counted ? budget.actual_income : null;
  const expense = counted ? -budget.spent : null;
  const spendingByCategory = budget.groups
    .filter((group) => group.spent > 0)
    .map((group) => ({ category_id: group.group_id, name: group.name, color: group.color, amount: group.spent }))
    .sort((a, b) => b.amount - a.amount);
  let uncategorised: number | null = 0;
  for (const row of sums.spending) {
    if (row.categoryId !== null || uncategorised === null) continue;
    const value = convert(row.expense, row.currency);
    uncategorised = value === null ? null : uncategorised + value;
  }

  for (const item of worth.missing_rates) missing.set(item.from_currency, item);
  return {
    base_currency: base,
    net_worth: worth,
    trend,
    period: { from: period.from, to: period.to },
    income,
    expense,
    uncategorised_expense: uncategorised,
    left: income === null || expense === null ? null : income + expense,
    missing_rates: [...missing.values()],
    spending_by_category: spendingByCategory,
    latest: latestRows,
    has_transactions: latestRows.length > 0,
  };
}
