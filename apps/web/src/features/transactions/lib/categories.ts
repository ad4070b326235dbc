import type { Category, CategoryKind } from '@cuentas/shared/schemas/categories';

export type CategoryOption = { value: string; label: string };
export type CategoryOptionGroup = { group: string; items: CategoryOption[] };
export type CategoryInfo = { id: string; name: string; color: string; groupName: string | null; kind: CategoryKind };

export const UNCATEGORIZED = 'none';

function byPosition(a: Category, b: Category): number {
  return a.position - b.position || a.name.localeCompare(b.name, 'es');
}

/**
 * Categories grouped under their parent, as pickers show them. A group is pickable itself only
 * when it has no children, or when it is already the value (data from elsewhere may use it).
 * Archived categories stay out unless they are the current value.
 */
export function categoryOptions(
  categories: readonly Category[],
  options: { kind?: CategoryKind; keep?: readonly (string | null | undefined)[] } = {},
): CategoryOptionGroup[] {
  const keep = new Set(options.keep?.filter(Boolean));
  const visible = (category: Category) =>
    (options.kind === undefined || category.kind === options.kind) &&
    (category.archived_at === null || keep.has(category.id));
  const parents = categories.filter((category) => category.parent_id === null && visible(category)).sort(byPosition);
  return parents
    .map((parent) => {
      const children = categories
        .filter((category) => category.parent_id === parent.id && visible(category))
        .sort(byPosition);
      const items = children.map((child) => ({ value: child.id, label: child.name }));
      if (children.length === 0 || keep.has(parent.id))
        items.unshift({ value: parent.id, label: children.length ? `${parent.name} (general)` : parent.name });
      return { group: parent.name, items };
    })
    .filter((group) => group.items.length > 0);
}

/** The filter's options: "Sin categoría" first, then both kinds grouped. */
export function categoryFilterOptions(
  categories: readonly Category[],
  selected: readonly string[],
): (CategoryOption | CategoryOptionGroup)[] {
  return [{ value: UNCATEGORIZED, label: 'Sin categoría' }, ...categoryOptions(categories, { keep: selected })];
}

/** Name, colour and group of every category (archived included) for the list rows. */
export function categoryLookup(categories: readonly Category[]): Map<string, CategoryInfo> {
  const names = new Map(categories.map((category) => [category.id, category]));
  return new Map(
    categories.map((category) => {
      const parent = category.parent_id ? names.get(category.parent_id) : undefined;
      return [
        category.id,
        {
          id: category.id,
          name: category.name,
          color: category.color || parent?.color || '#868e96',
          groupName: parent?.name ?? null,
          kind: category.kind,
        },
      ];
    }),
  );
}
