import { parseTypedAmount } from '@cuentas/shared/input-examples';
import { formatTypedAmount } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import type { SavingsGoalInput } from './api/create-savings-goal.ts';

/** What the goal editor holds: the amount as typed ("1.500.000", "2.500,50"), '' for no date or account. */
export type GoalFormValues = {
  name: string;
  target_amount: string;
  currency: string;
  target_date: string;
  account_id: string;
};

export type GoalInputResult =
  { ok: true; input: SavingsGoalInput } | { ok: false; field: 'target_amount'; message: string };

export function emptyGoalValues(currency: string): GoalFormValues {
  return { name: '', target_amount: '', currency, target_date: '', account_id: '' };
}

/** A goal in the editor: its target in its own currency, written as the user's country (`locale`) writes numbers. */
export function goalToValues(goal: SavingsGoal, locale: string): GoalFormValues {
  return {
    name: goal.name,
    target_amount: formatTypedAmount(goal.target_amount, goal.currency, locale),
    currency: goal.currency,
    target_date: goal.target_date ?? '',
    account_id: goal.account_id ?? '',
  };
}

/** The API payload from the typed values; `locale` (the user's country's) writes the example in an amount's error. */
export function valuesToGoalInput(values: GoalFormValues, locale: string): GoalInputResult {
  if (values.target_amount.trim() === '')
    return { ok: false, field: 'target_amount', message: 'Escribe cuánto quieres ahorrar' };
  const target = parseTypedAmount(values.target_amount, values.currency, locale);
  if (!target.ok) return { ok: false, field: 'target_amount', message: target.message };
  if (target.minor <= 0) return { ok: false, field: 'target_amount', message: 'La meta debe ser mayor que cero' };
  return {
    ok: true,
    input: {
      name: values.name.trim(),
      target_amount: target.minor,
      currency: values.currency,
      target_date: values.target_date || null,
      account_id: values.account_id || null,
    },
  };
}

export type ContributionAmountResult = { ok: true; minor: number } | { ok: false; message: string };

/** A contribution as typed: required, not zero; a minus sign makes it a withdrawal. */
export function parseContributionAmount(text: string, currency: string, locale: string): ContributionAmountResult {
  if (text.trim() === '') return { ok: false, message: 'Escribe el importe' };
  const parsed = parseTypedAmount(text, currency, locale);
  if (!parsed.ok) return parsed;
  if (parsed.minor === 0) return { ok: false, message: 'El importe no puede ser cero' };
  return parsed;
}

/** Accounts a goal in `currency` can be linked to: same currency, not archived (the current link stays listed). */
export function linkableAccounts(
  accounts: readonly Account[],
  currency: string,
  currentId: string | null = null,
): Account[] {
  return accounts.filter(
    (account) => account.currency === currency && (account.archived_at === null || account.id === currentId),
  );
}
