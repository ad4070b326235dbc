import { parseTypedAmount } from '@cuentas/shared/input-examples';
import { formatTypedAmount } from '@cuentas/shared/money';
import type { CreateProspectInput, Prospect } from '@cuentas/shared/schemas/prospects';
import type { ProspectKind } from './prospect-view.ts';

/** What the prospect editor holds: the amount as typed, '' for no account or category. */
export type ProspectFormValues = {
  title: string;
  kind: ProspectKind;
  amount: string;
  currency: string;
  expected_date: string;
  probability: number;
  notes: string;
  account_id: string;
  category_id: string;
};

export type AmountResult = { ok: true; minor: number } | { ok: false; message: string };

/**
 * A required positive amount; the kind says whether it comes in or goes out, so a typed sign is ignored.
 * `locale` (the user's country's) writes the example in the error.
 */
export function parsePositiveAmount(text: string, currency: string, locale: string): AmountResult {
  if (text.trim() === '') return { ok: false, message: 'Escribe el importe' };
  const parsed = parseTypedAmount(text, currency, locale);
  if (!parsed.ok) return parsed;
  if (parsed.minor === 0) return { ok: false, message: 'El importe debe ser mayor que cero' };
  return { ok: true, minor: Math.abs(parsed.minor) };
}

/** Keeps a probability typed or slid in range: a whole number from 0 to 100. */
export function clampProbability(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return 0;
  return Math.min(100, Math.max(0, Math.round(number)));
}

export function emptyProspectValues(currency: string, today: string): ProspectFormValues {
  return {
    title: '',
    kind: 'income',
    amount: '',
    currency,
    expected_date: today,
    probability: 50,
    notes: '',
    account_id: '',
    category_id: '',
  };
}

/** A prospect in the editor: its amount in its own currency, written as the user's country (`locale`) writes numbers. */
export function prospectToValues(prospect: Prospect, locale: string): ProspectFormValues {
  return {
    title: prospect.title,
    kind: prospect.kind,
    amount: formatTypedAmount(prospect.amount, prospect.currency, locale),
    currency: prospect.currency,
    expected_date: prospect.expected_date,
    probability: prospect.probability,
    notes: prospect.notes,
    account_id: prospect.account_id ?? '',
    category_id: prospect.category_id ?? '',
  };
}

export type ProspectInputResult =
  { ok: true; input: CreateProspectInput } | { ok: false; field: 'amount'; message: string };

export function valuesToProspectInput(values: ProspectFormValues, locale: string): ProspectInputResult {
  const amount = parsePositiveAmount(values.amount, values.currency, locale);
  if (!amount.ok) return { ok: false, field: 'amount', message: amount.message };
  return {
    ok: true,
    input: {
      title: values.title.trim(),
      kind: values.kind,
      amount: amount.minor,
      currency: values.currency,
      expected_date: values.expected_date,
      probability: clampProbability(values.probability),
      notes: values.notes.trim(),
      account_id: values.account_id || null,
      category_id: values.category_id || null,
    },
  };
}
