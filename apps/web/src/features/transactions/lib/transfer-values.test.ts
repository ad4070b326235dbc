import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { describe, expect, it } from 'vitest';
import {
  initialTransferValues,
  toTransferPayload,
  toTransferUpdates,
  transferLegs,
  type TransferFormValues,
} from './transfer-values.ts';

const values: TransferFormValues = {
  from_account_id: 'eur',
  to_account_id: 'usd',
  date: '2025-03-01',
  amount: '300',
  to_amount: '325,50',
  payee: ' Cambio ',
  notes: '',
  tags: ['Viaje'],
};

function leg(amount: number, counterpartAmount: number): Transaction {
  return {
    id: amount < 0 ? 'out' : 'in',
    account_id: amount < 0 ? 'eur' : 'usd',
    date: '2025-03-01',
    amount,
    currency: amount < 0 ? 'EUR' : 'USD',
    payee: 'Cambio',
    notes: '',
    category_id: null,
    tags: [],
    kind: 'transfer',
    transfer_id: 'tr',
    counterpart: { id: amount < 0 ? 'in' : 'out', account_id: amount < 0 ? 'usd' : 'eur', amount: counterpartAmount },
    splits: [],
    status: 'uncleared',
    origin: 'manual',
    original_text: '',
    created_at: '',
    attachment_count: 0,
  };
}

describe('transfers', () => {
  it('sends positive amounts, and the received amount only across currencies', () => {
    expect(toTransferPayload(values, { from: 'EUR', to: 'USD' }, 'es-ES')).toEqual({
      ok: true,
      payload: {
        from_account_id: 'eur',
        to_account_id: 'usd',
        date: '2025-03-01',
        amount: 30000,
        to_amount: 32550,
        payee: 'Cambio',
        notes: '',
        tags: ['viaje'],
      },
    });
    const same = toTransferPayload(values, { from: 'EUR', to: 'EUR' }, 'es-ES');
    expect(same.ok && 'to_amount' in same.payload).toBe(false);
    expect(toTransferPayload({ ...values, to_amount: '' }, { from: 'EUR', to: 'USD' }, 'es-ES')).toMatchObject({
      ok: false,
      issues: [{ field: 'to_amount' }],
    });
  });

  it('finds the source leg whichever leg was opened', () => {
    expect(transferLegs(leg(-30000, 32550)).source?.id).toBe('out');
    expect(transferLegs(leg(32550, -30000)).source?.id).toBe('out');
    expect(
      initialTransferValues({
        transaction: leg(32550, -30000),
        currencyOf: (id) => (id === 'eur' ? 'EUR' : 'USD'),
        locale: 'es-ES',
      }),
    ).toMatchObject({
      from_account_id: 'eur',
      to_account_id: 'usd',
      amount: '300',
      to_amount: '325,50',
    });
  });

  it('patches the source leg, and the received leg only when its own amount changed', () => {
    const currencies = { from: 'EUR', to: 'USD' };
    expect(toTransferUpdates({ ...values, to_amount: '325,50' }, leg(32550, -30000), currencies, 'es-ES')).toEqual({
      ok: true,
      updates: [
        { id: 'out', changes: { date: '2025-03-01', payee: 'Cambio', notes: '', tags: ['viaje'], amount: -30000 } },
      ],
    });
    const changed = toTransferUpdates({ ...values, to_amount: '330' }, leg(-30000, 32550), currencies, 'es-ES');
    expect(changed.ok && changed.updates[1]).toEqual({ id: 'in', changes: { amount: 33000 } });
  });
});
