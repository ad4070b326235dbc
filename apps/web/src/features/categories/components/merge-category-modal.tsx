import type { Category } from '@cuentas/shared/schemas/categories';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useMergeCategory } from '../api/merge-category.ts';
import { hasChildren, sameKindTargets } from '../category-tree.ts';

type MergeCategoryModalProps = { category: Category | null; categories: Category[]; onClose: () => void };

/** Merges a category (or group) into another of the same kind; the source disappears. */
export function MergeCategoryModal({ category, categories, onClose }: MergeCategoryModalProps) {
  return (
    <Modal opened={category !== null} onClose={onClose} title={category ? `Combinar «${category.name}»` : ''} centered>
      {category ? <MergeForm key={category.id} category={category} categories={categories} onClose={onClose} /> : null}
    </Modal>
  );
}

function MergeForm({
  category,
  categories,
  onClose,
}: {
  category: Category;
  categories: Category[];
  onClose: () => void;
}) {
  const merge = useMergeCategory();
  const targets = sameKindTargets(categories, category);
  const [intoId, setIntoId] = useState(targets[0]?.items[0]?.value ?? '');
  const intoName = targets.flatMap((group) => group.items).find((item) => item.value === intoId)?.label ?? '';
  const count = category.transaction_count;

  function confirm() {
    merge.mutate(
      { id: category.id, intoId },
      {
        onSuccess: () => {
          toastSuccess(`Combinamos «${category.name}» con ${intoName}`);
          onClose();
        },
      },
    );
  }

  return (
    <Stack gap="md">
      {targets.length === 0 ? (
        <Text>No hay otra categoría del mismo tipo con la que combinarla.</Text>
      ) : (
        <NativeSelect
          label="Combinar con"
          data={targets}
          value={intoId}
          onChange={(event) => setIntoId(event.currentTarget.value)}
          data-autofocus
        />
      )}
      <Alert color="orange" variant="light">
        {count === 1 ? 'Su movimiento' : `Sus ${count} movimientos`}, sus reglas
        {hasChildren(categories, category.id) ? ' y sus categorías' : ''} pasarán a la categoría elegida, y «
        {category.name}» se eliminará. No se puede deshacer.
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="orange" onClick={() => void confirm()} disabled={!intoId} loading={merge.isPending}>
          Combinar
        </Button>
      </Group>
    </Stack>
  );
}
