import { formatMoney } from '@cuentas/shared/money';
import { accountTypeLabels } from '@cuentas/shared/account-types';
import type { Account } from '@cuentas/shared/schemas/accounts';
import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { Money } from '../../../components/ui/money.tsx';

type AccountsSummaryProps = { accounts: Account[]; locale: string; loading?: boolean; max?: number };

/** A compact list of balances for the dashboard; the accounts screen has the details. */
export function AccountsSummary({ accounts, locale, loading, max = 6 }: AccountsSummaryProps) {
  if (loading) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (accounts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Aún no tienes cuentas activas.
      </Text>
    );
  }
  const shown = accounts.slice(0, max);
  return (
    <Stack gap={0}>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Saldos de tus cuentas">
        {shown.map((account) => (
          <Group
            component="li"
            key={account.id}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py={8}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} lineClamp={1}>
                {account.name}
              </Text>
              <Text size="xs" c="dimmed">
                {accountTypeLabels[account.type]}
                {account.available_credit !== null
                  ? ` · Disponible ${formatMoney(account.available_credit, account.currency, locale)}`
                  : ''}
              </Text>
            </Stack>
            <Money amount={account.balance} currency={account.currency} locale={locale} size="sm" fw={700} />
          </Group>
        ))}
      </Stack>
      {accounts.length > max ? (
        <Text size="xs" c="dimmed" pt="xs">
          Y {accounts.length - max} {accounts.length - max === 1 ? 'cuenta más' : 'cuentas más'}.
        </Text>
      ) : null}
    </Stack>
  );
}
