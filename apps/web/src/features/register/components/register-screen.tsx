import { formatMoney } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { RegisterRow as Row } from '@cuentas/shared/schemas/register';
import {
  Button,
  Checkbox,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconListDetails, IconPlus, IconScale, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { useReconciledGuard } from '../../../components/ui/reconciled-guard.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useCategories, useCategoryNames } from '../../../api/categories.ts';
import { useSaveMovement } from '../api/save-movement.ts';
import { InlineEditor } from './inline-editor.tsx';
import { useRegister } from '../api/get-register.ts';
import type { RegisterFilters } from '../../../api/query-keys.ts';
import { useSetCleared } from '../api/set-cleared.ts';
import type { ReconcilePrefill } from '../lib/reconcile-link.ts';
import { nextCleared } from '../lib/status.ts';
import { ReconcilePanel } from './reconcile-panel.tsx';
import { RegisterRow } from './register-row.tsx';
import { RegisterSummary } from './register-summary.tsx';
import classes from './register.module.css';
import { settle } from '../../../lib/query-client.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';

type StatusFilter = 'all' | NonNullable<RegisterFilters['status']>;

type RegisterScreenProps = {
  account: Account;
  locale: string;
  today: string;
  /** Opens reconciliation at once, filled from the import's link. */
  reconcile: ReconcilePrefill | null;
  onReconcileClosed: () => void;
  /** The full editor (a modal): on a phone, and for transfers, splits and «Más detalles». */
  onOpen?: (row: Row) => void;
  /** The full form for a new movement, used on a phone instead of the inline row. */
  onNew?: () => void;
  /** A movement's attachments (the transactions feature's, wired by the route). */
  onAttachments?: (row: Row) => void;
  /** Files dropped on a row, to attach to that movement. */
  onDropFiles?: (row: Row, files: File[]) => void;
  /** The account's imports, with undo (composed by the route). */
  importsSection?: ReactNode;
  /** What other features ask of this account, under its summary (the own transfers to answer). */
  notices?: ReactNode;
};

type Unlock = { ids: string[]; cleared: boolean } | null;

/** One account's register: movements with the balance after each, their status with the bank, and reconciliation. */
export function RegisterScreen({
  account,
  locale,
  today,
  reconcile,
  onReconcileClosed,
  onOpen,
  onNew,
  onAttachments,
  onDropFiles,
  importsSection,
  notices,
}: RegisterScreenProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<StatusFilter>('all');
  const filters = useMemo<RegisterFilters>(
    () => ({ ...(q ? { q } : {}), ...(status === 'all' ? {} : { status }) }),
    [q, status],
  );
  const register = useRegister(account.id, filters);
  const categories = useCategoryNames();
  const setCleared = useSetCleared(account.id);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busyIds, setBusyIds] = useState<Set<string>>(new Set());
  const [unlock, setUnlock] = useState<Unlock>(null);
  const [reconciling, setReconciling] = useState(reconcile !== null);
  const allCategories = useCategories();
  const saveMovement = useSaveMovement();
  const { guard, confirmation } = useReconciledGuard();
  // The inline row (docs/decisions/039): a new movement, or the id of the one edited in place.
  const [adding, setAdding] = useState(0);
  const [editingId, setEditingId] = useState<string | null>(null);

  const rows = useMemo(() => register.data?.pages.flatMap((page) => page.items) ?? [], [register.data]);
  const totals = register.data?.pages[0]?.totals;
  const loadedIds = rows.map((row) => row.id);
  const allSelected = loadedIds.length > 0 && loadedIds.every((id) => selected.has(id));

  const apply = useCallback(
    async (ids: string[], cleared: boolean, confirmReconciled: boolean) => {
      setBusyIds(new Set(ids));
      const done = await settle(setCleared.mutateAsync({ ids, cleared, confirm_reconciled: confirmReconciled }));
      if (done) {
        if (ids.length > 1)
          toastSuccess(`${done.updated} movimientos marcados como ${cleared ? 'confirmados' : 'pendientes'}`);
        setSelected(new Set());
      }
      setBusyIds(new Set());
    },
    [setCleared],
  );

  const toggle = useCallback(
    (row: Row) => {
      if (row.status === 'reconciled') setUnlock({ ids: [row.id], cleared: false });
      else void apply([row.id], nextCleared(row.status), false);
    },
    [apply],
  );

  const bulk = (cleared: boolean) => {
    const ids = [...selected];
    const locked = rows.some((row) => selected.has(row.id) && row.status === 'reconciled');
    if (locked) setUnlock({ ids, cleared });
    else void apply(ids, cleared, false);
  };

  const onSelect = useCallback((id: string, checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const openRow = useCallback(
    (row: Row) => {
      // What one row of fields cannot hold goes to the full editor.
      if (phone || row.kind === 'transfer' || row.splits.length > 0) onOpen?.(row);
      else guard(row, () => setEditingId(row.id));
    },
    [phone, onOpen, guard],
  );

  const focusRow = (id: string) => {
    // The list refetches after a save and may render the row anew, which drops the focus to the
    // page: for about a second, put it back on the row while nothing else has taken it.
    let frames = 60;
    const attempt = () => {
      const element = document.querySelector<HTMLElement>(`[data-register-row="${CSS.escape(id)}"]`);
      const active = document.activeElement;
      if (element && active !== element && (!active || active === document.body)) element.focus();
      if (--frames > 0) window.requestAnimationFrame(attempt);
    };
    window.requestAnimationFrame(attempt);
  };

  const startAdding = () => {
    if (phone) onNew?.();
    else setAdding((count) => count + 1);
  };

  const closeReconcile = () => {
    setReconciling(false);
    onReconcileClosed();
  };

  return (
    <Stack gap="md">
      <RegisterSummary account={account} totals={totals} locale={locale} />
      {notices}
      {reconciling ? (
        <ReconcilePanel
          account={account}
          locale={locale}
          today={today}
          initialDate={reconcile?.date ?? ''}
          initialBalance={reconcile?.statementBalance ?? null}
          onClose={closeReconcile}
        />
      ) : (
        <Group justify="flex-end">
          {onNew || !phone ? (
            <Button
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={startAdding}
              disabled={adding > 0 && !phone}
            >
              Nuevo movimiento
            </Button>
          ) : null}
          <Button leftSection={<IconScale size={18} aria-hidden="true" />} onClick={() => setReconciling(true)}>
            Conciliar
          </Button>
        </Group>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 220px' }}
          label="Buscar en esta cuenta"
          placeholder="Concepto, notas o texto del banco"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <SegmentedControl
          fullWidth={phone}
          size={phone ? 'xs' : 'sm'}
          style={phone ? { flex: '1 1 100%' } : undefined}
          aria-label="Estado con el banco"
          value={status}
          onChange={(value) => setStatus(value as StatusFilter)}
          data={[
            { value: 'all', label: 'Todos' },
            { value: 'uncleared', label: 'Pendientes' },
            { value: 'cleared', label: 'Confirmados' },
            { value: 'reconciled', label: 'Conciliados' },
          ]}
        />
      </Group>
      {selected.size > 0 ? (
        <Paper withBorder radius="md" p="xs" bg="cyan.0" role="region" aria-label="Acciones con la selección">
          <Group gap="sm" justify="space-between">
            <Text size="sm" fw={600}>
              {selected.size} {selected.size === 1 ? 'seleccionado' : 'seleccionados'}
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => bulk(true)} loading={setCleared.isPending}>
                Marcar confirmados
              </Button>
              <Button size="xs" variant="default" onClick={() => bulk(false)}>
                Marcar pendientes
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
                Quitar selección
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      {register.isError ? (
        <LoadError
          title="No pudimos cargar los movimientos"
          error={register.error}
          onRetry={() => void register.refetch()}
        />
      ) : null}
      <Paper
        withBorder
        radius="lg"
        p="xs"
        role="table"
        aria-label={`Movimientos de ${account.name}`}
        aria-busy={register.isFetching}
      >
        <div className={classes.head} role="row">
          <div role="columnheader">
            <Checkbox
              size="sm"
              checked={allSelected}
              indeterminate={!allSelected && selected.size > 0}
              onChange={(event) => setSelected(event.currentTarget.checked ? new Set(loadedIds) : new Set())}
              aria-label="Seleccionar todos los movimientos cargados"
            />
          </div>
          <div role="columnheader" className={classes.date}>
            Fecha
          </div>
          <div role="columnheader">Concepto</div>
          <div role="columnheader" className={classes.amount}>
            Importe
          </div>
          <div role="columnheader" className={classes.balance}>
            Saldo
          </div>
          <div role="columnheader" aria-label="Adjuntos y estado" />
        </div>
        {adding > 0 && !phone ? (
          <InlineEditor
            key={adding}
            account={account}
            locale={locale}
            today={today}
            categories={allCategories.data ?? []}
            row={null}
            saving={saveMovement.isPending}
            onSave={saveMovement.mutateAsync}
            // After a save the row starts over for the next receipt; a cancel closes it.
            onClose={(saved) => setAdding((count) => (saved ? count + 1 : 0))}
          />
        ) : null}
        {register.isPending ? (
          <Stack gap="xs" p="xs" aria-label="Cargando movimientos">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : null}
        {!register.isPending && rows.length === 0 ? (
          <EmptyState
            icon={<IconListDetails aria-hidden="true" />}
            title={q || status !== 'all' ? 'Nada coincide con la búsqueda' : 'Esta cuenta aún no tiene movimientos'}
            description={
              q || status !== 'all'
                ? 'Prueba con otras palabras u otro estado.'
                : 'Importa un extracto de tu banco o anota tu primer movimiento.'
            }
            variant="light"
          />
        ) : null}
        {rows.map((row) =>
          row.id === editingId && !phone ? (
            <InlineEditor
              key={row.id}
              account={account}
              locale={locale}
              today={today}
              categories={allCategories.data ?? []}
              row={row}
              saving={saveMovement.isPending}
              onSave={saveMovement.mutateAsync}
              onClose={() => {
                setEditingId(null);
                focusRow(row.id);
              }}
              onMore={
                onOpen
                  ? () => {
                      setEditingId(null);
                      onOpen(row);
                    }
                  : undefined
              }
            />
          ) : (
            <RegisterRow
              key={row.id}
              row={row}
              locale={locale}
              categoryName={row.category_id ? categories.data?.get(row.category_id) : undefined}
              selected={selected.has(row.id)}
              busy={busyIds.has(row.id)}
              onSelect={onSelect}
              onToggleStatus={toggle}
              onOpen={onOpen ? openRow : undefined}
              onAttachments={onAttachments}
              onDropFiles={onDropFiles}
            />
          ),
        )}
        {!register.hasNextPage && rows.length > 0 && !q && status === 'all' && totals ? (
          <Text size="sm" c="dimmed" p="sm" ta="right">
            Saldo antes de estos movimientos ({formatCalendarDate(totals.opening.date, locale)}):{' '}
            <strong>{formatMoney(totals.opening.balance, account.currency, locale)}</strong>
          </Text>
        ) : null}
      </Paper>
      {register.hasNextPage ? (
        <Group justify="center">
          <Button variant="default" loading={register.isFetchingNextPage} onClick={() => void register.fetchNextPage()}>
            Cargar más movimientos
          </Button>
        </Group>
      ) : null}
      {importsSection}
      <ConfirmModal
        opened={unlock !== null}
        title="¿Cambiar movimientos conciliados?"
        confirmLabel="Sí, cambiarlos"
        loading={setCleared.isPending}
        onConfirm={() => {
          if (unlock) void apply(unlock.ids, unlock.cleared, true).then(() => setUnlock(null));
        }}
        onClose={() => setUnlock(null)}
      >
        Ya cuadraron con el saldo de tu banco en una conciliación. Si los cambias, esa conciliación dejará de cuadrar
        hasta que concilies de nuevo.
      </ConfirmModal>
      {confirmation}
    </Stack>
  );
}
