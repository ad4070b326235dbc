import type { Category } from '@cuentas/shared/schemas/categories';
import { Alert, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
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
  const remove = useDeleteCategory();
  const [inUse, setInUse] = useState<string | null>(null);
  const [reassignTo, setReassignTo] = useState(LEAVE_UNCATEGORISED);
  // Another category to delete starts the questions again.
  const [askedFor, setAskedFor] = useState(category?.id);
  if (askedFor !== category?.id) {
    setAskedFor(category?.id);
    setInUse(null);
    setReassignTo(LEAVE_UNCATEGORISED);
  }
  const blockedByChildren = category !== null && hasChildren(categories, category.id);

  function confirm() {
    if (!category) return;
    remove.mutate(
      { id: category.id, reassignTo: inUse === null ? undefined : reassignTo || null },
      {
        onSuccess: () => {
          toastSuccess(`Eliminamos «${category.name}»`);
          onClose();
        },
        onError: (error) => {
          const { status, fieldErrors, generalErrors } = parseServerErrors(error);
          const reassign = fieldErrors.find((item) => item.field === 'reassign_to');
          if (status === 409 && reassign && inUse === null) setInUse(reassign.message);
          else toastErrors([...generalErrors, ...fieldErrors.map((item) => item.message)]);
        },
      },
    );
  }

  return (
    <ConfirmModal
      opened={category !== null}
      title={category ? `¿Eliminar «${category.name}»?` : ''}
      confirmLabel={inUse ? 'Mover y eliminar' : 'Eliminar'}
      loading={remove.isPending}
      confirmDisabled={blockedByChildren}
      onConfirm={confirm}
      onClose={onClose}
    >
      {category ? (
        <DeleteQuestion
          category={category}
          categories={categories}
          blockedByChildren={blockedByChildren}
          inUse={inUse}
          reassignTo={reassignTo}
          onReassign={setReassignTo}
        />
      ) : null}
    </ConfirmModal>
  );
}

type DeleteQuestionProps = {
  category: Category;
  categories: Category[];
  blockedByChildren: boolean;
  inUse: string | null;
  reassignTo: string;
  onReassign: (categoryId: string) => void;
};

function DeleteQuestion({
  category,
  categories,
  blockedByChildren,
  inUse,
  reassignTo,
  onReassign,
}: DeleteQuestionProps) {
  if (blockedByChildren) {
    return (
      <Alert color="orange" variant="light">
        Este grupo tiene categorías. Muévelas a otro grupo, combínalo con otro grupo o elimínalas primero.
      </Alert>
    );
  }
  if (inUse) {
    return (
      <Stack gap="md">
        <Alert color="orange" variant="light" role="alert">
          {inUse}
        </Alert>
        <NativeSelect
          label="Mover sus movimientos a"
          value={reassignTo}
          onChange={(event) => onReassign(event.currentTarget.value)}
          data={[
            { value: LEAVE_UNCATEGORISED, label: 'Dejar sin categoría' },
            ...sameKindTargets(categories, category),
          ]}
          data-autofocus
        />
      </Stack>
    );
  }
  return (
    <Text>
      {category.transaction_count > 0
        ? `Tiene ${category.transaction_count} ${category.transaction_count === 1 ? 'movimiento' : 'movimientos'}: te preguntaremos a dónde moverlos.`
        : 'No tiene movimientos.'}{' '}
      No se puede deshacer.
    </Text>
  );
}
