import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { Button, Collapse, EmptyState, Paper, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconPigMoney, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { localeForCountry } from '../../../lib/locale.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useAccounts } from '../../../api/accounts.ts';
import { useConfiguration } from '../../../api/configuration.ts';
import { useSavingsGoals } from '../api/get-savings-goals.ts';
import { useDeleteSavingsGoal } from '../api/delete-savings-goal.ts';
import { useUpdateSavingsGoal } from '../api/update-savings-goal.ts';
import { splitGoals } from '../goal-view.ts';
import { localToday } from '../../../lib/local-today.ts';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ContributionModal } from './contribution-modal.tsx';
import { ContributionsDrawer } from './contributions-drawer.tsx';
import { GoalCard, type GoalAction } from './goal-card.tsx';
import { GoalEditorModal } from './goal-editor-modal.tsx';
import { settle } from '../../../lib/query-client.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';

const statusChanges = {
  pause: { status: 'paused', done: (name: string) => `Pausaste «${name}»` },
  resume: { status: 'active', done: (name: string) => `«${name}» vuelve a estar activa` },
  archive: { status: 'archived', done: (name: string) => `Archivaste «${name}»` },
  unarchive: { status: 'active', done: (name: string) => `«${name}» vuelve a tus metas` },
} as const;

/** /savings: goals with their progress, contributions and history. */
export function SavingsScreen() {
  const { data: configuration } = useConfiguration();
  const goals = useSavingsGoals();
  const accounts = useAccounts().data ?? [];
  const updateGoal = useUpdateSavingsGoal();
  const deleteGoal = useDeleteSavingsGoal();
  const [editing, setEditing] = useState<{ goal: SavingsGoal | null } | null>(null);
  const [contributing, setContributing] = useState<SavingsGoal | null>(null);
  const [historyOf, setHistoryOf] = useState<SavingsGoal | null>(null);
  const [deleting, setDeleting] = useState<SavingsGoal | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [archiveOpen, archive] = useDisclosure(false);
  const locale = localeForCountry(configuration?.country);
  const baseCurrency = configuration?.base_currency ?? 'EUR';
  const today = localToday();
  const accountName = (id: string | null) =>
    id ? (accounts.find((account) => account.id === id)?.name ?? null) : null;

  async function changeStatus(action: keyof typeof statusChanges, goal: SavingsGoal) {
    const change = statusChanges[action];
    setBusyId(goal.id);
    if (await settle(updateGoal.mutateAsync({ id: goal.id, changes: { status: change.status } })))
      toastSuccess(change.done(goal.name));
    setBusyId(null);
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteGoal.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess(`Eliminamos la meta «${deleting.name}»`);
        setDeleting(null);
      },
    });
  }

  function onAction(action: GoalAction, goal: SavingsGoal) {
    if (action === 'contribute') setContributing(goal);
    else if (action === 'history') setHistoryOf(goal);
    else if (action === 'edit') setEditing({ goal });
    else if (action === 'delete') setDeleting(goal);
    else void changeStatus(action, goal);
  }

  const { current, archived } = splitGoals(goals.data ?? []);
  const renderCards = (list: SavingsGoal[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {list.map((goal) => (
        <GoalCard
          key={goal.id}
          goal={goal}
          accountName={accountName(goal.account_id)}
          locale={locale}
          today={today}
          busy={busyId === goal.id}
          onAction={onAction}
        />
      ))}
    </SimpleGrid>
  );
  const newGoalButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing({ goal: null })}>
      Nueva meta
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Ahorros"
        description="Ponle nombre, cifra y fecha a lo que quieres lograr, y mira cómo te acercas."
        actions={current.length + archived.length > 0 ? newGoalButton : null}
      />
      {goals.isError ? (
        <LoadError title="No pudimos cargar tus metas" error={goals.error} onRetry={() => void goals.refetch()} />
      ) : null}
      {goals.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label="Cargando metas">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : null}
      {goals.isSuccess && goals.data.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <EmptyState
            icon={<IconPigMoney aria-hidden="true" />}
            title="Crea tu primera meta de ahorro"
            description="Un viaje, un fondo de emergencia, la cuota inicial de tu casa… Dinos cuánto y para cuándo, y te diremos cuánto apartar cada mes. Si la vinculas a una cuenta, tus transferencias a ella cuentan solas."
            variant="light"
          >
            <EmptyState.Actions>{newGoalButton}</EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : null}
      {current.length > 0 ? renderCards(current) : null}
      {archived.length > 0 ? (
        <Stack gap="sm">
          <UnstyledButton
            onClick={archive.toggle}
            aria-expanded={archiveOpen}
            aria-controls="archived-goals"
            style={{ alignSelf: 'flex-start' }}
          >
            <Text fw={600} c="dimmed" span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              {archiveOpen ? (
                <IconChevronDown size={18} aria-hidden="true" />
              ) : (
                <IconChevronRight size={18} aria-hidden="true" />
              )}
              Metas archivadas ({archived.length})
            </Text>
          </UnstyledButton>
          <Collapse expanded={archiveOpen} id="archived-goals">
            {renderCards(archived)}
          </Collapse>
        </Stack>
      ) : null}

      <GoalEditorModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        goal={editing?.goal ?? null}
        baseCurrency={baseCurrency}
        accounts={accounts}
        locale={locale}
        today={today}
      />
      <ContributionModal goal={contributing} today={today} locale={locale} onClose={() => setContributing(null)} />
      <ContributionsDrawer
        goal={historyOf ? (goals.data?.find((goal) => goal.id === historyOf.id) ?? historyOf) : null}
        locale={locale}
        onClose={() => setHistoryOf(null)}
        onContribute={(goal) => setContributing(goal)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="¿Eliminar esta meta?"
        confirmLabel="Eliminar meta"
        loading={deleteGoal.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        Se eliminarán <strong>{deleting?.name}</strong> y sus aportes manuales. Tus cuentas y transferencias no cambian.
        Si solo quieres dejar de verla, archívala.
      </ConfirmModal>
    </Stack>
  );
}
