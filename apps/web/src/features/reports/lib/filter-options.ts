import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';

export type Option = { value: string; label: string };
export type OptionGroup = { group: string; items: Option[] };

/** Every account (archived ones marked), by name. */
export function accountFilterOptions(accounts: readonly Account[]): Option[] {
  return [...accounts]
    .sort((a, b) => Number(a.archived_at !== null) - Number(b.archived_at !== null) || a.position - b.position)
    .map((account) => ({
      value: account.id,
      label: `${account.name} · ${account.currency}${account.archived_at ? ' (archivada)' : ''}`,
    }));
}

const byPosition = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name, 'es');

/**
 * Categories under their group, expenses first. Reports filter by exact category, so a group with
 * children is offered as "(general)" for what was filed on the group itself.
 */
export function categoryFilterOptions(
  categories: readonly Category[],
  selected: readonly string[] = [],
): OptionGroup[] {
  const keep = new Set(selected);
  const visible = (category: Category) => category.archived_at === null || keep.has(category.id);
  const parents = categories
    .filter((category) => category.parent_id === null && visible(category))
    .sort((a, b) => Number(a.kind === 'income') - Number(b.kind === 'income') || byPosition(a, b));
  return parents
    .map((parent) => {
      const children = categories
        .filter((category) => category.parent_id === parent.id && visible(category))
        .sort(byPosition);
      const items = [
        { value: parent.id, label: children.length ? `${parent.name} (general)` : parent.name },
        ...children.map((child) => ({ value: child.id, label: child.name })),
      ];
      return { group: `${parent.kind === 'income' ? 'Ingresos' : 'Gastos'} · ${parent.name}`, items };
    })
    .filter((group) => group.items.length > 0);
}
