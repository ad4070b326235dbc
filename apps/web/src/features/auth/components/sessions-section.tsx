import type { ActiveSession } from '@cuentas/shared/schemas/security';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useCloseOtherSessions, useCloseSession, useSessions } from '../api/security.ts';

const when = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

function SessionRow({ session, onClose }: { session: ActiveSession; onClose: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="session-row">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {session.device}
          </Text>
          {session.current ? (
            <Badge size="sm" variant="light" color="green">
              Esta sesión
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {session.ip ? `IP ${session.ip} · ` : ''}Desde el {when(session.created_at)} · Último uso{' '}
          {when(session.last_used_at)}
        </Text>
      </Stack>
      {session.current ? null : (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={onClose}
          aria-label={`Cerrar sesión en ${session.device}`}
        >
          Cerrar
        </Button>
      )}
    </Group>
  );
}

/** Profile → Seguridad: where the account is signed in, and a way to close those sessions. */
export function SessionsSection() {
  const { data } = useSessions();
  const closeOne = useCloseSession();
  const closeOthers = useCloseOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const sessions = data?.items ?? [];
  const others = sessions.filter((session) => !session.current).length;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>Sesiones activas</Text>
        <Button variant="light" color="red" size="sm" disabled={others === 0} onClick={() => setConfirming(true)}>
          Cerrar sesión en los demás
        </Button>
      </Group>
      <Stack gap="sm">
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            onClose={() =>
              void closeOne.mutateAsync(session.id).then(
                ({ message }) => toastSuccess(message),
                () => undefined,
              )
            }
          />
        ))}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="¿Cerrar las demás sesiones?"
        confirmLabel="Cerrar sesiones"
        loading={closeOthers.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void closeOthers
            .mutateAsync()
            .then(
              ({ message }) => toastSuccess(message),
              () => undefined,
            )
            .finally(() => setConfirming(false))
        }
      >
        Se cerrará tu cuenta en {others === 1 ? 'otro dispositivo' : `otros ${others} dispositivos`}; esta sesión sigue
        abierta.
      </ConfirmModal>
    </Stack>
  );
}
