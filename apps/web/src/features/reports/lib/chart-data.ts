import { formatCompactMoney } from '@cuentas/shared/money';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-03" → "mar 26" (axes) or "Marzo 2026" (tables). */
export function monthLabel(month: string, style: 'short' | 'long' = 'short', locale = 'es-ES'): string {
  const key = `${locale}|${style}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === 'short'
        ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
        : { month: 'long', year: 'numeric', timeZone: 'UTC' },
    );
    monthFormats.set(key, format);
  }
  const date = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  const text = format.format(date).replace(/\.$/, '').replace(' de ', ' ');
  return style === 'long' ? text.charAt(0).toUpperCase() + text.slice(1) : text.replace('.', '');
}

/** Axis ticks: "1,2 mil €", "$ 3 M", written as every amount is (formatCompactMoney). */
export function compactMoney(minor: number, currency: string, locale = 'es-ES'): string {
  return formatCompactMoney(minor, currency, locale);
}

export type IncomeExpenseRow = { month: string; income: number; expense: number; net: number };
export type IncomeExpensePoint = { month: string; label: string; income: number; expense: number; net: number };

/** Expenses are drawn as positive bars next to income; the net keeps its sign. */
export function incomeExpensePoints(rows: readonly IncomeExpenseRow[], locale?: string): IncomeExpensePoint[] {
  return rows.map((row) => ({
    month: row.month,
    label: monthLabel(row.month, 'short', locale),
    income: row.income,
    expense: Math.abs(row.expense),
    net: row.net,
  }));
}

export type SpendingChild = { category_id: string | null; name: string; color: string; amount: number };
export type SpendingGroup = SpendingChild & { children: SpendingChild[] };
export type SpendingSlice = {
  key: string;
  name: string;
  color: string;
  amount: number;
  share: number;
  categoryIds: (string | null)[];
  drillable: boolean;
};

export const groupKey = (categoryId: string | null) => categoryId ?? 'none';

/**
 * One level of the drill-down: the groups, or the categories of one group. `share` is the part of
 * the level's total (0–1). A group can be opened when it has more than its own line.
 */
export function spendingLevel(
  groups: readonly SpendingGroup[],
  open: string | null,
): { group: SpendingGroup | null; slices: SpendingSlice[]; total: number } {
  const group = open ? (groups.find((item) => groupKey(item.category_id) === open) ?? null) : null;
  const items: readonly SpendingChild[] = group ? group.children : groups;
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  const slices = items.map((item) => {
    const children = !group ? (item as SpendingGroup).children : [];
    return {
      key: groupKey(item.category_id),
      name: item.name,
      color: item.color || '#adb5bd',
      amount: item.amount,
      share: total > 0 ? item.amount / total : 0,
      categoryIds: group ? [item.category_id] : [item.category_id, ...children.map((child) => child.category_id)],
      drillable: !group && children.some((child) => child.category_id !== item.category_id),
    };
  });
  return { group, slices, total };
}

export type NetWorthRow = { month: string; net_worth: number | null };

export function netWorthPoints(rows: readonly NetWorthRow[], locale?: string) {
  return rows.map((row) => ({
    month: row.month,
    label: monthLabel(row.month, 'short', locale),
    net_worth: row.net_worth,
  }));
}

export type SankeyNodeIn = { name: string; color: string };
export type SankeyLinkIn = { source: number; target: number; value: number };

/** Drops empty links and the nodes no link touches (recharts lays out every node it gets). */
export function sankeyGraph(nodes: readonly SankeyNodeIn[], links: readonly SankeyLinkIn[]) {
  const kept = links.filter(
    (link) => link.value > 0 && nodes[link.source] && nodes[link.target] && link.source !== link.target,
  );
  const used = [...new Set(kept.flatMap((link) => [link.source, link.target]))].sort((a, b) => a - b);
  const index = new Map(used.map((old, position) => [old, position]));
  return {
    nodes: used.map((old) => ({ name: nodes[old]!.name, color: nodes[old]!.color })),
    links: kept.map((link) => ({
      source: index.get(link.source)!,
      target: index.get(link.target)!,
      value: link.value,
    })),
  };
}

export type BudgetRow = { month: string; budgeted: number; spent: number };

export function budgetPoints(rows: readonly BudgetRow[], locale?: string) {
  return rows.map((row) => ({
    month: row.month,
    label: monthLabel(row.month, 'short', locale),
    budgeted: row.budgeted,
    spent: row.spent,
  }));
}

export type ForecastMonth = { month: string; expected: number; low: number; high: number };
export type ForecastPoint = { label: string; expected: number; band: [number, number]; low: number; high: number };

/** Today's balance as the first point, then each month with its low–high band (drawn as a range area). */
export function forecastPoints(
  startBalance: number | null,
  months: readonly ForecastMonth[],
  locale?: string,
): ForecastPoint[] {
  const points: ForecastPoint[] = months.map((month) => ({
    label: monthLabel(month.month, 'short', locale),
    expected: month.expected,
    band: [Math.min(month.low, month.high), Math.max(month.low, month.high)],
    low: month.low,
    high: month.high,
  }));
  if (startBalance === null || points.length === 0) return points;
  return [
    { label: 'Hoy', expected: startBalance, band: [startBalance, startBalance], low: startBalance, high: startBalance },
    ...points,
  ];
}

/** Whether a report has anything to draw. */
export const isEmpty = {
  incomeExpense: (rows: readonly IncomeExpenseRow[]) => rows.every((row) => row.income === 0 && row.expense === 0),
  spending: (rows: readonly SpendingGroup[]) => rows.length === 0,
  netWorth: (rows: readonly NetWorthRow[]) => rows.every((row) => row.net_worth === null || row.net_worth === 0),
  cashFlow: (links: readonly SankeyLinkIn[]) => !links.some((link) => link.value > 0),
  budget: (rows: readonly BudgetRow[]) => rows.every((row) => row.budgeted === 0 && row.spent === 0),
};
