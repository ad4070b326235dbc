import { describe, expect, it } from 'vitest';
import {
  compactMoney,
  forecastPoints,
  incomeExpensePoints,
  isEmpty,
  monthLabel,
  sankeyGraph,
  spendingLevel,
  type SpendingGroup,
} from './chart-data.ts';

const groups: SpendingGroup[] = [
  {
    category_id: 'food',
    name: 'Alimentación',
    color: '#f00',
    amount: 300,
    children: [
      { category_id: 'market', name: 'Supermercado', color: '#f10', amount: 200 },
      { category_id: 'food', name: 'Alimentación', color: '#f00', amount: 100 },
    ],
  },
  {
    category_id: null,
    name: 'Sin categoría',
    color: '',
    amount: 100,
    children: [{ category_id: null, name: 'Sin categoría', color: '', amount: 100 }],
  },
];

describe('chart data', () => {
  it('labels months for axes and tables', () => {
    expect(monthLabel('2026-03')).toBe('mar 26');
    expect(monthLabel('2026-09', 'long')).toBe('Septiembre 2026');
    expect(monthLabel('bad')).toBe('bad');
  });

  it('formats compact axis money from minor units', () => {
    expect(compactMoney(123_456_00, 'EUR')).toMatch(/^123,5\s?mil\s?€$/);
    expect(compactMoney(0, 'COP', 'es-CO')).toMatch(/0/);
  });

  it('draws expenses as positive bars', () => {
    expect(incomeExpensePoints([{ month: '2026-01', income: 1000, expense: -400, net: 600 }])).toEqual([
      { month: '2026-01', label: 'ene 26', income: 1000, expense: 400, net: 600 },
    ]);
  });

  it('drills from groups into a group', () => {
    const top = spendingLevel(groups, null);
    expect(top.total).toBe(400);
    expect(top.slices.map((slice) => [slice.key, slice.share, slice.drillable])).toEqual([
      ['food', 0.75, true],
      ['none', 0.25, false],
    ]);
    expect(top.slices[0]!.categoryIds).toEqual(['food', 'market', 'food']);
    expect(top.slices[1]!.color).toBe('#adb5bd');
    const food = spendingLevel(groups, 'food');
    expect(food.group?.name).toBe('Alimentación');
    expect(food.slices.map((slice) => [slice.name, slice.categoryIds, slice.drillable])).toEqual([
      ['Supermercado', ['market'], false],
      ['Alimentación', ['food'], false],
    ]);
    expect(spendingLevel(groups, 'gone').group).toBeNull();
  });

  it('keeps only the Sankey nodes that links use', () => {
    const graph = sankeyGraph(
      [
        { name: 'Ingresos', color: 'g' },
        { name: 'Vacío', color: 'x' },
        { name: 'Salario', color: 'g' },
        { name: 'Hogar', color: 'r' },
      ],
      [
        { source: 2, target: 0, value: 100 },
        { source: 0, target: 3, value: 60 },
        { source: 0, target: 1, value: 0 },
      ],
    );
    expect(graph).toEqual({
      nodes: [
        { name: 'Ingresos', color: 'g' },
        { name: 'Salario', color: 'g' },
        { name: 'Hogar', color: 'r' },
      ],
      links: [
        { source: 1, target: 0, value: 100 },
        { source: 0, target: 2, value: 60 },
      ],
    });
    expect(isEmpty.cashFlow([{ source: 0, target: 1, value: 0 }])).toBe(true);
  });

  it('starts the forecast today and bands each month', () => {
    const points = forecastPoints(1000, [{ month: '2026-06', expected: 1200, low: 900, high: 1500 }]);
    expect(points).toEqual([
      { label: 'Hoy', expected: 1000, band: [1000, 1000], low: 1000, high: 1000 },
      { label: 'jun 26', expected: 1200, band: [900, 1500], low: 900, high: 1500 },
    ]);
    expect(forecastPoints(null, [])).toEqual([]);
  });

  it('knows when there is nothing to draw', () => {
    expect(isEmpty.incomeExpense([{ month: '2026-01', income: 0, expense: 0, net: 0 }])).toBe(true);
    expect(isEmpty.netWorth([{ month: '2026-01', net_worth: null }])).toBe(true);
    expect(isEmpty.budget([{ month: '2026-01', budgeted: 10, spent: 0 }])).toBe(false);
  });
});
