import type { Category } from '@cuentas/shared/schemas/categories';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Autocomplete, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useBulkTransactions } from '../api/bulk-transactions.ts';
import { useLastDefined } from '../hooks/use-last-defined.ts';
import { knownTags } from '../lib/cache.ts';
import { categoryOptions, UNCATEGORIZED } from '../lib/categories.ts';
import { normalizeTag } from '../lib/filters.ts';
import { movements } from '../lib/plural.ts';
import { settle } from '../../../lib/query-client.ts';

export type BulkKind = 'categorize' | 'tag' | 'untag' | 'delete';

type BulkDialogProps = {
  action: BulkKind | null;
  selected: readonly Transaction[];
  categories: readonly Category[];
  tagSuggestions: readonly string[];
  onClose: () => void;
  onDone: (action: BulkKind) => void;
};

const titles: Record<BulkKind, string> = {
  categorize: 'Categorizar movimientos',
  tag: 'Añadir una etiqueta',
  untag: 'Quitar una etiqueta',
  delete: '¿Eliminar los movimientos?',
};

function successMessage(action: BulkKind, affected: number, requested: number, detail: string): string {
  switch (action) {
    case 'categorize': {
      const skipped = requested - affected;
      const note =
        skipped > 0
          ? ` (${movements(skipped)} sin cambiar: las transferencias y las divididas no llevan categoría)`
          : '';
      return `${movements(affected)} en «${detail}»${note}`;
    }
    case 'tag':
      return `Etiqueta «${detail}» añadida a ${movements(affected)}`;
    case 'untag':
      return `Etiqueta «${detail}» quitada de ${movements(affected)}`;
    case 'delete':
      return `${movements(affected)} ${affected === 1 ? 'eliminado' : 'eliminados'}`;
  }
}

/** The dialog behind each bulk action: pick the category or tag, or confirm the deletion. */
export function BulkDialog({
  action: current,
  selected: currentSelection,
  categories,
  tagSuggestions,
  onClose,
  onDone,
}: BulkDialogProps) {
  const bulk = useBulkTransactions();
  const action = useLastDefined(current);
  // The selection is cleared when an action succeeds; keep the count steady while the dialog fades out.
  const selected = useLastDefined(current ? currentSelection : null) ?? currentSelection;
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string | null>(null);
  const categoryData = useMemo(
    () => [{ value: UNCATEGORIZED, label: 'Sin categoría' }, ...categoryOptions(categories)],
    [categories],
  );
  const selectedTags = useMemo(() => (action === 'untag' ? knownTags(selected) : []), [action, selected]);
  const transfers = useMemo(
    () => (action === 'delete' ? selected.filter((item) => item.kind === 'transfer').length : 0),
    [action, selected],
  );

  function close() {
    setCategoryId(null);
    setTag('');
    setError(null);
    onClose();
  }

  async function run() {
    if (!action) return;
    const ids = selected.map((item) => item.id);
    let detail = '';
    const input: Parameters<typeof bulk.mutateAsync>[0] = { ids, action };
    if (action === 'categorize') {
      if (!categoryId) return setError('Elige la categoría');
      input.category_id = categoryId === UNCATEGORIZED ? null : categoryId;
      detail =
        categoryData
          .flatMap((item) => ('items' in item ? item.items : [item]))
          .find((item) => item.value === categoryId)?.label ?? '';
    }
    if (action === 'tag' || action === 'untag') {
      const clean = normalizeTag(tag);
      if (!clean) return setError('Escribe la etiqueta');
      input.tag = clean;
      detail = clean;
    }
    const done = await settle(bulk.mutateAsync(input));
    if (!done) return;
    toastSuccess(successMessage(action, done.affected, ids.length, detail));
    close();
    onDone(action);
  }

  const count = movements(selected.length);
  return (
    <Modal opened={current !== null} onClose={close} title={action ? titles[action] : ''} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
        noValidate
      >
        <Stack gap="md">
          {action === 'categorize' ? (
            <Select
              label="Categoría"
              description={`Se aplicará a ${count}.`}
              placeholder="Elige una categoría"
              data={categoryData}
              value={categoryId}
              onChange={(value) => {
                setCategoryId(value);
                setError(null);
              }}
              searchable
              nothingFoundMessage="Ninguna categoría coincide"
              maxDropdownHeight={280}
              error={error}
              data-autofocus
            />
          ) : null}
          {action === 'tag' || action === 'untag' ? (
            <Autocomplete
              label="Etiqueta"
              description={action === 'tag' ? `Se añadirá a ${count}.` : `Se quitará de ${count}.`}
              placeholder="Ej.: viaje"
              data={action === 'untag' ? selectedTags : [...tagSuggestions]}
              value={tag}
              onChange={(value) => {
                setTag(value);
                setError(null);
              }}
              maxLength={40}
              error={error}
              data-autofocus
            />
          ) : null}
          {action === 'delete' ? (
            <Stack gap="xs">
              <Text>Vas a eliminar {count}. Esta acción no se puede deshacer.</Text>
              {transfers > 0 ? (
                <Text size="sm" c="dimmed">
                  Incluye {countOf(transfers)}: también se eliminará la otra parte de cada una.
                </Text>
              ) : null}
            </Stack>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button
              type="submit"
              color={action === 'delete' ? 'red' : undefined}
              loading={bulk.isPending}
              data-autofocus={action === 'delete' || undefined}
            >
              {action === 'delete' ? `Eliminar ${count}` : 'Aplicar'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function countOf(transfers: number): string {
  return transfers === 1 ? '1 transferencia' : `${transfers} transferencias`;
}
