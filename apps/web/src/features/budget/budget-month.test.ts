import { describe, expect, it } from 'vitest';
import { capitalize, currentBudgetMonth, isBudgetMonth, monthLabel, periodLabel, shiftMonth } from './budget-month.ts';

describe('budget months', () => {
  it('accepts only YYYY-MM months', () => {
    expect(isBudgetMonth('2026-11')).toBe(true);
    expect(isBudgetMonth('2026-13')).toBe(false);
    expect(isBudgetMonth('2026-1')).toBe(false);
    expect(isBudgetMonth(null)).toBe(false);
    expect(isBudgetMonth('noviembre')).toBe(false);
  });

  it('moves across years in both directions', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -3)).toBe('2025-12');
    expect(shiftMonth('2026-05', 12)).toBe('2027-05');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });

  it('finds the current month from the month start day', () => {
    expect(currentBudgetMonth('2026-11-22', 1)).toBe('2026-11');
    // With payday on the 25th, 22 November still belongs to the period that started on 25 October.
    expect(currentBudgetMonth('2026-11-22', 25)).toBe('2026-10');
    expect(currentBudgetMonth('2026-11-25', 25)).toBe('2026-11');
    expect(currentBudgetMonth('2026-01-10', 15)).toBe('2025-12');
  });

  it('names the month in Spanish', () => {
    expect(monthLabel('2026-11')).toBe('noviembre de 2026');
    expect(monthLabel('2027-01')).toBe('enero de 2027');
    expect(capitalize(monthLabel('2026-08'))).toBe('Agosto de 2026');
  });

  it('spells the period only when the month does not start on the 1st', () => {
    expect(periodLabel({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(periodLabel({ from: '2026-10-25', to: '2026-11-24' })).toBe('Del 25 de octubre al 24 de noviembre de 2026');
    expect(periodLabel({ from: '2026-12-15', to: '2027-01-14' })).toBe(
      'Del 15 de diciembre de 2026 al 14 de enero de 2027',
    );
  });
});
