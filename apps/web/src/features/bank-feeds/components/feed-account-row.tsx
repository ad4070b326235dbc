import type { Account } from '@cuentas/shared/schemas/accounts';
import type { FeedAccount } from '@cuentas/shared/schemas/bank-feeds';
import { formatMoney } from '@cuentas/shared/money';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useLinkFeedAccount } from '../api/bank-feeds.ts';

const NEW = 'new';

/**
 * The register's reconciliation, prefilled with the bank's booked balance: the same link the
 * import's last step offers (`?conciliar=1&fecha=…&saldo=<minor units>`, read by the register).
 */
const reconcileUrl = (accountId: string, date: string, balance: number) =>
  `/accounts/${accountId}?${new URLSearchParams({ conciliar: '1', fecha: date, saldo: String(balance) })}`;

/** One account at the bank: where its movements go (a new account, or one of the same currency). */
export function FeedAccountRow(props: { feed: FeedAccount; accounts: Account[]; locale: string }) {
  const { feed } = props;
  const link = useLinkFeedAccount();
  const [choice, setChoice] = useState<string | null>(feed.account_id ?? NEW);
  const linked = props.accounts.find((account) => account.id === feed.account_id);
  const candidates = props.accounts.filter((account) => account.currency === feed.currency && !account.archived_at);
  const label = `${feed.name}${feed.iban_last4 ? ` ···${feed.iban_last4}` : ''}`;
  const check = feed.balance_check;

  function save() {
    if (!choice) return;
    link.mutate(
      {
        id: feed.id,
        account_id: choice === NEW ? null : choice,
        new_account: choice === NEW ? { name: feed.name, type: 'checking' } : null,
      },
      { onSuccess: () => toastSuccess(`${label}: movimientos sincronizados`) },
    );
  }

  return (
    <Stack gap={4} py="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed">
          {feed.currency}
        </Text>
      </Group>
      {linked ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            Va a <strong>{linked.name}</strong>
            {feed.synced_through ? ` · al día hasta el ${feed.synced_through}` : ''}
          </Text>
          {check ? (
            check.difference === 0 ? (
              <Badge color="teal" variant="light">
                Cuadra con el banco
              </Badge>
            ) : (
              <>
                <Badge color="orange" variant="light">
                  Diferencia con el banco: {formatMoney(check.difference, feed.currency, props.locale)}
                </Badge>
                <Button
                  component={Link}
                  to={reconcileUrl(linked.id, check.date, check.bank)}
                  size="xs"
                  variant="subtle"
                >
                  Conciliar
                </Button>
              </>
            )
          ) : null}
        </Group>
      ) : (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={`Cuenta para ${label}`}
            data={[
              { value: NEW, label: 'Crear una cuenta nueva' },
              ...candidates.map((account) => ({ value: account.id, label: account.name })),
            ]}
            value={choice}
            onChange={setChoice}
            allowDeselect={false}
            w={260}
          />
          <Button onClick={save} loading={link.isPending} disabled={!choice}>
            Vincular
          </Button>
        </Group>
      )}
    </Stack>
  );
}
