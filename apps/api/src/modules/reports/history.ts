import { and, eq, inArray, sql } from 'drizzle-orm';
import { budgetLines, categories } from '../../db/schema/index.ts';
import type { ReportQueryInput } from '@cuentas/shared/schemas/reports';
import type { Deps } from '../../lib/deps.ts';
import type { ReportContext } from './context.ts';
import { totalsInRange } from './month-totals.ts';
import { cachedReport } from './report-cache.ts';
import { envelope, label, monthOf } from './report-envelope.ts';

/** Income and expenses per month (transfers excluded; with a category filter, split lines count). */
async function computeIncomeExpense(deps: Deps, context: ReportContext, query: ReportQueryInput) {
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
  return envelope(
    context,
    [...byMonth.values()].map(({ income, expense }, index) => ({
      ...monthOf(context, index),
      income,
      expense,
      net: income + expense,
    })),
  );
}

/** Net spending per group and its categories (refunds reduce it), for the drill-down. */
async function computeSpendingByCategory(deps: Deps, context: ReportContext, query: ReportQueryInput) {
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
  const groups = new Map<
    string | null,
    {
      category_id: string | null;
      name: string;
      color: string;
      amount: number;
      children: { category_id: string | null; name: string; color: string; amount: number }[];
    }
  >();
  for (const [categoryId, amount] of perCategory) {
    if (amount <= 0) continue;
    const category = categoryId ? byId.get(categoryId) : undefined;
    const group = category?.parentId ? byId.get(category.parentId) : category;
    const key = group?.id ?? null;
    const entry = groups.get(key) ?? {
      category_id: key,
      name: group?.name ?? 'Sin categoría',
      color: group?.color ?? '#adb5bd',
      amount: 0,
      children: [],
    };
    entry.amount += amount;
    entry.children.push({
      category_id: categoryId,
      name: category?.name ?? 'Sin categoría',
      color: category?.color ?? '#adb5bd',
      amount,
    });
    groups.set(key, entry);
  }
  const sorted = [...groups.values()].sort((a, b) => b.amount - a.amount);
  for (const group of sorted) group.children.sort((a, b) => b.amount - a.amount);
  return envelope(context, sorted);
}

/** Sankey: income categories → "Ingresos" → expense groups, plus what was saved (or the deficit). */
async function computeCashFlow(deps: Deps, context: ReportContext, query: ReportQueryInput) {
  // Computed here, not read from the cache: its conversions note their missing rates on this context.
  const spending = await computeSpendingByCategory(deps, context, query);
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

/**
 * Budgeted against spent, month by month: the user's months, as the budget screen counts them, so
 * a month's `spent` here is the budget's `spent` (amounts in the base currency; others convert at
 * the month's end here and at each day's rate there).
 */
async function computeBudgetVsActual(deps: Deps, context: ReportContext, query: ReportQueryInput) {
  const labels = context.months.map(label);
  const lines = await deps.db
    .select({ month: budgetLines.month, sum: sql<string>`sum(${budgetLines.amount})` })
    .from(budgetLines)
    .where(and(eq(budgetLines.userId, context.userId), inArray(budgetLines.month, labels)))
    .groupBy(budgetLines.month);
  const spending = await totalsInRange(deps, context, query, ['plain', 'line'], { monthly: true, byCategory: true });
  const list = await deps.db
    .select({ id: categories.id, kind: categories.kind, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.userId, context.userId));
  // The categories a budget has lines for: expense categories inside a group (a movement filed
  // under the group itself is not in the budget's spent either).
  const expenseIds = new Set(
    list.filter((category) => category.kind === 'expense' && category.parentId !== null).map((category) => category.id),
  );
  const spent = new Map<string, number>();
  for (const row of spending) {
    if (!row.categoryId || !expenseIds.has(row.categoryId)) continue;
    const value = context.toBase(-(row.income + row.expense), row.currency, row.month);
    if (value !== null) spent.set(label(row.month), (spent.get(label(row.month)) ?? 0) + value);
  }
  return envelope(
    context,
    labels.map((month, index) => ({
      ...monthOf(context, index),
      budgeted: Number(lines.find((line) => line.month === month)?.sum ?? 0),
      spent: spent.get(month) ?? 0,
    })),
  );
}

// Each report is kept by the versions of what it reads (report-cache.ts, decision 030).
export const incomeExpense = cachedReport('income-expense', computeIncomeExpense);
export const spendingByCategory = cachedReport('spending-by-category', computeSpendingByCategory);
export const cashFlow = cachedReport('cash-flow', computeCashFlow);
export const budgetVsActual = cachedReport('budget-vs-actual', computeBudgetVsActual);
