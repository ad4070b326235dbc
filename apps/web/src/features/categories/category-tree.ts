import type { Category, CategoryKind } from '@cuentas/shared/schemas/categories';

export type CategoryNode = {
  group: Category;
  children: Category[];
  /** Transactions of the group and its categories. */ total: number;
};
export type CategoryTree = { groups: CategoryNode[]; archived: Category[] };

const byPosition = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name, 'es');
const isActive = (category: Category) => category.archived_at === null;

/**
 * Groups (parent_id null) with their categories, for one kind. Archived items, and categories of
 * an archived group, are listed apart so the active tree reads like what the pickers offer.
 */
export function buildCategoryTree(categories: readonly Category[], kind: CategoryKind): CategoryTree {
  const ofKind = categories.filter((category) => category.kind === kind);
  const groups = ofKind.filter((category) => category.parent_id === null && isActive(category)).sort(byPosition);
  const activeGroupIds = new Set(groups.map((group) => group.id));
  return {
    groups: groups.map((group) => {
      const children = ofKind
        .filter((category) => category.parent_id === group.id && isActive(category))
        .sort(byPosition);
      return {
        group,
        children,
        total: children.reduce((sum, child) => sum + child.transaction_count, group.transaction_count),
      };
    }),
    archived: ofKind
      .filter(
        (category) => !isActive(category) || (category.parent_id !== null && !activeGroupIds.has(category.parent_id)),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'es')),
  };
}

/** "Vivienda › Alquiler" (or just the group's name). */
export function categoryPath(category: Category, all: readonly Category[]): string {
  const parent = category.parent_id ? all.find((item) => item.id === category.parent_id) : undefined;
  return parent ? `${parent.name} › ${category.name}` : category.name;
}

export type SelectGroup = { group: string; items: { value: string; label: string }[] };

/**
 * Active categories of the same kind as `source`, grouped for a select, without `source` itself
 * nor its own categories (a group cannot go into one of its children).
 */
export function sameKindTargets(categories: readonly Category[], source: Category): SelectGroup[] {
  const tree = buildCategoryTree(categories, source.kind);
  return tree.groups
    .filter(({ group }) => group.id !== source.id)
    .map(({ group, children }) => ({
      group: group.name,
      items: [
        { value: group.id, label: `${group.name} (grupo)` },
        ...children.filter((child) => child.id !== source.id).map((child) => ({ value: child.id, label: child.name })),
      ],
    }));
}

/** Groups a category can move into: active, same kind, not the one it is in. */
export function moveTargets(categories: readonly Category[], category: Category): { value: string; label: string }[] {
  return buildCategoryTree(categories, category.kind)
    .groups.filter(({ group }) => group.id !== category.id && group.id !== category.parent_id)
    .map(({ group }) => ({ value: group.id, label: group.name }));
}

/** Whether a group still holds categories (archived ones count: the server refuses to delete it). */
export function hasChildren(categories: readonly Category[], id: string): boolean {
  return categories.some((category) => category.parent_id === id);
}
