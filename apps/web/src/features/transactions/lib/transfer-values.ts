import type { CreateTransferInput, Transaction } from '@cuentas/shared/schemas/transactions';
import { z } from 'zod';
import type { UpdateTransactionVariables } from '../api/update-transaction.ts';
import { amountToInput, parseEntryAmount } from './amounts.ts';
import { normalizeTag } from './filters.ts';

export const TransferFormSchema = z
  .object({
    from_account_id: z.string().min(1, 'Elige la cuenta de origen'),
    to_account_id: z.string().min(1, 'Elige la cuenta de destino'),
    date: z.iso.date({ message: 'Elige la fecha' }),
    amount: z.string().trim().min(1, 'Escribe el importe'),
    to_amount: z.string(),
    payee: z.string().trim().max(200),
    notes: z.string().trim().max(2000),
    tags: z.array(z.string().trim().max(40)).max(20),
  })
  .refine((values) => values.from_account_id !== values.to_account_id, {
    path: ['to_account_id'],
    message: 'Elige dos cuentas distintas',
  });
export type TransferFormValues = z.infer<typeof TransferFormSchema>;

export const transferFormFields = [
  'from_account_id',
  'to_account_id',
  'date',
  'amount',
  'to_amount',
  'payee',
  'notes',
  'tags',
] as const;

/** The two legs of a transfer, whichever one was opened: the source is the one money leaves. */
export function transferLegs(transaction: Transaction): {
  source: { id: string; accountId: string; amount: number } | null;
  target: { id: string; accountId: string; amount: number } | null;
} {
  const self = { id: transaction.id, accountId: transaction.account_id, amount: transaction.amount };
  // A leg in another member's private account (decision 049) comes without ids: not editable here.
  const counterpart = transaction.counterpart;
  const other =
    counterpart?.id && counterpart.account_id
      ? { id: counterpart.id, accountId: counterpart.account_id, amount: counterpart.amount }
      : null;
  return transaction.amount < 0 ? { source: self, target: other } : { source: other, target: self };
}

/** A new transfer's values, or a saved one's: each amount in its own account's currency, written the user's way (`locale`). */
export function initialTransferValues(
  source:
    | { transaction: Transaction; currencyOf: (accountId: string) => string | undefined; locale: string }
    | (Partial<TransferFormValues> & { date: string }),
): TransferFormValues {
  if (!('transaction' in source)) {
    return {
      from_account_id: '',
      to_account_id: '',
      amount: '',
      to_amount: '',
      payee: '',
      notes: '',
      tags: [],
      ...source,
    };
  }
  const { transaction, currencyOf, locale } = source;
  const legs = transferLegs(transaction);
  const money = (leg: { accountId: string; amount: number } | null) =>
    leg ? amountToInput(leg.amount, currencyOf(leg.accountId) ?? transaction.currency, locale) : '';
  return {
    from_account_id: legs.source?.accountId ?? '',
    to_account_id: legs.target?.accountId ?? '',
    date: transaction.date,
    amount: money(legs.source ?? legs.target),
    to_amount: money(legs.target ?? legs.source),
    payee: transaction.payee,
    notes: transaction.notes,
    tags: transaction.tags,
  };
}

type Currencies = { from: string; to: string };
export type TransferIssue = { field: 'amount' | 'to_amount'; message: string };

/** `locale` (the user's country's) writes the example in an amount's error. */
function parseAmounts(
  values: TransferFormValues,
  currencies: Currencies,
  locale: string,
): { amount: number; toAmount?: number } | TransferIssue[] {
  const issues: TransferIssue[] = [];
  const amount = parseEntryAmount(values.amount, currencies.from, locale);
  if (!amount.ok) issues.push({ field: 'amount', message: amount.message });
  let toAmount: number | undefined;
  if (currencies.from !== currencies.to) {
    const parsed = parseEntryAmount(values.to_amount, currencies.to, locale);
    if (parsed.ok) toAmount = parsed.minor;
    else issues.push({ field: 'to_amount', message: parsed.message });
  }
  if (issues.length || !amount.ok) return issues;
  return { amount: amount.minor, toAmount };
}

const tagsOf = (values: TransferFormValues) => [...new Set(values.tags.map(normalizeTag).filter(Boolean))];

/** POST /transfers body: positive amounts; the received amount only across currencies. */
export function toTransferPayload(
  values: TransferFormValues,
  currencies: Currencies,
  locale: string,
): { ok: true; payload: CreateTransferInput } | { ok: false; issues: TransferIssue[] } {
  const amounts = parseAmounts(values, currencies, locale);
  if (Array.isArray(amounts)) return { ok: false, issues: amounts };
  const payload: CreateTransferInput = {
    from_account_id: values.from_account_id,
    to_account_id: values.to_account_id,
    date: values.date,
    amount: amounts.amount,
    payee: values.payee.trim(),
    notes: values.notes.trim(),
    tags: tagsOf(values),
  };
  if (amounts.toAmount !== undefined) payload.to_amount = amounts.toAmount;
  return { ok: true, payload };
}

/**
 * The PATCHes that edit a saved transfer. The API keeps date, text and tags in step on both legs
 * and mirrors the amount within one currency; across currencies the received leg is patched too.
 */
export function toTransferUpdates(
  values: TransferFormValues,
  transaction: Transaction,
  currencies: Currencies,
  locale: string,
): { ok: true; updates: UpdateTransactionVariables[] } | { ok: false; issues: TransferIssue[] } {
  const amounts = parseAmounts(values, currencies, locale);
  if (Array.isArray(amounts)) return { ok: false, issues: amounts };
  const { source, target } = transferLegs(transaction);
  const shared = { date: values.date, payee: values.payee.trim(), notes: values.notes.trim(), tags: tagsOf(values) };
  const updates: UpdateTransactionVariables[] = [];
  if (source) updates.push({ id: source.id, changes: { ...shared, amount: -amounts.amount } });
  if (target && (!source || (amounts.toAmount !== undefined && amounts.toAmount !== target.amount))) {
    updates.push({ id: target.id, changes: { ...(source ? {} : shared), amount: amounts.toAmount ?? amounts.amount } });
  }
  return { ok: true, updates };
}
