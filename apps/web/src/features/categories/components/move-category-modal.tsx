import type { Category } from '@cuentas/shared/schemas/categories';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useUpdateCategory } from '../api/save-category.ts';
import { moveTargets } from '../category-tree.ts';

type MoveCategoryModalProps = { category: Category | null; categories: Category[]; onClose: () => void };

/** Moves a category into another group of the same kind; its transactions keep it. */
export function MoveCategoryModal({ category, categories, onClose }: MoveCategoryModalProps) {
  return (
    <Modal opened={category !== null} onClose={onClose} title="Mover a otro grupo" centered>
      {category ? <MoveForm key={category.id} category={category} categories={categories} onClose={onClose} /> : null}
    </Modal>
  );
}

function MoveForm({
  category,
  categories,
  onClose,
}: {
  category: Category;
  categories: Category[];
  onClose: () => void;
}) {
  const update = useUpdateCategory();
  const targets = moveTargets(categories, category);
  const [groupId, setGroupId] = useState(targets[0]?.value ?? '');

  function move() {
    if (!groupId) return;
    update.mutate(
      { id: category.id, changes: { parent_id: groupId } },
      {
        onSuccess: () => {
          toastSuccess(
            `Movimos «${category.name}» a ${targets.find((target) => target.value === groupId)?.label ?? 'otro grupo'}`,
          );
          onClose();
        },
      },
    );
  }

  return (
    <Stack gap="md">
      {targets.length === 0 ? (
        <Text>No hay otro grupo de este tipo. Crea uno primero.</Text>
      ) : (
        <NativeSelect
          label="Nuevo grupo"
          data={targets}
          value={groupId}
          onChange={(event) => setGroupId(event.currentTarget.value)}
          data-autofocus
        />
      )}
      <Text size="sm" c="dimmed">
        «{category.name}» conserva sus movimientos y sus reglas.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => void move()} disabled={!groupId} loading={update.isPending}>
          Mover
        </Button>
      </Group>
    </Stack>
  );
}
