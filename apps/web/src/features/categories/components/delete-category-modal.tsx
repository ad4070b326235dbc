import type { Category } from '@cuentas/shared/schemas/categories';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { parseServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { hasChildren, sameKindTargets } from '../category-tree.ts';

type DeleteCategoryModalProps = { category: Category | null; categories: Category[]; onClose: () => void };

const LEAVE_UNCATEGORISED = '';

/**
 * Confirms, then deletes. When the category is in use the server answers 409 on reassign_to with
 * the count; the modal then asks where its transactions go before trying again.
 */
export function DeleteCategoryModal({ category, categories, onClose }: DeleteCategoryModalProps) {
  return (
    <Modal opened={category !== null} onClose={onClose} title={category ? `¿Eliminar «${category.name}»?` : ''} centered>
      {category ? <DeleteForm key={category.id} category={category} categories={categories} onClose={onClose} /> : null}
    </Modal>
  );
}

function DeleteForm({ category, categories, onClose }: { category: Category; categories: Category[]; onClose: () => void }) {
  const remove = useDeleteCategory();
  const [inUse, setInUse] = useState<string | null>(null);
  const [reassignTo, setReassignTo] = useState(LEAVE_UNCATEGORISED);
  const blockedByChildren = hasChildren(categories, category.id);
  const targets = sameKindTargets(categories, category);

  async function confirm() {
    try {
      await remove.mutateAsync({ id: category.id, reassignTo: inUse === null ? undefined : reassignTo || null });
    } catch (error) {
      const { status, fieldErrors, generalErrors } = parseServerErrors(error);
      const reassign = fieldErrors.find((item) => item.field === 'reassign_to');
      if (status === 409 && reassign && inUse === null) {
        setInUse(reassign.message);
        return;
      }
      toastErrors([...generalErrors, ...fieldErrors.map((item) => item.message)]);
      return;
    }
    toastSuccess(`Eliminamos «${category.name}»`);
    onClose();
  }

  return (
    <Stack gap="md">
      {blockedByChildren ? (
        <Alert color="orange" variant="light">
          Este grupo tiene categorías. Muévelas a otro grupo, combínalo con otro grupo o elimínalas primero.
        </Alert>
      ) : inUse ? (
        <>
          <Alert color="orange" variant="light" role="alert">
            {inUse}
          </Alert>
          <NativeSelect
            label="Mover sus movimientos a"
            value={reassignTo}
            onChange={(event) => setReassignTo(event.currentTarget.value)}
            data={[{ value: LEAVE_UNCATEGORISED, label: 'Dejar sin categoría' }, ...targets]}
            data-autofocus
          />
        </>
      ) : (
        <Text>
          {category.transaction_count > 0
            ? `Tiene ${category.transaction_count} ${category.transaction_count === 1 ? 'movimiento' : 'movimientos'}: te preguntaremos a dónde moverlos.`
            : 'No tiene movimientos.'}{' '}
          No se puede deshacer.
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="red" onClick={() => void confirm()} disabled={blockedByChildren} loading={remove.isPending}>
          {inUse ? 'Mover y eliminar' : 'Eliminar'}
        </Button>
      </Group>
    </Stack>
  );
}
