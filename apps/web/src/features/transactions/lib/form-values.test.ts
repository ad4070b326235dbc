import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { describe, expect, it } from 'vitest';
import { initialFormValues, toTransactionPayload, type TransactionFormValues } from './form-values.ts';

const base: TransactionFormValues = {
  kind: 'expense',
  date: '2025-03-01',
  account_id: 'acc',
  amount: '42,50',
  payee: '  Mercadona ',
  category_id: null,
  notes: '',
  tags: ['Casa', 'casa'],
  split: false,
  splits: [],
};

describe('toTransactionPayload', () => {
  it('signs an expense negative, trims, dedupes tags and leaves an empty category to the rules on create', () => {
    const result = toTransactionPayload(base, 'EUR', { editing: false, wasSplit: false }, 'es-ES');
    expect(result).toEqual({
      ok: true,
      payload: { account_id: 'acc', date: '2025-03-01', amount: -4250, payee: 'Mercadona', notes: '', tags: ['casa'] },
    });
  });

  it('clears the category explicitly on edit and un-splits a former split', () => {
    const result = toTransactionPayload({ ...base, kind: 'income' }, 'EUR', { editing: true, wasSplit: true }, 'es-ES');
    expect(result).toMatchObject({ ok: true, payload: { amount: 4250, category_id: null, splits: [] } });
  });

  it('sends signed split lines without a parent category when they add up', () => {
    const values = {
      ...base,
      category_id: 'cat',
      split: true,
      splits: [
        { category_id: 'a', amount: '40', notes: 'comida' },
        { category_id: 'b', amount: '2,50', notes: '' },
      ],
    };
    const result = toTransactionPayload(values, 'EUR', { editing: false, wasSplit: false }, 'es-ES');
    expect(result).toMatchObject({
      ok: true,
      payload: {
        amount: -4250,
        splits: [
          { category_id: 'a', amount: -4000, notes: 'comida' },
          { category_id: 'b', amount: -250, notes: '' },
        ],
      },
    });
    expect(result.ok && 'category_id' in result.payload).toBe(false);
  });

  it('reports amounts that do not parse and parts that do not add up', () => {
    expect(
      toTransactionPayload({ ...base, amount: 'x' }, 'EUR', { editing: false, wasSplit: false }, 'es-ES'),
    ).toMatchObject({
      ok: false,
      issues: [{ field: 'amount' }],
    });
    const unbalanced = {
      ...base,
      split: true,
      splits: [
        { category_id: null, amount: '40', notes: '' },
        { category_id: null, amount: '1', notes: '' },
      ],
    };
    expect(toTransactionPayload(unbalanced, 'EUR', { editing: false, wasSplit: false }, 'es-ES')).toEqual({
      ok: false,
      issues: [{ field: 'splits', message: 'Las partes deben sumar exactamente el total' }],
    });
    const badLine = {
      ...base,
      split: true,
      splits: [
        { category_id: null, amount: '', notes: '' },
        { category_id: null, amount: '1', notes: '' },
      ],
    };
    expect(toTransactionPayload(badLine, 'EUR', { editing: false, wasSplit: false }, 'es-ES')).toMatchObject({
      ok: false,
      issues: [{ field: 'splits.0.amount' }],
    });
  });
});

describe('initialFormValues', () => {
  it('shows an existing split with unsigned amounts in the account currency, grouped as typed on create', () => {
    const transaction = {
      id: 't',
      account_id: 'acc',
      date: '2025-03-01',
      amount: -12500,
      currency: 'COP',
      payee: 'Éxito',
      notes: '',
      category_id: null,
      tags: [],
      kind: 'expense',
      transfer_id: null,
      counterpart: null,
      status: 'uncleared',
      origin: 'manual',
      original_text: '',
      created_at: '',
      attachment_count: 0,
      splits: [
        { id: 's1', category_id: 'a', amount: -10000, notes: '' },
        { id: 's2', category_id: 'b', amount: -2500, notes: 'x' },
      ],
    } satisfies Transaction;
    expect(initialFormValues({ transaction, locale: 'es-CO' })).toMatchObject({
      kind: 'expense',
      amount: '12.500',
      split: true,
      splits: [
        { category_id: 'a', amount: '10.000', notes: '' },
        { category_id: 'b', amount: '2.500', notes: 'x' },
      ],
    });
  });
});
