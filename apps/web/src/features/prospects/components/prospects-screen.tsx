import type { Prospect } from '@cuentas/shared/schemas/prospects';
import { Button, EmptyState, Paper, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconPlus, IconTrendingUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { localeForCountry } from '../../../lib/locale.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useAccounts } from '../../../api/accounts.ts';
import { useCategories } from '../../../api/categories.ts';
import { useConfiguration } from '../../../api/configuration.ts';
import { useProspectTotals } from '../api/get-prospect-totals.ts';
import { useProspects } from '../api/get-prospects.ts';
import { useDeleteProspect } from '../api/delete-prospect.ts';
import { useUpdateProspect } from '../api/update-prospect.ts';
import { localToday } from '../../../lib/local-today.ts';
import { readStatusParam, statusFilters, type ProspectStatus } from '../prospect-view.ts';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ProspectEditorModal } from './prospect-editor-modal.tsx';
import { ProspectRow, type ProspectAction } from './prospect-row.tsx';
import { ProspectTotalsCard } from './prospect-totals-card.tsx';
import { RealizeModal } from './realize-modal.tsx';
import { settle } from '../../../lib/query-client.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';

const emptyTexts = {
  abierto: {
    title: 'Anota el dinero que esperas',
    description:
      'Un pago de un cliente, una prima, la devolución de impuestos… o un gasto que se viene. Ponle fecha y probabilidad y verás cuánto puedes contar de verdad. Cuando llegue, «Concretar» lo registra en tu cuenta.',
  },
  concretado: {
    title: 'Aún no has concretado prospectos',
    description: 'Cuando el dinero de un prospecto llegue (o salga), usa «Concretar» y aparecerá aquí.',
  },
  descartado: {
    title: 'No hay prospectos descartados',
    description: 'Los que descartes se guardan aquí, por si quieres reabrirlos.',
  },
} as const satisfies Record<ProspectStatus, { title: string; description: string }>;

/** /prospects: money expected but not certain yet, weighted by probability, until it is realised or discarded. */
export function ProspectsScreen() {
  const { data: configuration } = useConfiguration();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatusParam(searchParams.get('estado'));
  const prospects = useProspects(status);
  const totals = useProspectTotals();
  const accounts = useAccounts().data ?? [];
  const categories = useCategories().data ?? [];
  const updateProspect = useUpdateProspect();
  const deleteProspect = useDeleteProspect();
  const [editing, setEditing] = useState<{ prospect: Prospect | null } | null>(null);
  const [realizing, setRealizing] = useState<Prospect | null>(null);
  const [deleting, setDeleting] = useState<Prospect | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const locale = localeForCountry(configuration?.country);
  const baseCurrency = configuration?.base_currency ?? 'EUR';
  const today = localToday();
  const list = prospects.data ?? [];
  const switching = prospects.isPlaceholderData;

  const changeStatus = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'abierto') params.delete('estado');
        else params.set('estado', next);
        return params;
      },
      { preventScrollReset: true },
    );

  async function setProspectStatus(prospect: Prospect, next: 'abierto' | 'descartado') {
    setBusyId(prospect.id);
    if (await settle(updateProspect.mutateAsync({ id: prospect.id, changes: { status: next } }))) {
      toastSuccess(
        next === 'descartado' ? `Descartaste «${prospect.title}»` : `«${prospect.title}» vuelve a estar abierto`,
      );
    }
    setBusyId(null);
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteProspect.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess(`Eliminamos «${deleting.title}»`);
        setDeleting(null);
      },
    });
  }

  function onAction(action: ProspectAction, prospect: Prospect) {
    if (action === 'realize') setRealizing(prospect);
    else if (action === 'edit') setEditing({ prospect });
    else if (action === 'delete') setDeleting(prospect);
    else void setProspectStatus(prospect, action === 'discard' ? 'descartado' : 'abierto');
  }

  const empty = emptyTexts[status];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Prospectos"
        description="El dinero que esperas pero aún no es seguro, para prever tu flujo de caja."
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setEditing({ prospect: null })}
          >
            Nuevo prospecto
          </Button>
        }
      />
      {totals.isPending ? <Skeleton h={180} radius="lg" aria-label="Cargando totales" /> : null}
      {totals.data && totals.data.open_count > 0 ? <ProspectTotalsCard totals={totals.data} locale={locale} /> : null}

      <SegmentedControl
        value={status}
        onChange={changeStatus}
        data={[...statusFilters]}
        aria-label="Estado de los prospectos"
        style={{ alignSelf: 'flex-start' }}
      />

      {prospects.isError && !prospects.data ? (
        <LoadError
          title="No pudimos cargar tus prospectos"
          error={prospects.error}
          onRetry={() => void prospects.refetch()}
        />
      ) : null}
      {prospects.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Cargando prospectos">
          <Skeleton h={120} radius="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      ) : null}
      {prospects.isSuccess && !switching && list.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <EmptyState
            icon={<IconTrendingUp aria-hidden="true" />}
            title={empty.title}
            description={empty.description}
            variant="light"
          >
            {status === 'abierto' ? (
              <EmptyState.Actions>
                <Button onClick={() => setEditing({ prospect: null })}>Crear mi primer prospecto</Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        </Paper>
      ) : null}
      {list.length > 0 ? (
        <Stack
          gap="sm"
          role="list"
          aria-label="Prospectos"
          aria-busy={switching || undefined}
          style={{ opacity: switching ? 0.55 : 1, transition: 'opacity 150ms' }}
        >
          {list.map((prospect) => (
            <ProspectRow
              key={prospect.id}
              prospect={prospect}
              locale={locale}
              busy={busyId === prospect.id}
              onAction={onAction}
            />
          ))}
        </Stack>
      ) : null}

      <ProspectEditorModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        prospect={editing?.prospect ?? null}
        baseCurrency={baseCurrency}
        accounts={accounts}
        categories={categories}
        locale={locale}
        today={today}
      />
      <RealizeModal
        prospect={realizing}
        accounts={accounts}
        categories={categories}
        locale={locale}
        today={today}
        onClose={() => setRealizing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="¿Eliminar este prospecto?"
        confirmLabel="Eliminar"
        loading={deleteProspect.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        Se eliminará <strong>{deleting?.title}</strong>.{' '}
        {deleting?.status === 'concretado'
          ? 'El movimiento que creaste al concretarlo se conserva.'
          : 'Si solo no va a pasar, mejor descártalo: quedará en el historial.'}
      </ConfirmModal>
    </Stack>
  );
}
