import { parseTypedAmount } from '@cuentas/shared/input-examples';
import type { Budget } from '@cuentas/shared/schemas/budgets';

export type AmountResult = { ok: true; minor: number } | { ok: false; message: string };

/**
 * A budget amount as typed ("1.234,56", "12.500", "1,234.56"); blank means 0, negatives are refused.
 * `locale` (the user's country's) writes the example in the error.
 */
export function parseBudgetAmount(text: string, currency: string, locale: string): AmountResult {
  if (text.trim() === '') return { ok: true, minor: 0 };
  const parsed = parseTypedAmount(text, currency, locale);
  if (!parsed.ok) return parsed;
  if (parsed.minor < 0) return { ok: false, message: 'El presupuesto no puede ser negativo' };
  return parsed;
}

/** Whether any category of the month already has an amount (copying would overwrite them). */
export function hasBudgetedAmounts(budget: Budget): boolean {
  return budget.groups.some((group) => group.categories.some((line) => line.budgeted > 0));
}

/** Number of categories with an amount this month. */
export function budgetedCount(budget: Budget): number {
  return budget.groups.reduce((acc, group) => acc + group.categories.filter((line) => line.budgeted > 0).length, 0);
}

/** Whether a group has anything to look at this month: an amount, spending, or money carried in. */
export function groupHasActivity(group: Budget['groups'][number]): boolean {
  return group.categories.some(
    (line) => line.budgeted !== 0 || line.spent !== 0 || line.carried !== 0 || line.rollover,
  );
}

export type LineChange = { amount?: number; rollover?: boolean };

/**
 * The full line to PUT for a change to one field: the other field comes from the latest budget.
 * Both are always sent: the API drops a line saved with amount 0 and no rollover flag, which would
 * silently switch "Acumular" off.
 */
export function lineToSave(
  budget: Budget | undefined,
  categoryId: string,
  change: LineChange,
): { category_id: string; amount: number; rollover: boolean } {
  const line = budget?.groups.flatMap((group) => group.categories).find((item) => item.category_id === categoryId);
  return {
    category_id: categoryId,
    amount: change.amount ?? line?.budgeted ?? 0,
    rollover: change.rollover ?? line?.rollover ?? false,
  };
}
