import type { BudgetCategoryLine } from '@cuentas/shared/schemas/budgets';

export type BudgetStatus = BudgetCategoryLine['status'];

const colors = { ok: 'teal', warning: 'yellow', at_limit: 'orange', over: 'red' } as const satisfies Record<
  BudgetStatus,
  string
>;

/** Green while under 80 % of the limit, yellow from 80 %, orange exactly at it, red once passed. */
export function statusColor(status: BudgetStatus): (typeof colors)[BudgetStatus] {
  return colors[status];
}

/** Words for the status, so colour is never the only signal. */
export function statusLabel(status: BudgetStatus): string {
  if (status === 'over') return 'Te pasaste';
  if (status === 'at_limit') return 'Al límite';
  if (status === 'warning') return 'Cerca del límite';
  return 'Vas bien';
}

/** The API's progress (0–1, may exceed 1) as a bar value from 0 to 100. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  return Math.min(100, Math.round(progress * 100));
}

/** Whole percent of the limit used, for the bar's text ("112 %" when overspent). */
export function usedPercentLabel(progress: number): string {
  const value = Number.isFinite(progress) ? Math.max(0, Math.round(progress * 100)) : 0;
  return `${value} %`;
}

/** The words beside a category's bar: "45 % · Vas bien", or "Sin presupuesto" when money went out of an empty envelope. */
export function progressCaption(
  line: Pick<BudgetCategoryLine, 'budgeted' | 'carried' | 'spent' | 'progress' | 'status'>,
): string {
  if (line.budgeted + line.carried <= 0 && line.spent > 0) return 'Sin presupuesto';
  return `${usedPercentLabel(line.progress)} · ${statusLabel(line.status)}`;
}
