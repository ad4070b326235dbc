import type { Category } from '@cuentas/shared/schemas/categories';
import type { BulkAction, Transaction } from '@cuentas/shared/schemas/transactions';
import { Autocomplete, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useActiveAccounts } from '../../../api/accounts.ts';
import { useBulkTransactions } from '../api/bulk-transactions.ts';
import { useLastDefined } from '../hooks/use-last-defined.ts';
import { knownTags } from '../lib/cache.ts';
import { categoryOptions, UNCATEGORIZED } from '../lib/categories.ts';
import { normalizeTag } from '../lib/filters.ts';
import { movements } from '../lib/plural.ts';
import { settle } from '../../../lib/query-client.ts';
import { toastUndoable } from './undo-toast.tsx';

export type BulkKind = BulkAction;

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
  move: 'Mover a otra cuenta',
  rename: 'Cambiar el beneficiario',
  clear: 'Marcar como confirmados',
  unclear: 'Marcar como pendientes',
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
    case 'move':
      return `${movements(affected)} en «${detail}»${skippedNote(requested - affected, 'las transferencias y los conciliados se quedan en su cuenta')}`;
    case 'rename':
      return `${movements(affected)} con el beneficiario «${detail}»`;
    case 'clear':
    case 'unclear':
      return `${movements(affected)} ${action === 'clear' ? 'confirmados' : 'pendientes'}${skippedNote(requested - affected, 'los conciliados no cambian')}`;
  }
}

function skippedNote(skipped: number, why: string): string {
  return skipped > 0 ? ` (${movements(skipped)} sin cambiar: ${why})` : '';
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
  const [accountId, setAccountId] = useState<string | null>(null);
  const [payee, setPayee] = useState('');
  const accounts = useActiveAccounts().data;
  const currencies = useMemo(() => new Set(selected.map((item) => item.currency)), [selected]);
  const accountData = useMemo(
    () =>
      (accounts ?? [])
        .filter((account) => currencies.size !== 1 || currencies.has(account.currency))
        .map((account) => ({ value: account.id, label: account.name })),
    [accounts, currencies],
  );
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
    setAccountId(null);
    setPayee('');
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
    if (action === 'move') {
      if (!accountId) return setError('Elige la cuenta');
      input.account_id = accountId;
      detail = accountData.find((item) => item.value === accountId)?.label ?? '';
    }
    if (action === 'rename') {
      if (!payee.trim()) return setError('Escribe el beneficiario');
      input.payee = payee.trim();
      detail = payee.trim();
    }
    const done = await settle(bulk.mutateAsync(input));
    if (!done) return;
    toastUndoable(successMessage(action, done.affected, ids.length, detail), done.undo_ids);
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
          {action === 'move' ? (
            <Select
              label="Cuenta"
              description={`Se moverán ${count} (de la misma moneda).`}
              placeholder="Elige una cuenta"
              data={accountData}
              value={accountId}
              onChange={(value) => {
                setAccountId(value);
                setError(null);
              }}
              searchable
              nothingFoundMessage="Ninguna cuenta coincide"
              error={error}
              data-autofocus
            />
          ) : null}
          {action === 'rename' ? (
            <TextInput
              label="Beneficiario"
              description={`Se aplicará a ${count}.`}
              placeholder="Ej.: Mercadona"
              value={payee}
              onChange={(event) => {
                setPayee(event.currentTarget.value);
                setError(null);
              }}
              maxLength={200}
              error={error}
              data-autofocus
            />
          ) : null}
          {action === 'clear' || action === 'unclear' ? (
            <Text>
              {action === 'clear'
                ? `Vas a marcar ${count} como vistos en el banco.`
                : `Vas a marcar ${count} como pendientes de ver en el banco.`}{' '}
              Los conciliados no cambian.
            </Text>
          ) : null}
          {action === 'delete' ? (
            <Stack gap="xs">
              <Text>Vas a eliminar {count}. Podrás deshacerlo durante unos segundos.</Text>
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
              data-autofocus={action === 'delete' || action === 'clear' || action === 'unclear' || undefined}
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
