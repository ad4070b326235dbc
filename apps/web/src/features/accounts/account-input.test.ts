import type { Account } from '@cuentas/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { accountToValues, emptyAccountValues, valuesToAccountInput } from './account-input.ts';

describe('valuesToAccountInput', () => {
  const base = emptyAccountValues('EUR', '2026-01-15');

  it('parses Spanish and Latin American amounts into minor units', () => {
    expect(valuesToAccountInput({ ...base, name: ' Nómina ', opening_balance: '1.234,56' }, 'es-ES')).toEqual({
      ok: true,
      input: {
        name: 'Nómina',
        type: 'checking',
        currency: 'EUR',
        opening_balance: 123_456,
        opening_date: '2026-01-15',
        credit_limit: null,
        last_digits: null,
        bank: null,
      },
    });
    const cop = valuesToAccountInput(
      { ...base, name: 'Bancolombia', currency: 'COP', opening_balance: '12.500' },
      'es-CO',
    );
    expect(cop.ok && cop.input.opening_balance).toBe(12_500);
  });

  it('sends a credit limit only for credit cards and rejects negative or bad ones', () => {
    const card = valuesToAccountInput(
      { ...base, name: 'Visa', type: 'credit_card', opening_balance: '-300', credit_limit: '2.000' },
      'es-ES',
    );
    expect(card.ok && card.input).toMatchObject({ opening_balance: -30_000, credit_limit: 200_000 });
    const notCard = valuesToAccountInput({ ...base, name: 'Caja', type: 'cash', credit_limit: '2.000' }, 'es-ES');
    expect(notCard.ok && notCard.input.credit_limit).toBeNull();
    expect(
      valuesToAccountInput({ ...base, name: 'Visa', type: 'credit_card', credit_limit: '-5' }, 'es-ES'),
    ).toMatchObject({ ok: false, field: 'credit_limit' });
    expect(valuesToAccountInput({ ...base, name: 'X', opening_balance: 'mucho' }, 'es-ES')).toMatchObject({
      ok: false,
      field: 'opening_balance',
    });
    // The error's example is the country's, in the account's currency.
    expect(
      valuesToAccountInput({ ...base, currency: 'COP', name: 'X', opening_balance: 'mucho' }, 'es-CO'),
    ).toMatchObject({
      message: 'Debe ser un importe válido, por ejemplo 1.500.000',
    });
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
      last_digits: '4821',
      bank: 'BBVA',
      position: 0,
      archived_at: null,
      balance: -12_345,
      available_credit: 287_655,
      created_at: '2026-01-01T00:00:00.000Z',
    } satisfies Account;
    const values = accountToValues(account, 'es-ES');
    expect(values).toMatchObject({
      opening_balance: '-123,45',
      credit_limit: '3.000',
      last_digits: '4821',
      bank: 'BBVA',
    });
    expect(valuesToAccountInput(values, 'es-ES')).toMatchObject({
      ok: true,
      input: { opening_balance: -12_345, credit_limit: 300_000 },
    });
    // As docs/architecture.md §4.1 says, the editor writes amounts as the create form's example does, in the account's own currency.
    const usd = { ...account, currency: 'USD', opening_balance: 123_456, credit_limit: 500_000 };
    expect(accountToValues(usd, 'es-MX')).toMatchObject({ opening_balance: '1,234.56', credit_limit: '5,000' });
    expect(accountToValues(usd, 'es-CO')).toMatchObject({ opening_balance: '1.234,56', credit_limit: '5.000' });
    const cop = { ...account, currency: 'COP', opening_balance: 450_000, credit_limit: 3_000_000 };
    expect(accountToValues(cop, 'es-CO')).toMatchObject({ opening_balance: '450.000', credit_limit: '3.000.000' });
    expect(valuesToAccountInput(accountToValues(cop, 'es-CO'), 'es-CO')).toMatchObject({
      ok: true,
      input: { opening_balance: 450_000, credit_limit: 3_000_000 },
    });
  });
});

describe('last digits', () => {
  const base = emptyAccountValues('COP', '2026-01-15');
  it('are sent trimmed, or null when empty, and refused when not four digits', () => {
    const card = valuesToAccountInput({ ...base, name: 'Visa', type: 'credit_card', last_digits: ' 4821 ' }, 'es-CO');
    expect(card.ok && card.input.last_digits).toBe('4821');
    expect(valuesToAccountInput({ ...base, name: 'Caja', type: 'cash' }, 'es-CO')).toMatchObject({
      ok: true,
      input: { last_digits: null },
    });
    expect(valuesToAccountInput({ ...base, name: 'Visa', last_digits: '48' }, 'es-CO')).toMatchObject({
      ok: false,
      field: 'last_digits',
    });
  });
});

describe('the bank', () => {
  const base = emptyAccountValues('COP', '2026-01-15');
  it('is sent trimmed, or null when left empty', () => {
    const named = valuesToAccountInput({ ...base, name: 'Ahorros', bank: '  Bancolombia ' }, 'es-CO');
    expect(named.ok && named.input.bank).toBe('Bancolombia');
    expect(valuesToAccountInput({ ...base, name: 'Caja', bank: ' ' }, 'es-CO')).toMatchObject({
      ok: true,
      input: { bank: null },
    });
  });
});
