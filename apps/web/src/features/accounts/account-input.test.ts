import type { Account } from '@cuentas/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { accountToValues, emptyAccountValues, valuesToAccountInput } from './account-input.ts';

describe('valuesToAccountInput', () => {
  const base = emptyAccountValues('EUR', '2026-01-15');

  it('parses Spanish and Latin American amounts into minor units', () => {
    expect(valuesToAccountInput({ ...base, name: ' Nómina ', opening_balance: '1.234,56' })).toEqual({
      ok: true,
      input: { name: 'Nómina', type: 'checking', currency: 'EUR', opening_balance: 123_456, opening_date: '2026-01-15', credit_limit: null },
    });
    const cop = valuesToAccountInput({ ...base, name: 'Bancolombia', currency: 'COP', opening_balance: '12.500' });
    expect(cop.ok && cop.input.opening_balance).toBe(12_500);
  });

  it('sends a credit limit only for credit cards and rejects negative or bad ones', () => {
    const card = valuesToAccountInput({ ...base, name: 'Visa', type: 'credit_card', opening_balance: '-300', credit_limit: '2.000' });
    expect(card.ok && card.input).toMatchObject({ opening_balance: -30_000, credit_limit: 200_000 });
    const notCard = valuesToAccountInput({ ...base, name: 'Caja', type: 'cash', credit_limit: '2.000' });
    expect(notCard.ok && notCard.input.credit_limit).toBeNull();
    expect(valuesToAccountInput({ ...base, name: 'Visa', type: 'credit_card', credit_limit: '-5' })).toMatchObject({ ok: false, field: 'credit_limit' });
    expect(valuesToAccountInput({ ...base, name: 'X', opening_balance: 'mucho' })).toMatchObject({ ok: false, field: 'opening_balance' });
  });

  it('round-trips an account through the form', () => {
    const account = {
      id: '0190f2a0-0000-7000-8000-000000000001',
      name: 'Visa',
      type: 'credit_card',
      currency: 'EUR',
      opening_balance: -12_345,
      opening_date: '2026-01-01',
      credit_limit: 300_000,
      position: 0,
      archived_at: null,
      balance: -12_345,
      available_credit: 287_655,
      created_at: '2026-01-01T00:00:00.000Z',
    } satisfies Account;
    const values = accountToValues(account);
    expect(values).toMatchObject({ opening_balance: '-123,45', credit_limit: '3000,00' });
    expect(valuesToAccountInput(values)).toMatchObject({ ok: true, input: { opening_balance: -12_345, credit_limit: 300_000 } });
  });
});
