import { parseTypedAmount } from '@cuentas/shared/input-examples';
import { formatMoney, formatTypedAmount } from '@cuentas/shared/money';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { CreateRuleInput, Rule } from '@cuentas/shared/schemas/transactions';
import { z } from 'zod';

export const RuleFormSchema = z.object({
  payee_contains: z.string().trim().min(1, 'Escribe el texto que debe contener el beneficiario').max(100),
  category_id: z.string({ message: 'Elige la categoría' }).min(1, 'Elige la categoría'),
  account_id: z.string().nullable(),
  min_amount: z.string(),
  max_amount: z.string(),
});
export type RuleFormValues = z.infer<typeof RuleFormSchema>;

export const ruleFormFields = ['payee_contains', 'category_id', 'account_id', 'min_amount', 'max_amount'] as const;

/** What "Crear regla" on a transaction starts with. */
export type RuleDraft = { payee_contains?: string; category_id?: string | null; account_id?: string | null };

export function draftFromTransaction(transaction: { payee: string; category_id: string | null }): RuleDraft {
  return { payee_contains: transaction.payee.trim().slice(0, 100), category_id: transaction.category_id };
}

/** A new rule's values, or a saved one's: its bounds in `currency`, written as the user's country (`locale`) writes numbers. */
export function initialRuleValues(
  source: { rule: Rule; currency: string; locale: string } | { draft: RuleDraft },
): RuleFormValues {
  if ('draft' in source) {
    const { draft } = source;
    return {
      payee_contains: draft.payee_contains ?? '',
      category_id: draft.category_id ?? '',
      account_id: draft.account_id ?? null,
      min_amount: '',
      max_amount: '',
    };
  }
  const { rule, currency, locale } = source;
  const money = (minor: number | null) => (minor === null ? '' : formatTypedAmount(minor, currency, locale));
  return {
    payee_contains: rule.payee_contains,
    category_id: rule.category_id,
    account_id: rule.account_id,
    min_amount: money(rule.min_amount),
    max_amount: money(rule.max_amount),
  };
}

export type RuleIssue = { field: 'min_amount' | 'max_amount'; message: string };

/**
 * The rule body; optional bounds are absolute amounts in the account's (or base) currency, null when
 * empty. `locale` (the user's country's) writes the example in a bound's error.
 */
export function toRulePayload(
  values: RuleFormValues,
  currency: string,
  locale: string,
): { ok: true; payload: CreateRuleInput } | { ok: false; issues: RuleIssue[] } {
  const issues: RuleIssue[] = [];
  const bound = (field: RuleIssue['field']) => {
    const text = values[field].trim();
    if (!text) return null;
    const parsed = parseTypedAmount(text, currency, locale);
    if (!parsed.ok) {
      issues.push({ field, message: parsed.message });
      return null;
    }
    return Math.abs(parsed.minor);
  };
  const min = bound('min_amount');
  const max = bound('max_amount');
  if (min !== null && max !== null && min > max)
    issues.push({ field: 'max_amount', message: 'Debe ser mayor o igual que el mínimo' });
  if (issues.length) return { ok: false, issues };
  return {
    ok: true,
    payload: {
      payee_contains: values.payee_contains.trim(),
      category_id: values.category_id,
      account_id: values.account_id,
      min_amount: min,
      max_amount: max,
    },
  };
}

/** "entre 10,00 € y 50,00 €", "desde 10,00 €", "hasta 50,00 €", or nothing. */
export function describeAmounts(
  rule: Pick<Rule, 'min_amount' | 'max_amount'>,
  currency: string,
  locale: string,
): string {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  if (rule.min_amount !== null && rule.max_amount !== null)
    return `entre ${money(rule.min_amount)} y ${money(rule.max_amount)}`;
  if (rule.min_amount !== null) return `desde ${money(rule.min_amount)}`;
  if (rule.max_amount !== null) return `hasta ${money(rule.max_amount)}`;
  return '';
}

/** Grouped category options for the rule's category (children under their group; archived left out). */
export function ruleCategoryOptions(categories: readonly Category[], keep?: string) {
  const open = categories.filter((category) => category.archived_at === null || category.id === keep);
  const sort = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name, 'es');
  return open
    .filter((category) => category.parent_id === null)
    .sort(sort)
    .map((group) => {
      const children = open.filter((category) => category.parent_id === group.id).sort(sort);
      const items = children.map((child) => ({ value: child.id, label: child.name }));
      if (children.length === 0 || keep === group.id)
        items.unshift({ value: group.id, label: children.length ? `${group.name} (general)` : group.name });
      return { group: `${group.name} · ${group.kind === 'income' ? 'ingreso' : 'gasto'}`, items };
    });
}
