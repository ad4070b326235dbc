import { describe, expect, it } from 'vitest';
import {
  compactMoney,
  evenTicks,
  firstName,
  formatPeriod,
  formatShare,
  greeting,
  spendingSlices,
  spentHelp,
  trendChange,
  trendPoints,
} from './dashboard-view.ts';

describe('greeting', () => {
  it('uses the first name and the time of day', () => {
    expect(firstName('Ana María López')).toBe('Ana');
    expect(firstName('  Luis ')).toBe('Luis');
    expect(firstName(undefined)).toBe('');
    expect(greeting(9)).toBe('Buenos días');
    expect(greeting(15)).toBe('Buenas tardes');
    expect(greeting(22)).toBe('Buenas noches');
  });
});

describe('formatPeriod', () => {
  it('shortens a calendar month and spells out months and years across them', () => {
    expect(formatPeriod({ from: '2026-01-01', to: '2026-01-31' })).toBe('1 – 31 ene 2026');
    expect(formatPeriod({ from: '2026-01-25', to: '2026-02-24' })).toBe('25 ene – 24 feb 2026');
    expect(formatPeriod({ from: '2025-12-25', to: '2026-01-24' })).toBe('25 dic 2025 – 24 ene 2026');
  });

  it('keeps one format per locale: another locale is not written with the first one', () => {
    const month = { from: '2026-01-01', to: '2026-01-31' };
    expect(formatPeriod(month, 'en-US')).toBe(
      `1 – ${new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-01-31T00:00:00Z'))}`,
    );
    expect(formatPeriod(month, 'es-ES')).toBe('1 – 31 ene 2026');
    expect(formatPeriod(month, 'en-US')).not.toBe('1 – 31 ene 2026');
  });
});

describe('formatShare', () => {
  it('writes a share as the locale writes numbers, like toLocaleString', () => {
    expect(formatShare(12.5, 'es-ES')).toBe((12.5).toLocaleString('es-ES'));
    expect(formatShare(1234.5, 'es-CO')).toBe((1234.5).toLocaleString('es-CO'));
    expect(formatShare(12.5, 'en-US')).toBe('12.5');
    expect(formatShare(12.5, 'es-ES')).toBe('12,5');
  });
});

describe('trend', () => {
  const trend = [
    { month: '2025-11', net_worth: null },
    { month: '2025-12', net_worth: 100_00 },
    { month: '2026-01', net_worth: 250_00 },
  ];

  it('labels months in Spanish and keeps missing points empty', () => {
    expect(trendPoints(trend)).toEqual([
      { month: '2025-11', label: 'nov 25', value: null },
      { month: '2025-12', label: 'dic 25', value: 10_000 },
      { month: '2026-01', label: 'ene 26', value: 25_000 },
    ]);
  });

  it('leaves out the months before any account existed', () => {
    const young = [{ month: '2025-10', net_worth: 0 }, { month: '2025-11', net_worth: 0 }, ...trend.slice(1)];
    expect(trendPoints(young).map((point) => point.month)).toEqual(['2025-12', '2026-01']);
    expect(trendPoints([{ month: '2025-10', net_worth: 0 }])).toEqual([]);
  });

  it('measures the change between the first and last known points', () => {
    expect(trendChange(trendPoints(trend))).toBe(15_000);
    expect(trendChange(trendPoints(trend.slice(0, 2)))).toBeNull();
  });
});

describe('evenTicks', () => {
  const months = ['dic', 'ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov'];

  it('labels every month when they fit', () => {
    expect(evenTicks(months, 700)).toEqual(months);
  });

  it('skips months evenly, counting back from the latest', () => {
    expect(evenTicks(months, 400)).toEqual(['ene', 'mar', 'may', 'jul', 'sep', 'nov']);
    expect(evenTicks(months, 230)).toEqual(['feb', 'may', 'ago', 'nov']);
  });

  it('keeps at least the latest month on a tiny plot or a short series', () => {
    expect(evenTicks(months, 10)).toEqual(['may', 'nov']);
    expect(evenTicks(['nov'], 300)).toEqual(['nov']);
    expect(evenTicks([], 300)).toEqual([]);
  });
});

describe('spendingSlices', () => {
  const item = (name: string, amount: number) => ({ category_id: null, name, color: '#000000', amount });

  it('keeps the biggest groups and folds the rest into "Otros"', () => {
    const slices = spendingSlices([item('A', 500), item('B', 300), item('C', 100), item('D', 60), item('E', 40)], 3);
    expect(slices.map((slice) => [slice.name, slice.amount, slice.percent])).toEqual([
      ['A', 500, 50],
      ['B', 300, 30],
      ['Otros', 200, 20],
    ]);
  });

  it('is empty with no spending', () => {
    expect(spendingSlices([])).toEqual([]);
    expect(spendingSlices([item('A', 0)])).toEqual([]);
  });
});

describe('compactMoney', () => {
  it('abbreviates large amounts for chart axes', () => {
    expect(compactMoney(1_250_000_00, 'EUR')).toMatch(/^1,3\s?M\s?€$/);
    expect(compactMoney(12_500, 'COP', 'es-CO')).toMatch(/12,5\s?k/);
  });
});

describe('spentHelp', () => {
  it('says Gastos is the budget’s figure and names what it leaves out', () => {
    expect(spentHelp(0, 'EUR', 'es-ES')).toMatch(/lo mismo que «Gastado» en tu presupuesto/);
    expect(spentHelp(-10_000, 'COP', 'es-CO').replace(/\u00a0/g, ' ')).toMatch(
      /No cuenta \$ 10\.000 en movimientos sin categoría/,
    );
  });
});
