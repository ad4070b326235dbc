import type { Account } from '@cuentas/shared/schemas/accounts';
import type { BankConnection, ConnectionStatus } from '@cuentas/shared/schemas/bank-feeds';
import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconPlugConnected, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { settle } from '../../../lib/query-client.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import {
  useBankConnections,
  useBankFeedStatus,
  useDisconnectBank,
  useRenewConnection,
  useSyncConnection,
  useSyncOnOpen,
} from '../api/bank-feeds.ts';
import { ConnectBankModal } from './connect-bank-modal.tsx';
import { FeedAccountRow } from './feed-account-row.tsx';

const statusLabels: Record<ConnectionStatus, { label: string; color: string }> = {
  pending: { label: 'Pendiente', color: 'gray' },
  active: { label: 'Activa', color: 'teal' },
  expiring: { label: 'Por caducar', color: 'orange' },
  expired: { label: 'Caducada', color: 'red' },
  error: { label: 'Con error', color: 'red' },
  revoked: { label: 'Desconectada', color: 'gray' },
};

const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function ConnectionCard(props: { connection: BankConnection; accounts: Account[]; locale: string }) {
  const { connection } = props;
  const sync = useSyncConnection();
  const renew = useRenewConnection();
  const disconnect = useDisconnectBank();
  const status = statusLabels[connection.status];
  const needsRenewal = ['expiring', 'expired', 'error'].includes(connection.status);
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="md" p="md">
      <ConfirmModal
        opened={confirming}
        title={`¿Desconectar ${connection.aspsp_name}?`}
        confirmLabel="Desconectar"
        loading={disconnect.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          // The row is gone once the list refreshes, so the toast cannot hang on its callbacks.
          const answer = await settle(disconnect.mutateAsync(connection.id));
          setConfirming(false);
          if (answer) toastSuccess(answer.message);
        }}
      >
        Dejaremos de traer movimientos de {connection.aspsp_name} y de avisarte cuando caduque el acceso; el banco
        también retira el permiso. Los movimientos que ya trajimos se quedan en tus cuentas. Para volver a conectarlo
        tendrás que dar permiso de nuevo en tu banco.
      </ConfirmModal>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <IconBuildingBank size={20} aria-hidden="true" />
            <Title order={3} size="h5">
              {connection.aspsp_name}
            </Title>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={sync.isPending}
              disabled={connection.status !== 'active' && connection.status !== 'expiring'}
              onClick={async () => {
                // mutateAsync, not mutate's own callbacks: those are dropped when the row re-renders away.
                if (await settle(sync.mutateAsync(connection.id))) toastSuccess('Movimientos al día');
              }}
            >
              Sincronizar
            </Button>
            {needsRenewal ? (
              <Button size="xs" loading={renew.isPending} onClick={() => renew.mutate(connection.id)}>
                Renovar
              </Button>
            ) : null}
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              Desconectar
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {connection.days_left !== null && connection.status !== 'error'
            ? connection.days_left > 0
              ? `El acceso caduca en ${connection.days_left} ${connection.days_left === 1 ? 'día' : 'días'}. `
              : 'El acceso caduca hoy. '
            : ''}
          {connection.last_synced_at
            ? `Última sincronización: ${dateTime(connection.last_synced_at, props.locale)}.`
            : 'Aún sin sincronizar.'}
        </Text>
        {connection.last_error ? (
          <Alert color="orange" p="xs">
            {connection.last_error}
          </Alert>
        ) : null}
        {connection.accounts.map((feed, index) => (
          <Stack key={feed.id} gap={0}>
            {index > 0 ? <Divider /> : null}
            <FeedAccountRow feed={feed} accounts={props.accounts} locale={props.locale} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Bank connections on the accounts screen (decision 034): connect, map each bank account, and
 * see each consent's state. Opening the screen pulls the connections with the user present.
 */
export function BankConnectionsPanel(props: { accounts: Account[]; country: string; locale: string }) {
  const status = useBankFeedStatus();
  const available = Boolean(status.data?.configured || status.data?.sandbox);
  const connections = useBankConnections(available);
  const syncOnOpen = useSyncOnOpen();
  const [connecting, setConnecting] = useState(false);
  const pulled = useRef(false);
  const list = connections.data ?? [];

  useEffect(() => {
    if (pulled.current || !available || list.length === 0) return;
    pulled.current = true;
    syncOnOpen.mutate();
    // Once per visit to the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [available, list.length]);

  if (!status.data) return null;
  return (
    <Paper withBorder radius="lg" p="lg" id="bancos">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Conexiones bancarias
            </Title>
            <Text size="sm" c="dimmed">
              Tus movimientos llegan solos desde el banco, hasta cuatro veces al día.
            </Text>
          </Stack>
          <Button
            leftSection={<IconPlugConnected size={18} aria-hidden="true" />}
            onClick={() => setConnecting(true)}
            disabled={!available}
          >
            Conectar banco
          </Button>
        </Group>
        {!status.data.configured ? (
          <Alert color={available ? 'yellow' : 'gray'} title="Conexión bancaria: no configurado">
            {available
              ? 'Este servidor no tiene una aplicación de Enable Banking. Puedes probar todo el flujo con un banco de prueba (sandbox): sus cuentas y movimientos son ficticios.'
              : 'Este servidor no tiene una aplicación de Enable Banking configurada.'}
          </Alert>
        ) : null}
        {list.map((connection) => (
          <ConnectionCard key={connection.id} connection={connection} accounts={props.accounts} locale={props.locale} />
        ))}
      </Stack>
      <ConnectBankModal
        opened={connecting}
        onClose={() => setConnecting(false)}
        country={props.country}
        sandbox={status.data.sandbox}
      />
    </Paper>
  );
}
