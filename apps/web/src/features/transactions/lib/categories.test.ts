import type { Category } from '@cuentas/shared/schemas/categories';
import { describe, expect, it } from 'vitest';
import { categoryFilterOptions, categoryLookup, categoryOptions } from './categories.ts';

let next = 0;
function category(
  name: string,
  kind: Category['kind'],
  parent: Category | null,
  extra: Partial<Category> = {},
): Category {
  next += 1;
  return {
    id: `id-${next}`,
    parent_id: parent?.id ?? null,
    kind,
    name,
    icon: 'tag',
    color: '#2f9e44',
    position: next,
    archived_at: null,
    transaction_count: 0,
    ...extra,
  };
}

const food = category('Alimentación', 'expense', null);
const market = category('Supermercado', 'expense', food);
const old = category('Antigua', 'expense', food, { archived_at: '2025-01-01' });
const income = category('Ingresos', 'income', null);
const salary = category('Salario', 'income', income);
const loose = category('Varios', 'expense', null);
const all = [food, market, old, income, salary, loose];

describe('category options', () => {
  it('groups children under their parent and filters by kind', () => {
    expect(categoryOptions(all, { kind: 'expense' })).toEqual([
      { group: 'Alimentación', items: [{ value: market.id, label: 'Supermercado' }] },
      { group: 'Varios', items: [{ value: loose.id, label: 'Varios' }] },
    ]);
    expect(categoryOptions(all, { kind: 'income' })).toEqual([
      { group: 'Ingresos', items: [{ value: salary.id, label: 'Salario' }] },
    ]);
  });

  it('keeps the current value even when it is a group or archived', () => {
    const groups = categoryOptions(all, { kind: 'expense', keep: [food.id, old.id] });
    expect(groups[0]!.items.map((item) => item.label)).toEqual(['Alimentación (general)', 'Supermercado', 'Antigua']);
  });

  it('offers "Sin categoría" first in the filter', () => {
    expect(categoryFilterOptions(all, [])[0]).toEqual({ value: 'none', label: 'Sin categoría' });
  });

  it('looks up names and group names, archived included', () => {
    const lookup = categoryLookup(all);
    expect(lookup.get(old.id)).toMatchObject({ name: 'Antigua', groupName: 'Alimentación' });
    expect(lookup.get(food.id)?.groupName).toBeNull();
  });
});
