import { type Household, householdRoleLabels, type HouseholdRole } from '@cuentas/shared/schemas/households';
import { Badge, Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { setActiveLedger } from '../../../lib/active-ledger.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useHouseholds } from '../api/get-households.ts';
import { useChangeRole, useLeaveHousehold, useRemoveMember, useRevokeInvite } from '../api/manage-members.ts';
import { InviteForm } from './invite-form.tsx';
import { CategorySplits } from './category-splits.tsx';
import { HandOver } from './hand-over.tsx';
import { NoticeChoice } from './notice-choice.tsx';
import { SettleUp } from './settle-up.tsx';

const dateFormat = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long' });

type Pending = { kind: 'remove'; id: string; name: string } | { kind: 'leave' } | null;

function HouseholdCard({ household, meId }: { household: Household; meId: string }) {
  const owner = household.role === 'owner';
  const changeRole = useChangeRole(household.id);
  const remove = useRemoveMember(household.id);
  const revoke = useRevokeInvite(household.id);
  const leave = useLeaveHousehold();
  const [pending, setPending] = useState<Pending>(null);
  const headingId = `household-${household.id}`;
  const full =
    household.member_limit !== null && household.members.length + household.invites.length >= household.member_limit;

  async function confirm() {
    if (!pending) return;
    if (pending.kind === 'remove') {
      await remove.mutateAsync(pending.id);
      toastSuccess(`${pending.name} ya no forma parte del hogar`);
    } else {
      await leave.mutateAsync(household.id);
      setActiveLedger(null);
      toastSuccess(`Saliste de «${household.name}»`);
    }
    setPending(null);
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="h5" id={headingId}>
            {household.name}
          </Title>
          <Badge variant="light">{householdRoleLabels[household.role]}</Badge>
        </Group>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {household.members.map((member) => (
            <Group component="li" key={member.id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text size="sm" fw={600}>
                  {member.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {member.email}
                </Text>
              </div>
              {owner && !member.is_founder ? (
                <Group gap="xs" wrap="nowrap">
                  <NativeSelect
                    aria-label={`Rol de ${member.name}`}
                    size="xs"
                    value={member.role}
                    data={(['owner', 'member', 'viewer'] as const).map((role) => ({
                      value: role,
                      label: householdRoleLabels[role],
                    }))}
                    onChange={(event) =>
                      changeRole.mutate({ memberId: member.id, role: event.currentTarget.value as HouseholdRole })
                    }
                  />
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setPending({ kind: 'remove', id: member.id, name: member.name })}
                  >
                    Quitar
                  </Button>
                </Group>
              ) : (
                <Text size="xs" c="dimmed">
                  {member.is_founder ? 'Creó el hogar' : householdRoleLabels[member.role]}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
        {owner ? (
          <>
            {household.invites.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  Invitaciones pendientes
                </Text>
                {household.invites.map((invite) => (
                  <Group key={invite.id} justify="space-between" wrap="wrap" gap="xs">
                    <Text size="sm">
                      {invite.email} · {householdRoleLabels[invite.role]} · vence el{' '}
                      {dateFormat.format(new Date(invite.expires_at))}
                    </Text>
                    <Button size="xs" variant="subtle" color="red" onClick={() => revoke.mutate(invite.id)}>
                      Anular
                    </Button>
                  </Group>
                ))}
              </Stack>
            ) : null}
            {full ? (
              <Text size="sm" c="dimmed">
                Tu hogar llegó al máximo de {household.member_limit} personas de tu plan, contando las invitaciones
                pendientes.
              </Text>
            ) : (
              <InviteForm ledgerId={household.id} />
            )}
          </>
        ) : null}
        <HandOver household={household} meId={meId} />
        {household.members.length > 1 ? <NoticeChoice household={household} /> : null}
        {household.members.length > 1 ? <SettleUp household={household} meId={meId} /> : null}
        {household.members.length > 1 ? <CategorySplits household={household} /> : null}
        {!household.is_own ? (
          <Group justify="flex-end">
            <Button variant="light" color="red" size="xs" onClick={() => setPending({ kind: 'leave' })}>
              Salir del hogar
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={pending !== null}
        title={pending?.kind === 'leave' ? '¿Salir del hogar?' : '¿Quitar a esta persona?'}
        confirmLabel={pending?.kind === 'leave' ? 'Salir del hogar' : 'Quitar del hogar'}
        loading={remove.isPending || leave.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'leave'
          ? `Dejarás de ver las cuentas de «${household.name}». Lo que registraste queda en ese hogar; para volver necesitarás otra invitación.`
          : `${pending?.kind === 'remove' ? pending.name : ''} dejará de ver las cuentas de este hogar. Lo que registró se queda.`}
      </ConfirmModal>
    </Paper>
  );
}

/** «Hogar» in the settings: who shares each ledger, invitations, roles, and leaving (decision 044). */
export function HouseholdSection() {
  const households = useHouseholds();
  if (households.isPending) return <Loader size="sm" aria-label="Cargando tus hogares" />;
  if (households.isError)
    return (
      <LoadError
        title="No pudimos cargar tus hogares"
        error={households.error}
        onRetry={() => void households.refetch()}
      />
    );
  // The person's own ledger is named by their id.
  const meId = households.data.find((household) => household.is_own)?.id ?? '';
  return (
    <Stack gap="md">
      {households.data.map((household) => (
        <HouseholdCard key={household.id} household={household} meId={meId} />
      ))}
    </Stack>
  );
}
