import type { Prospect } from '@cuentas/shared/schemas/prospects';
import { describe, expect, it } from 'vitest';
import {
  clampProbability,
  emptyProspectValues,
  parsePositiveAmount,
  prospectToValues,
  valuesToProspectInput,
} from './prospect-input.ts';

describe('prospect form', () => {
  it('reads amounts as positive minor units whatever the sign typed', () => {
    expect(parsePositiveAmount('1.200', 'EUR', 'es-ES')).toEqual({ ok: true, minor: 120000 });
    expect(parsePositiveAmount('-300', 'EUR', 'es-ES')).toEqual({ ok: true, minor: 30000 });
    expect(parsePositiveAmount('2.500.000', 'COP', 'es-ES')).toEqual({ ok: true, minor: 2500000 });
    expect(parsePositiveAmount('', 'EUR', 'es-ES')).toEqual({ ok: false, message: 'Escribe el importe' });
    expect(parsePositiveAmount('0', 'EUR', 'es-ES')).toEqual({
      ok: false,
      message: 'El importe debe ser mayor que cero',
    });
  });

  it('keeps the probability a whole number from 0 to 100', () => {
    expect(clampProbability(70)).toBe(70);
    expect(clampProbability(150)).toBe(100);
    expect(clampProbability(-5)).toBe(0);
    expect(clampProbability(33.6)).toBe(34);
    expect(clampProbability('')).toBe(0);
    expect(clampProbability('abc')).toBe(0);
  });

  it('builds the payload', () => {
    const values = {
      ...emptyProspectValues('EUR', '2026-11-22'),
      title: ' Factura ',
      amount: '450,75',
      probability: 90,
      category_id: 'c1',
    };
    expect(valuesToProspectInput(values, 'es-ES')).toEqual({
      ok: true,
      input: {
        title: 'Factura',
        kind: 'income',
        amount: 45075,
        currency: 'EUR',
        expected_date: '2026-11-22',
        probability: 90,
        notes: '',
        account_id: null,
        category_id: 'c1',
      },
    });
    expect(valuesToProspectInput({ ...values, amount: 'x' }, 'es-ES')).toMatchObject({ ok: false, field: 'amount' });
  });

  it('fills the editor from a prospect', () => {
    const prospect = {
      title: 'Venta',
      kind: 'expense',
      amount: 30000,
      currency: 'EUR',
      expected_date: '2026-12-01',
      probability: 50,
      notes: 'n',
      account_id: null,
      category_id: null,
    } as Prospect;
    expect(prospectToValues(prospect, 'es-ES')).toEqual({
      title: 'Venta',
      kind: 'expense',
      amount: '300',
      currency: 'EUR',
      expected_date: '2026-12-01',
      probability: 50,
      notes: 'n',
      account_id: '',
      category_id: '',
    });
    // As the country writes numbers, in the prospect's currency (docs/architecture.md §4.1).
    expect(prospectToValues({ ...prospect, amount: 123_456, currency: 'MXN' }, 'es-MX').amount).toBe('1,234.56');
    expect(prospectToValues({ ...prospect, amount: 2_500_000, currency: 'COP' }, 'es-CO').amount).toBe('2.500.000');
    expect(parsePositiveAmount('mucho', 'COP', 'es-CO')).toEqual({
      ok: false,
      message: 'Debe ser un importe válido, por ejemplo 1.500.000',
    });
  });
});
