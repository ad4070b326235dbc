import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category, CategoryKind } from '@cuentas/shared/schemas/categories';

export type Option = { value: string; label: string };
export type OptionGroup = { group: string; items: Option[] };

/** Open accounts for the pickers, plus the current one if it has been archived since. */
export function accountOptions(accounts: readonly Account[], keep?: string | null): Option[] {
  return accounts
    .filter((account) => account.archived_at === null || account.id === keep)
    .map((account) => ({ value: account.id, label: `${account.name} · ${account.currency}` }));
}

const byPosition = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name, 'es');

/** Categories of one kind under their group, as native <optgroup>s; a group with children is not pickable itself. */
export function categoryOptions(
  categories: readonly Category[],
  kind: CategoryKind,
  keep?: string | null,
): OptionGroup[] {
  const visible = (category: Category) =>
    category.kind === kind && (category.archived_at === null || category.id === keep);
  return categories
    .filter((category) => category.parent_id === null && visible(category))
    .sort(byPosition)
    .map((parent) => {
      const children = categories
        .filter((category) => category.parent_id === parent.id && visible(category))
        .sort(byPosition);
      const items = children.map((child) => ({ value: child.id, label: child.name }));
      if (children.length === 0 || parent.id === keep)
        items.unshift({ value: parent.id, label: children.length ? `${parent.name} (general)` : parent.name });
      return { group: parent.name, items };
    })
    .filter((group) => group.items.length > 0);
}
