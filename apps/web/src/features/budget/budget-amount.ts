import { minorDigits, parseMoney } from '@cuentas/shared/money';
import type { Budget } from '@cuentas/shared/schemas/budgets';

export type AmountResult = { ok: true; minor: number } | { ok: false; message: string };

/** A budget amount as typed ("1.234,56", "12.500", "1,234.56"); blank means 0, negatives are refused. */
export function parseBudgetAmount(text: string, currency: string): AmountResult {
  if (text.trim() === '') return { ok: true, minor: 0 };
  const parsed = parseMoney(text, currency);
  if (!parsed.ok) return parsed;
  if (parsed.minor < 0) return { ok: false, message: 'El presupuesto no puede ser negativo' };
  return parsed;
}

const editors = new Map<string, Intl.NumberFormat>();

/**
 * Minor units as the user would type them in their locale, without the currency sign and without
 * ",00": 1234500 EUR in es-ES → "12.345", 123456 → "1234,56". parseMoney reads every output back.
 */
export function minorToEditable(minor: number, currency: string, locale = 'es-ES'): string {
  const digits = minorDigits(currency);
  const cents = digits === 0 ? 0 : Math.abs(minor) % 10 ** digits;
  const key = `${locale}|${cents === 0 ? 0 : digits}`;
  let formatter = editors.get(key);
  if (!formatter) {
    const fraction = cents === 0 ? 0 : digits;
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
    editors.set(key, formatter);
  }
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor).toString().padStart(digits + 1, '0');
  const decimal = digits === 0 ? abs : `${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
  // A decimal string keeps cents exact past 2^53 / 100 (Intl formats strings without float rounding).
  return sign + formatter.format(decimal as unknown as number);
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
  return group.categories.some((line) => line.budgeted !== 0 || line.spent !== 0 || line.carried !== 0 || line.rollover);
}

export type LineChange = { amount?: number; rollover?: boolean };

/**
 * The full line to PUT for a change to one field: the other field comes from the latest budget.
 * Both are always sent: the API drops a line saved with amount 0 and no rollover flag, which would
 * silently switch "Acumular" off.
 */
export function lineToSave(budget: Budget | undefined, categoryId: string, change: LineChange): { category_id: string; amount: number; rollover: boolean } {
  const line = budget?.groups.flatMap((group) => group.categories).find((item) => item.category_id === categoryId);
  return { category_id: categoryId, amount: change.amount ?? line?.budgeted ?? 0, rollover: change.rollover ?? line?.rollover ?? false };
}
