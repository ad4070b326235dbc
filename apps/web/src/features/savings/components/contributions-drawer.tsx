import { formatMoney } from '@cuentas/shared/money';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { ActionIcon, Badge, Button, Drawer, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconHandFinger, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useContributions, type Contribution } from '../api/get-contributions.ts';
import { useDeleteContribution } from '../api/delete-contribution.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Money } from '../../../components/ui/money.tsx';

type ContributionsDrawerProps = {
  goal: SavingsGoal | null;
  locale: string;
  onClose: () => void;
  onContribute: (goal: SavingsGoal) => void;
};

/** The history of a goal: manual contributions and withdrawals, and transfers into its linked account. */
export function ContributionsDrawer({ goal, locale, onClose, onContribute }: ContributionsDrawerProps) {
  return (
    <Drawer
      opened={goal !== null}
      onClose={onClose}
      position="right"
      title={goal ? `Historial de «${goal.name}»` : ''}
      size="md"
    >
      {goal ? <History key={goal.id} goal={goal} locale={locale} onContribute={onContribute} /> : null}
    </Drawer>
  );
}

function History({
  goal,
  locale,
  onContribute,
}: {
  goal: SavingsGoal;
  locale: string;
  onContribute: (goal: SavingsGoal) => void;
}) {
  const contributions = useContributions(goal.id);
  const deleteContribution = useDeleteContribution();
  const [deleting, setDeleting] = useState<Contribution | null>(null);
  const money = (minor: number) => formatMoney(minor, goal.currency, locale);

  function confirmDelete() {
    if (!deleting) return;
    deleteContribution.mutate(
      { goalId: goal.id, contributionId: deleting.id },
      {
        onSuccess: () => {
          toastSuccess(deleting.amount < 0 ? 'Retiro eliminado' : 'Aporte eliminado');
          setDeleting(null);
        },
      },
    );
  }

  if (contributions.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Cargando historial">
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  }
  if (contributions.isError) {
    return (
      <LoadError
        title="No pudimos cargar el historial"
        error={contributions.error}
        onRetry={() => void contributions.refetch()}
      />
    );
  }
  if (contributions.data.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          Aún no hay aportes.{' '}
          {goal.account_id
            ? 'Las transferencias a la cuenta vinculada aparecerán aquí solas.'
            : 'Cada vez que apartes dinero para esta meta, regístralo.'}
        </Text>
        {goal.status !== 'archived' ? <Button onClick={() => onContribute(goal)}>Aportar</Button> : null}
      </Stack>
    );
  }

  return (
    <>
      <Stack gap="xs" role="list" aria-label="Aportes">
        {contributions.data.map((item) => (
          <Paper
            key={`${item.source}-${item.id}`}
            withBorder
            radius="md"
            p="sm"
            role="listitem"
            aria-label={`${item.amount < 0 ? 'Retiro' : 'Aporte'} del ${formatCalendarDate(item.date, locale)}`}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Stack gap={2} miw={0}>
                <Group gap={6}>
                  <Money
                    amount={item.amount}
                    currency={goal.currency}
                    locale={locale}
                    tone="flow"
                    sign="plus"
                    fw={700}
                  />
                  {item.source === 'transfer' ? (
                    <Badge
                      size="sm"
                      variant="light"
                      color="blue"
                      leftSection={<IconArrowsExchange size={12} aria-hidden="true" />}
                    >
                      Transferencia
                    </Badge>
                  ) : (
                    <Badge
                      size="sm"
                      variant="light"
                      color="gray"
                      leftSection={<IconHandFinger size={12} aria-hidden="true" />}
                    >
                      {item.amount < 0 ? 'Retiro manual' : 'Aporte manual'}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatCalendarDate(item.date, locale)}
                  {item.note ? ` · ${item.note}` : ''}
                </Text>
              </Stack>
              {item.source === 'manual' ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Eliminar ${item.amount < 0 ? 'retiro' : 'aporte'} de ${money(Math.abs(item.amount))} del ${formatCalendarDate(item.date, locale)}`}
                  onClick={() => setDeleting(item)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              ) : null}
            </Group>
          </Paper>
        ))}
      </Stack>
      {goal.account_id ? (
        <Text size="xs" c="dimmed" mt="md">
          Las transferencias se editan o eliminan en Transacciones.
        </Text>
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={deleting && deleting.amount < 0 ? '¿Eliminar este retiro?' : '¿Eliminar este aporte?'}
        confirmLabel="Eliminar"
        loading={deleteContribution.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting
          ? `${money(Math.abs(deleting.amount))} del ${formatCalendarDate(deleting.date, locale)} dejará de contar para «${goal.name}».`
          : null}
      </ConfirmModal>
    </>
  );
}
