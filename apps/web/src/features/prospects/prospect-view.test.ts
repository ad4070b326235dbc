import type { Category } from '@cuentas/shared/schemas/categories';
import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  probabilityColor,
  probabilityWords,
  readStatusParam,
  totalsRows,
  transactionLink,
  weightedAmount,
} from './prospect-view.ts';

const category = (
  id: string,
  kind: 'income' | 'expense',
  parent: string | null,
  extra: Partial<Category> = {},
): Category => ({
  id,
  parent_id: parent,
  kind,
  name: id,
  icon: 'tag',
  color: '#000000',
  position: 0,
  archived_at: null,
  transaction_count: 0,
  ...extra,
});

describe('prospect view', () => {
  it('weights by probability, rounding to the minor unit', () => {
    expect(weightedAmount(120000, 70)).toBe(84000);
    expect(weightedAmount(45075, 90)).toBe(40568);
    expect(weightedAmount(1000, 0)).toBe(0);
  });

  it('reads the status filter from the URL, open by default', () => {
    expect(readStatusParam('concretado')).toBe('concretado');
    expect(readStatusParam('descartado')).toBe('descartado');
    expect(readStatusParam(null)).toBe('abierto');
    expect(readStatusParam('todo')).toBe('abierto');
  });

  it('colours and names probabilities', () => {
    expect(probabilityColor(90)).toBe('teal');
    expect(probabilityColor(50)).toBe('yellow');
    expect(probabilityColor(10)).toBe('orange');
    expect(probabilityWords(95)).toBe('Casi seguro');
    expect(probabilityWords(70)).toBe('Probable');
    expect(probabilityWords(40)).toBe('Posible');
    expect(probabilityWords(5)).toBe('Poco probable');
  });

  it('adds the net to each currency', () => {
    const rows = totalsRows({
      by_currency: [
        {
          currency: 'EUR',
          expected_income: 165075,
          expected_expense: 30000,
          weighted_income: 124568,
          weighted_expense: 15000,
        },
      ],
      open_count: 3,
      overdue_count: 1,
    });
    expect(rows[0]).toMatchObject({ expected_net: 135075, weighted_net: 109568 });
  });

  it('offers the active subcategories of the kind, grouped by parent', () => {
    const categories = [
      category('Ingresos', 'income', null),
      category('Salario', 'income', 'Ingresos', { position: 1 }),
      category('Honorarios', 'income', 'Ingresos', { position: 0 }),
      category('Viejo', 'income', 'Ingresos', { archived_at: '2026-01-01T00:00:00.000Z' }),
      category('Comida', 'expense', null),
      category('Super', 'expense', 'Comida'),
    ];
    expect(categoryOptions(categories, 'income')).toEqual([
      {
        group: 'Ingresos',
        items: [
          { value: 'Honorarios', label: 'Honorarios' },
          { value: 'Salario', label: 'Salario' },
        ],
      },
    ]);
    expect(categoryOptions(categories, 'income', 'Viejo')[0]?.items).toHaveLength(3);
    expect(categoryOptions(categories, 'expense')).toEqual([
      { group: 'Comida', items: [{ value: 'Super', label: 'Super' }] },
    ]);
  });

  it('links to the transactions screen filtered to the realised one', () => {
    expect(transactionLink({ title: 'Factura Acme & Co' }, null)).toBe('/transactions?q=Factura+Acme+%26+Co');
    expect(transactionLink({ title: 'X' }, '2026-11-22')).toBe('/transactions?q=X&from=2026-11-22&to=2026-11-22');
  });
});
