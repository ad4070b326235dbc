import type { Category, CategoryKind } from '@cuentas/shared/schemas/categories';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

type Group = { group: string; items: { value: string; label: string }[] };

/**
 * The user's categories grouped under their parent, of one kind when given. A parent is pickable
 * itself when it has no children or is the current value; archived ones only as the current value.
 */
export function categoryGroups(
  categories: readonly Category[],
  kind: CategoryKind | undefined,
  current: string | null,
): Group[] {
  const visible = (category: Category) =>
    (kind === undefined || category.kind === kind) && (category.archived_at === null || category.id === current);
  const order = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name, 'es');
  return categories
    .filter((category) => category.parent_id === null && visible(category))
    .sort(order)
    .map((parent) => {
      const children = categories
        .filter((category) => category.parent_id === parent.id && visible(category))
        .sort(order);
      const items = children.map((child) => ({ value: child.id, label: child.name }));
      if (children.length === 0 || parent.id === current)
        items.unshift({ value: parent.id, label: children.length ? `${parent.name} (general)` : parent.name });
      return { group: parent.name, items };
    })
    .filter((group) => group.items.length > 0);
}

type CategorySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  categories: readonly Category[];
  value: string | null;
  /** null: without category. */
  onChange: (id: string | null) => void;
  kind?: CategoryKind;
};

/** A searchable category picker; clearing it leaves the movement "Sin categoría". */
export function CategorySelect({ categories, value, onChange, kind, ...props }: CategorySelectProps) {
  const data = useMemo(() => categoryGroups(categories, kind, value), [categories, kind, value]);
  return (
    <Select
      placeholder="Sin categoría"
      searchable
      clearable
      nothingFoundMessage="Ninguna categoría con ese nombre"
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data}
      value={value}
      onChange={(next) => onChange(next || null)}
    />
  );
}
