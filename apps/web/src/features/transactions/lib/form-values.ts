import type { CreateTransactionInput, Transaction, UpdateTransactionInput } from '@cuentas/shared/schemas/transactions';
import { z } from 'zod';
import { amountToInput, entryKindOf, parseEntryAmount, signedAmount, type EntryKind } from './amounts.ts';
import { normalizeTag } from './filters.ts';

const text = (max: number) => z.string().trim().max(max);

export const SplitLineFormSchema = z.object({
  category_id: z.string().nullable(),
  amount: z.string(),
  notes: text(2000),
});

export const TransactionFormSchema = z.object({
  kind: z.enum(['expense', 'income']),
  date: z.iso.date({ message: 'Elige la fecha' }),
  account_id: z.string().min(1, 'Elige la cuenta'),
  amount: z.string().trim().min(1, 'Escribe el importe'),
  payee: text(200),
  category_id: z.string().nullable(),
  notes: text(2000),
  tags: z.array(z.string().trim().max(40)).max(20),
  split: z.boolean(),
  splits: z.array(SplitLineFormSchema),
});
export type TransactionFormValues = z.infer<typeof TransactionFormSchema>;
export type SplitLineFormValues = z.infer<typeof SplitLineFormSchema>;

/** Form fields named as the API names them, so its field errors land on the right input. */
export const transactionFormFields = [
  'account_id',
  'date',
  'amount',
  'payee',
  'notes',
  'category_id',
  'tags',
  'splits',
] as const;

export const emptySplitLine: SplitLineFormValues = { category_id: null, amount: '', notes: '' };

/**
 * What the form starts with: a blank entry, or an existing transaction with unsigned amounts
 * written as the user's country writes them (`locale`).
 */
export function initialFormValues(
  source: { kind: EntryKind; accountId: string; today: string } | { transaction: Transaction; locale: string },
): TransactionFormValues {
  if ('kind' in source) {
    return {
      kind: source.kind,
      date: source.today,
      account_id: source.accountId,
      amount: '',
      payee: '',
      category_id: null,
      notes: '',
      tags: [],
      split: false,
      splits: [],
    };
  }
  const { transaction, locale } = source;
  const unsigned = (minor: number) => amountToInput(minor, transaction.currency, locale);
  return {
    kind: entryKindOf(transaction.amount),
    date: transaction.date,
    account_id: transaction.account_id,
    amount: unsigned(transaction.amount),
    payee: transaction.payee,
    category_id: transaction.category_id,
    notes: transaction.notes,
    tags: transaction.tags,
    split: transaction.splits.length > 0,
    splits: transaction.splits.map((line) => ({
      category_id: line.category_id,
      amount: unsigned(line.amount),
      notes: line.notes,
    })),
  };
}

export type PayloadIssue = { field: 'amount' | 'splits' | `splits.${number}.amount`; message: string };

type Payload = Omit<CreateTransactionInput, 'category_id' | 'splits'> &
  Pick<UpdateTransactionInput, 'category_id' | 'splits'>;

/**
 * The request body from the form, with signs applied from the type. Returns the issues instead
 * when an amount does not parse or the parts do not add up. On create, an empty category is left
 * out so the user's rules can pick one; on edit it is sent as null to clear it. `locale` (the
 * user's country's) writes the example in an amount's error.
 */
export function toTransactionPayload(
  values: TransactionFormValues,
  currency: string,
  mode: { editing: boolean; wasSplit: boolean },
  locale: string,
): { ok: true; payload: Payload } | { ok: false; issues: PayloadIssue[] } {
  const issues: PayloadIssue[] = [];
  const amount = parseEntryAmount(values.amount, currency, locale);
  if (!amount.ok) issues.push({ field: 'amount', message: amount.message });

  const lines: { category_id: string | null; amount: number; notes: string }[] = [];
  if (values.split) {
    values.splits.forEach((line, index) => {
      const parsed = parseEntryAmount(line.amount, currency, locale);
      if (!parsed.ok) issues.push({ field: `splits.${index}.amount`, message: parsed.message });
      else
        lines.push({
          category_id: line.category_id,
          amount: signedAmount(values.kind, parsed.minor),
          notes: line.notes,
        });
    });
    if (values.splits.length < 2)
      issues.push({ field: 'splits', message: 'Una división necesita al menos dos partes' });
    else if (amount.ok && issues.length === 0) {
      const sum = lines.reduce((total, line) => total + Math.abs(line.amount), 0);
      if (sum !== amount.minor)
        issues.push({ field: 'splits', message: 'Las partes deben sumar exactamente el total' });
    }
  }
  if (!amount.ok || issues.length > 0) return { ok: false, issues };

  const payload: Payload = {
    account_id: values.account_id,
    date: values.date,
    amount: signedAmount(values.kind, amount.minor),
    payee: values.payee.trim(),
    notes: values.notes.trim(),
    tags: [...new Set(values.tags.map(normalizeTag).filter(Boolean))],
  };
  if (values.split) payload.splits = lines;
  else {
    if (mode.editing && mode.wasSplit) payload.splits = [];
    if (values.category_id) payload.category_id = values.category_id;
    else if (mode.editing) payload.category_id = null;
  }
  return { ok: true, payload };
}
