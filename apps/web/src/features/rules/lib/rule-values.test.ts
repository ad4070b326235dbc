import type { Rule } from '@cuentas/shared/schemas/transactions';
import { describe, expect, it } from 'vitest';
import { describeAmounts, draftFromTransaction, initialRuleValues, toRulePayload } from './rule-values.ts';

const values = { payee_contains: ' Mercadona ', category_id: 'cat', account_id: null, min_amount: '', max_amount: '' };

describe('rule values', () => {
  it('starts from a transaction with its payee and category', () => {
    expect(draftFromTransaction({ payee: ' Café Juan ', category_id: 'c1' })).toEqual({
      payee_contains: 'Café Juan',
      category_id: 'c1',
    });
    expect(initialRuleValues({ draft: { payee_contains: 'x' } })).toEqual({
      ...values,
      payee_contains: 'x',
      category_id: '',
    });
  });

  it('sends empty bounds as null and typed ones as absolute minor units', () => {
    expect(toRulePayload(values, 'EUR', 'es-ES')).toEqual({
      ok: true,
      payload: {
        payee_contains: 'Mercadona',
        category_id: 'cat',
        account_id: null,
        min_amount: null,
        max_amount: null,
      },
    });
    expect(toRulePayload({ ...values, min_amount: '-10', max_amount: '1.500,5' }, 'EUR', 'es-ES')).toMatchObject({
      ok: true,
      payload: { min_amount: 1000, max_amount: 150050 },
    });
  });

  it('reports bad or crossed bounds', () => {
    expect(toRulePayload({ ...values, min_amount: 'diez' }, 'EUR', 'es-ES')).toMatchObject({
      ok: false,
      issues: [{ field: 'min_amount' }],
    });
    expect(toRulePayload({ ...values, min_amount: '50', max_amount: '10' }, 'EUR', 'es-ES')).toMatchObject({
      ok: false,
      issues: [{ field: 'max_amount' }],
    });
  });

  it('shows a saved rule’s bounds for editing and in words', () => {
    const rule = {
      id: 'r',
      payee_contains: 'x',
      category_id: 'c',
      account_id: null,
      min_amount: 1000,
      max_amount: null,
      position: 0,
      created_at: '',
    } satisfies Rule;
    expect(initialRuleValues({ rule, currency: 'EUR', locale: 'es-ES' }).min_amount).toBe('10');
    expect(
      initialRuleValues({ rule: { ...rule, min_amount: 123_456 }, currency: 'USD', locale: 'es-MX' }).min_amount,
    ).toBe('1,234.56');
    expect(
      initialRuleValues({ rule: { ...rule, min_amount: 450_000 }, currency: 'COP', locale: 'es-CO' }).min_amount,
    ).toBe('450.000');
    expect(describeAmounts(rule, 'EUR', 'es-ES')).toBe('desde 10,00\u00a0€');
    expect(describeAmounts({ min_amount: null, max_amount: null }, 'EUR', 'es-ES')).toBe('');
  });
});
