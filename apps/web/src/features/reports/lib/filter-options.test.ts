import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import { describe, expect, it } from 'vitest';
import { accountFilterOptions, categoryFilterOptions } from './filter-options.ts';

const category = (id: string, parent: string | null, kind: 'income' | 'expense' = 'expense', archived = false) =>
  ({
    id,
    parent_id: parent,
    kind,
    name: id,
    icon: '',
    color: '',
    position: 0,
    archived_at: archived ? 'x' : null,
    transaction_count: 0,
  }) as Category;

describe('report filter options', () => {
  it('lists expenses first with each group and its categories', () => {
    const list = [
      category('Salario', null, 'income'),
      category('Hogar', null),
      category('Luz', 'Hogar'),
      category('Viejo', 'Hogar', 'expense', true),
    ];
    expect(categoryFilterOptions(list)).toEqual([
      {
        group: 'Gastos · Hogar',
        items: [
          { value: 'Hogar', label: 'Hogar (general)' },
          { value: 'Luz', label: 'Luz' },
        ],
      },
      { group: 'Ingresos · Salario', items: [{ value: 'Salario', label: 'Salario' }] },
    ]);
    expect(categoryFilterOptions(list, ['Viejo'])[0]!.items.map((item) => item.value)).toContain('Viejo');
  });

  it('puts archived accounts last, marked', () => {
    const accounts = [
      { id: 'a', name: 'Vieja', currency: 'EUR', archived_at: 'x', position: 0 },
      { id: 'b', name: 'Nómina', currency: 'EUR', archived_at: null, position: 1 },
    ] as Account[];
    expect(accountFilterOptions(accounts).map((option) => option.label)).toEqual([
      'Nómina · EUR',
      'Vieja · EUR (archivada)',
    ]);
  });
});
