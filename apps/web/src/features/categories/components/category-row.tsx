import type { Category } from '@cuentas/shared/schemas/categories';
import { ActionIcon, Group, Menu, Text, ThemeIcon } from '@mantine/core';
import {
  IconArchive,
  IconArrowsJoin,
  IconArrowsRightLeft,
  IconDots,
  IconPencil,
  IconPlus,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { CategoryIcon } from '../category-icons.tsx';

export type CategoryAction = 'edit' | 'add-child' | 'move' | 'merge' | 'archive' | 'restore' | 'delete';

type CategoryRowProps = {
  category: Category;
  /** Shown instead of the name, e.g. "Vivienda › Alquiler" in the archived list. */
  label?: string;
  count: number;
  isGroup: boolean;
  archived?: boolean;
  busy?: boolean;
  onAction: (action: CategoryAction, category: Category) => void;
};

export function countLabel(count: number): string {
  if (count === 0) return 'Sin movimientos';
  return count === 1 ? '1 movimiento' : `${count.toLocaleString('es-ES')} movimientos`;
}

/** Icon on its colour, name, transaction count and a menu with everything one can do to it. */
export function CategoryRow({ category, label, count, isGroup, archived, busy, onAction }: CategoryRowProps) {
  const name = label ?? category.name;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon
          size={isGroup ? 36 : 30}
          radius="md"
          color={category.color}
          variant={isGroup ? 'filled' : 'light'}
          aria-hidden="true"
        >
          <CategoryIcon name={category.icon} size={isGroup ? 20 : 17} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={isGroup ? 700 : 500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {countLabel(count)}
          </Text>
        </div>
      </Group>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Acciones de ${name}`} loading={busy}>
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {archived ? (
            <Menu.Item
              leftSection={<IconRestore size={16} aria-hidden="true" />}
              onClick={() => onAction('restore', category)}
            >
              Restaurar
            </Menu.Item>
          ) : (
            <>
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => onAction('edit', category)}
              >
                Editar
              </Menu.Item>
              {isGroup ? (
                <Menu.Item
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() => onAction('add-child', category)}
                >
                  Agregar categoría
                </Menu.Item>
              ) : (
                <Menu.Item
                  leftSection={<IconArrowsRightLeft size={16} aria-hidden="true" />}
                  onClick={() => onAction('move', category)}
                >
                  Mover a otro grupo
                </Menu.Item>
              )}
              <Menu.Item
                leftSection={<IconArrowsJoin size={16} aria-hidden="true" />}
                onClick={() => onAction('merge', category)}
              >
                Combinar con otra
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArchive size={16} aria-hidden="true" />}
                onClick={() => onAction('archive', category)}
              >
                Archivar
              </Menu.Item>
            </>
          )}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => onAction('delete', category)}
          >
            Eliminar
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
