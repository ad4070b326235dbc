import type { Category } from '@cuentas/shared/schemas/categories';
import { Button, Collapse, Divider, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { categoryPath, type CategoryTree } from '../category-tree.ts';
import { CategoryRow, type CategoryAction } from './category-row.tsx';

type CategoryTreeViewProps = {
  tree: CategoryTree;
  all: Category[];
  busyId: string | null;
  onAction: (action: CategoryAction, category: Category) => void;
  emptyText: string;
};

/** Each group on a card with its categories indented below; archived ones behind a toggle. */
export function CategoryTreeView({ tree, all, busyId, onAction, emptyText }: CategoryTreeViewProps) {
  const [showArchived, { toggle }] = useDisclosure(false);
  return (
    <Stack gap="md">
      {tree.groups.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {emptyText}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        {tree.groups.map(({ group, children, total }) => (
          <Paper key={group.id} withBorder radius="lg" px="md" py="xs" component="section" aria-label={group.name}>
            <CategoryRow category={group} count={total} isGroup busy={busyId === group.id} onAction={onAction} />
            {children.length > 0 ? <Divider my={4} /> : null}
            <Stack
              component="ul"
              gap={0}
              p={0}
              m={0}
              pl={{ base: 'sm', sm: 'xl' }}
              style={{ listStyle: 'none' }}
              aria-label={`Categorías de ${group.name}`}
            >
              {children.map((child) => (
                <li key={child.id}>
                  <CategoryRow
                    category={child}
                    count={child.transaction_count}
                    isGroup={false}
                    busy={busyId === child.id}
                    onAction={onAction}
                  />
                </li>
              ))}
            </Stack>
            {children.length === 0 ? (
              <Text size="sm" c="dimmed" pb={6} pl={{ base: 'sm', sm: 'xl' }}>
                Aún no tiene categorías.
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
      {tree.archived.length > 0 ? (
        <Stack gap="xs">
          <Button
            variant="subtle"
            color="gray"
            w="fit-content"
            onClick={toggle}
            aria-expanded={showArchived}
            leftSection={
              showArchived ? (
                <IconChevronDown size={16} aria-hidden="true" />
              ) : (
                <IconChevronRight size={16} aria-hidden="true" />
              )
            }
          >
            Archivadas ({tree.archived.length})
          </Button>
          <Collapse expanded={showArchived}>
            <Paper withBorder radius="lg" px="md" py="xs">
              <Text size="sm" c="dimmed" py={4}>
                No aparecen al elegir categoría, pero conservan sus movimientos.
              </Text>
              <Stack
                component="ul"
                gap={0}
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label="Categorías archivadas"
              >
                {tree.archived.map((category) => (
                  <li key={category.id}>
                    <CategoryRow
                      category={category}
                      label={categoryPath(category, all)}
                      count={category.transaction_count}
                      isGroup={category.parent_id === null}
                      archived
                      busy={busyId === category.id}
                      onAction={onAction}
                    />
                  </li>
                ))}
              </Stack>
            </Paper>
          </Collapse>
        </Stack>
      ) : null}
    </Stack>
  );
}
