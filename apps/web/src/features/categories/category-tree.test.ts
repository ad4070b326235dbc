import type { Category } from '@cuentas/shared/schemas/categories';
import { describe, expect, it } from 'vitest';
import { buildCategoryTree, categoryPath, hasChildren, moveTargets, sameKindTargets } from './category-tree.ts';

let next = 0;
function category(name: string, extra: Partial<Category> = {}): Category {
  next += 1;
  return {
    id: `0190f2a0-0000-7000-8000-${String(next).padStart(12, '0')}`,
    parent_id: null,
    kind: 'expense',
    name,
    icon: 'tag',
    color: '#868e96',
    position: 0,
    archived_at: null,
    transaction_count: 0,
    ...extra,
  };
}

const housing = category('Vivienda', { position: 0, transaction_count: 1 });
const food = category('Alimentación', { position: 1 });
const rent = category('Alquiler', { parent_id: housing.id, position: 1, transaction_count: 3 });
const repairs = category('Reparaciones', { parent_id: housing.id, position: 0, transaction_count: 2 });
const market = category('Supermercado', { parent_id: food.id });
const oldChild = category('Antigua', { parent_id: food.id, archived_at: '2026-01-01T00:00:00.000Z' });
const oldGroup = category('Viejo grupo', { position: 2, archived_at: '2026-01-01T00:00:00.000Z' });
const underOld = category('Huérfana', { parent_id: oldGroup.id });
const salary = category('Salario', { kind: 'income' });
const all = [rent, housing, repairs, food, market, oldChild, oldGroup, underOld, salary];

describe('buildCategoryTree', () => {
  it('nests active categories under their groups in position order, with totals', () => {
    const tree = buildCategoryTree(all, 'expense');
    expect(tree.groups.map(({ group }) => group.name)).toEqual(['Vivienda', 'Alimentación']);
    expect(tree.groups[0]!.children.map((child) => child.name)).toEqual(['Reparaciones', 'Alquiler']);
    expect(tree.groups[0]!.total).toBe(6);
  });

  it('lists archived items, and categories of archived groups, apart', () => {
    expect(buildCategoryTree(all, 'expense').archived.map((item) => item.name)).toEqual([
      'Antigua',
      'Huérfana',
      'Viejo grupo',
    ]);
  });

  it('keeps the kinds apart', () => {
    expect(buildCategoryTree(all, 'income').groups.map(({ group }) => group.name)).toEqual(['Salario']);
  });
});

describe('targets', () => {
  it('offers same-kind targets without the source or its own children', () => {
    const targets = sameKindTargets(all, housing);
    expect(targets.map((group) => group.group)).toEqual(['Alimentación']);
    expect(targets[0]!.items.map((item) => item.label)).toEqual(['Alimentación (grupo)', 'Supermercado']);
    const forRent = sameKindTargets(all, rent);
    expect(forRent[0]!.items.map((item) => item.label)).toEqual(['Vivienda (grupo)', 'Reparaciones']);
  });

  it('moves a category only into another active group', () => {
    expect(moveTargets(all, rent)).toEqual([{ value: food.id, label: 'Alimentación' }]);
  });

  it('names paths and knows which groups have children', () => {
    expect(categoryPath(rent, all)).toBe('Vivienda › Alquiler');
    expect(categoryPath(housing, all)).toBe('Vivienda');
    expect(hasChildren(all, food.id)).toBe(true);
    expect(hasChildren(all, market.id)).toBe(false);
  });
});
