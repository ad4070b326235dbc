import type { Account } from '@cuentas/shared/schemas/accounts';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { describe, expect, it } from 'vitest';
import {
  emptyGoalValues,
  goalToValues,
  linkableAccounts,
  parseContributionAmount,
  valuesToGoalInput,
} from './goal-input.ts';

const account = (id: string, currency: string, archived = false): Account => ({
  id,
  name: id,
  type: 'savings',
  currency,
  opening_balance: 0,
  opening_date: '2026-01-01',
  credit_limit: null,
  last_digits: null,
  bank: null,
  position: 0,
  archived_at: archived ? '2026-05-01T00:00:00.000Z' : null,
  balance: 0,
  available_credit: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('goal form', () => {
  it('builds the payload with amounts in minor units and empty optionals as null', () => {
    const values = { ...emptyGoalValues('COP'), name: '  Casa  ', target_amount: '50.000.000' };
    expect(valuesToGoalInput(values, 'es-CO')).toEqual({
      ok: true,
      input: { name: 'Casa', target_amount: 50000000, currency: 'COP', target_date: null, account_id: null },
    });
    expect(
      valuesToGoalInput(
        { ...values, currency: 'EUR', target_amount: '1.234,5', target_date: '2027-01-01', account_id: 'a1' },
        'es-CO',
      ),
    ).toEqual({
      ok: true,
      input: { name: 'Casa', target_amount: 123450, currency: 'EUR', target_date: '2027-01-01', account_id: 'a1' },
    });
  });

  it('asks for a positive target', () => {
    expect(valuesToGoalInput({ ...emptyGoalValues('EUR'), name: 'x' }, 'es-ES')).toEqual({
      ok: false,
      field: 'target_amount',
      message: 'Escribe cuánto quieres ahorrar',
    });
    expect(valuesToGoalInput({ ...emptyGoalValues('EUR'), name: 'x', target_amount: '0' }, 'es-ES')).toMatchObject({
      ok: false,
      message: 'La meta debe ser mayor que cero',
    });
    expect(valuesToGoalInput({ ...emptyGoalValues('EUR'), name: 'x', target_amount: 'abc' }, 'es-ES').ok).toBe(false);
  });

  it('fills the editor from a goal', () => {
    const goal = {
      name: 'Viaje',
      target_amount: 150000,
      currency: 'EUR',
      target_date: null,
      account_id: null,
    } as SavingsGoal;
    expect(goalToValues(goal, 'es-ES')).toEqual({
      name: 'Viaje',
      target_amount: '1.500',
      currency: 'EUR',
      target_date: '',
      account_id: '',
    });
    expect(goalToValues({ ...goal, target_amount: 5_000_000, currency: 'COP' }, 'es-CO').target_amount).toBe(
      '5.000.000',
    );
    expect(goalToValues({ ...goal, target_amount: 300_050, currency: 'MXN' }, 'es-MX').target_amount).toBe('3,000.50');
  });

  it('reads contributions and withdrawals', () => {
    expect(parseContributionAmount('250,50', 'EUR', 'es-ES')).toEqual({ ok: true, minor: 25050 });
    expect(parseContributionAmount('-20', 'EUR', 'es-ES')).toEqual({ ok: true, minor: -2000 });
    expect(parseContributionAmount('', 'EUR', 'es-ES')).toEqual({ ok: false, message: 'Escribe el importe' });
    expect(parseContributionAmount('0', 'EUR', 'es-ES')).toEqual({
      ok: false,
      message: 'El importe no puede ser cero',
    });
  });

  it('links only accounts in the goal currency, keeping an archived current link', () => {
    const accounts = [account('eur', 'EUR'), account('cop', 'COP'), account('old', 'EUR', true)];
    expect(linkableAccounts(accounts, 'EUR').map((item) => item.id)).toEqual(['eur']);
    expect(linkableAccounts(accounts, 'EUR', 'old').map((item) => item.id)).toEqual(['eur', 'old']);
    expect(linkableAccounts(accounts, 'USD')).toEqual([]);
  });
});
