import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { budgetLines, categories, monthlyTotals } from '../../db/schema/index.ts';
import type { ReportQueryInput } from '@cuentas/shared/schemas/reports';
import type { Deps } from '../../lib/deps.ts';
import { BALANCE_BUCKETS, openingBy } from '../accounts/balances.ts';
import { monthEnd } from '@cuentas/shared/periods';
import { type ReportContext, totalsInRange } from './context.ts';

const label = (month: string) => month.slice(0, 7);
const envelope = <T>(context: ReportContext, rows: T) => ({
  base_currency: context.base,
  from: context.from,
  to: context.to,
  missing_rates: [...context.missing.values()],
  rates_used: [...context.used.values()],
  rows,
});

/** Income and expenses per month (transfers excluded; with a category filter, split lines count). */
export async function incomeExpense(deps: Deps, context: ReportContext, query: ReportQueryInput) {
  const buckets = query.category_ids?.length ? ['plain', 'line'] : ['plain', 'split'];
  const rows = await totalsInRange(deps, context, query, buckets, { monthly: true, byCategory: false });
  const byMonth = new Map(context.months.map((month) => [month, { income: 0, expense: 0 }]));
  for (const row of rows) {
    const entry = byMonth.get(row.month);
    const income = context.toBase(row.income, row.currency, row.month);
    const expense = context.toBase(row.expense, row.currency, row.month);
    if (!entry || income === null || expense === null) continue;
    entry.income += income;
    entry.expense += expense;
  }
  return envelope(context, [...byMonth.entries()].map(([month, { income, expense }]) => ({ month: label(month), income, expense, net: income + expense })));
}

/** Net spending per group and its categories (refunds reduce it), for the drill-down. */
export async function spendingByCategory(deps: Deps, context: ReportContext, query: ReportQueryInput) {
  const rows = await totalsInRange(deps, context, query, ['plain', 'line'], { monthly: false, byCategory: true });
  const list = await deps.db.select().from(categories).where(eq(categories.userId, context.userId));
  const byId = new Map(list.map((category) => [category.id, category]));
  const perCategory = new Map<string | null, number>();
  for (const row of rows) {
    const category = row.categoryId ? byId.get(row.categoryId) : undefined;
    if (category?.kind === 'income') continue;
    // Uncategorised rows count only what went out; a category's refunds net against it.
    const net = context.toBase(category ? -(row.income + row.expense) : -row.expense, row.currency, row.month);
    if (net !== null) perCategory.set(row.categoryId, (perCategory.get(row.categoryId) ?? 0) + net);
  }
  const groups = new Map<string | null, { category_id: string | null; name: string; color: string; amount: number; children: { category_id: string | null; name: string; color: string; amount: number }[] }>();
  for (const [categoryId, amount] of perCategory) {
    if (amount <= 0) continue;
    const category = categoryId ? byId.get(categoryId) : undefined;
    const group = category?.parentId ? byId.get(category.parentId) : category;
    const key = group?.id ?? null;
    const entry = groups.get(key) ?? { category_id: key, name: group?.name ?? 'Sin categoría', color: group?.color ?? '#adb5bd', amount: 0, children: [] };
    entry.amount += amount;
    entry.children.push({ category_id: categoryId, name: category?.name ?? 'Sin categoría', color: category?.color ?? '#adb5bd', amount });
    groups.set(key, entry);
  }
  const sorted = [...groups.values()].sort((a, b) => b.amount - a.amount);
  for (const group of sorted) group.children.sort((a, b) => b.amount - a.amount);
  return envelope(context, sorted);
}

/** Month-end net worth: opening balances plus every monthly total up to that month. */
export async function netWorthSeries(deps: Deps, context: ReportContext, query: ReportQueryInput) {
  // Archived accounts are left out, as in the net worth total, so the series ends at that total.
  const accounts = context.accountRows.filter((account) => !account.archivedAt && (!query.account_ids?.length || query.account_ids.includes(account.id)));
  const totals = await deps.db
    .select({ accountId: monthlyTotals.accountId, month: monthlyTotals.month, sum: sql<string>`sum(${monthlyTotals.income} + ${monthlyTotals.expense})` })
    .from(monthlyTotals)
    .where(and(eq(monthlyTotals.userId, context.userId), inArray(monthlyTotals.bucket, [...BALANCE_BUCKETS]), lte(monthlyTotals.month, context.to)))
    .groupBy(monthlyTotals.accountId, monthlyTotals.month);
  const running = new Map(accounts.map((account) => [account.id, 0]));
  const moved = new Set<string>();
  const sorted = totals.map((row) => ({ ...row, sum: Number(row.sum) })).sort((a, b) => (a.month < b.month ? -1 : 1));
  let cursor = 0;
  const rows = context.months.map((month) => {
    while (cursor < sorted.length && sorted[cursor]!.month <= month) {
      const row = sorted[cursor++]!;
      if (running.has(row.accountId)) running.set(row.accountId, running.get(row.accountId)! + row.sum);
      moved.add(row.accountId);
    }
    let total: number | null = 0;
    for (const account of accounts) {
      const balance = (running.get(account.id) ?? 0) + openingBy(account, monthEnd(month), moved.has(account.id));
      // Nothing to convert: an account with no money yet needs no rate.
      const value = balance === 0 ? 0 : context.toBase(balance, account.currency, month);
      total = total === null || value === null ? null : total + value;
    }
    return { month: label(month), net_worth: total };
  });
  return envelope(context, rows);
}

/** Sankey: income categories → "Ingresos" → expense groups, plus what was saved (or the deficit). */
export async function cashFlow(deps: Deps, context: ReportContext, query: ReportQueryInput) {
  const spending = await spendingByCategory(deps, context, query);
  const rows = await totalsInRange(deps, context, query, ['plain', 'line'], { monthly: false, byCategory: true });
  const list = await deps.db.select().from(categories).where(eq(categories.userId, context.userId));
  const byId = new Map(list.map((category) => [category.id, category]));
  const income = new Map<string, number>();
  for (const row of rows) {
    const category = row.categoryId ? byId.get(row.categoryId) : undefined;
    if (row.categoryId && category?.kind !== 'income') continue;
    const value = context.toBase(category ? row.income + row.expense : row.income, row.currency, row.month);
    const name = category?.name ?? 'Otros ingresos sin categoría';
    if (value !== null && value > 0) income.set(name, (income.get(name) ?? 0) + value);
  }
  const nodes = [{ name: 'Ingresos', color: '#37b24d' }];
  const links: { source: number; target: number; value: number }[] = [];
  for (const [name, value] of [...income.entries()].sort((a, b) => b[1] - a[1])) {
    nodes.push({ name, color: '#69db7c' });
    links.push({ source: nodes.length - 1, target: 0, value });
  }
  const totalIncome = [...income.values()].reduce((acc, value) => acc + value, 0);
  const totalSpent = spending.rows.reduce((acc, group) => acc + group.amount, 0);
  for (const group of spending.rows) {
    nodes.push({ name: group.name, color: group.color });
    links.push({ source: 0, target: nodes.length - 1, value: group.amount });
  }
  if (totalIncome > totalSpent) {
    nodes.push({ name: 'Ahorro', color: '#099268' });
    links.push({ source: 0, target: nodes.length - 1, value: totalIncome - totalSpent });
  } else if (totalSpent > totalIncome) {
    // What was spent beyond income came out of savings: show it flowing in.
    nodes.push({ name: 'De tus ahorros', color: '#fa5252' });
    links.push({ source: nodes.length - 1, target: 0, value: totalSpent - totalIncome });
  }
  return envelope(context, { nodes, links });
}

/** Budgeted against spent, month by month (calendar months, as the rest of the reports). */
export async function budgetVsActual(deps: Deps, context: ReportContext, query: ReportQueryInput) {
  const labels = context.months.map(label);
  const lines = await deps.db
    .select({ month: budgetLines.month, sum: sql<string>`sum(${budgetLines.amount})` })
    .from(budgetLines)
    .where(and(eq(budgetLines.userId, context.userId), inArray(budgetLines.month, labels)))
    .groupBy(budgetLines.month);
  const spending = await totalsInRange(deps, context, query, ['plain', 'line'], { monthly: true, byCategory: true });
  const list = await deps.db.select({ id: categories.id, kind: categories.kind }).from(categories).where(eq(categories.userId, context.userId));
  const expenseIds = new Set(list.filter((category) => category.kind === 'expense').map((category) => category.id));
  const spent = new Map<string, number>();
  for (const row of spending) {
    if (!row.categoryId || !expenseIds.has(row.categoryId)) continue;
    const value = context.toBase(-(row.income + row.expense), row.currency, row.month);
    if (value !== null) spent.set(label(row.month), (spent.get(label(row.month)) ?? 0) + value);
  }
  return envelope(
    context,
    labels.map((month) => ({ month, budgeted: Number(lines.find((line) => line.month === month)?.sum ?? 0), spent: spent.get(month) ?? 0 })),
  );
}

