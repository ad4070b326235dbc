import type { Budget } from '@cuentas/shared/schemas/budgets';
import { describe, expect, it } from 'vitest';
import { budgetedCount, groupHasActivity, hasBudgetedAmounts, lineToSave, parseBudgetAmount } from './budget-amount.ts';

const line = (id: string, budgeted: number, extra: Partial<Budget['groups'][number]['categories'][number]> = {}) => ({
  category_id: id,
  name: id,
  color: '#000000',
  budgeted,
  spent: 0,
  carried: 0,
  available: budgeted,
  rollover: false,
  progress: 0,
  status: 'ok' as const,
  ...extra,
});

const budget = (lines: ReturnType<typeof line>[]): Budget => ({
  month: '2026-11',
  member_id: null,
  period: { from: '2026-11-01', to: '2026-11-30' },
  currency: 'EUR',
  expected_income: 0,
  actual_income: 0,
  budgeted: 0,
  spent: 0,
  left_to_budget: 0,
  groups: [
    { group_id: 'g', name: 'Alimentación', color: '#000000', budgeted: 0, spent: 0, available: 0, categories: lines },
  ],
  missing_rates: [],
});

describe('parseBudgetAmount', () => {
  it('reads Spanish and Latin American formats', () => {
    expect(parseBudgetAmount('1.234,56', 'EUR', 'es-ES')).toEqual({ ok: true, minor: 123456 });
    expect(parseBudgetAmount('1,234.56', 'USD', 'es-ES')).toEqual({ ok: true, minor: 123456 });
    expect(parseBudgetAmount('12.500', 'COP', 'es-ES')).toEqual({ ok: true, minor: 12500 });
    expect(parseBudgetAmount('70,5', 'EUR', 'es-ES')).toEqual({ ok: true, minor: 7050 });
  });

  it('treats a blank field as zero', () => {
    expect(parseBudgetAmount('  ', 'EUR', 'es-ES')).toEqual({ ok: true, minor: 0 });
  });

  it('refuses negatives and nonsense in Spanish', () => {
    expect(parseBudgetAmount('-5', 'EUR', 'es-ES')).toEqual({
      ok: false,
      message: 'El presupuesto no puede ser negativo',
    });
    expect(parseBudgetAmount('mucho', 'EUR', 'es-ES').ok).toBe(false);
    expect(parseBudgetAmount('10,5', 'COP', 'es-ES')).toEqual({
      ok: false,
      message: 'Esta moneda no admite decimales',
    });
    expect(parseBudgetAmount('mucho', 'COP', 'es-CO')).toEqual({
      ok: false,
      message: 'Debe ser un importe válido, por ejemplo 1.500.000',
    });
  });
});

describe('budget helpers', () => {
  it('knows whether the month has amounts', () => {
    expect(hasBudgetedAmounts(budget([line('a', 0), line('b', 0)]))).toBe(false);
    expect(hasBudgetedAmounts(budget([line('a', 0), line('b', 100)]))).toBe(true);
    expect(budgetedCount(budget([line('a', 5), line('b', 100), line('c', 0)]))).toBe(2);
  });

  it('opens groups with something in them', () => {
    const group = budget([line('a', 0)]).groups[0]!;
    expect(groupHasActivity(group)).toBe(false);
    expect(groupHasActivity({ ...group, categories: [line('a', 0, { spent: 10 })] })).toBe(true);
    expect(groupHasActivity({ ...group, categories: [line('a', 0, { carried: -10 })] })).toBe(true);
    expect(groupHasActivity({ ...group, categories: [line('a', 0, { rollover: true })] })).toBe(true);
  });

  it('completes a one-field change from the latest budget', () => {
    const current = budget([line('a', 20000, { rollover: true })]);
    expect(lineToSave(current, 'a', { amount: 0 })).toEqual({ category_id: 'a', amount: 0, rollover: true });
    expect(lineToSave(current, 'a', { rollover: false })).toEqual({ category_id: 'a', amount: 20000, rollover: false });
    expect(lineToSave(undefined, 'z', { amount: 500 })).toEqual({ category_id: 'z', amount: 500, rollover: false });
  });
});
