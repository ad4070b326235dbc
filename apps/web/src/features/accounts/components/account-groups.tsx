import type { Account, NetWorth } from '@cuentas/shared/schemas/accounts';
import { Button, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { groupAccountsByType, movability } from '../account-order.ts';
import { accountConversion } from '../net-worth-view.ts';
import { AccountRow, type AccountRowActions } from './account-row.tsx';

type AccountGroupsProps = AccountRowActions & {
  /** Every account in the user's order, archived ones included. */
  accounts: Account[];
  netWorth: NetWorth | undefined;
  locale: string;
  busyId?: string | null;
};

function AccountRows({
  accounts,
  all,
  netWorth,
  locale,
  busyId,
  ...actions
}: Omit<AccountGroupsProps, 'accounts'> & { accounts: Account[]; all: Account[] }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {accounts.map((account) => (
        <AccountRow
          key={account.id}
          account={account}
          locale={locale}
          conversion={accountConversion(netWorth, account.id, account.currency)}
          canMove={movability(all, account.id)}
          busy={busyId === account.id}
          {...actions}
        />
      ))}
    </Stack>
  );
}

/** Active accounts grouped by type, then the archived ones behind a toggle. */
export function AccountGroups(props: AccountGroupsProps) {
  const { accounts, ...rest } = props;
  const [showArchived, { toggle }] = useDisclosure(false);
  const active = accounts.filter((account) => account.archived_at === null);
  const archived = accounts.filter((account) => account.archived_at !== null);

  return (
    <Stack gap="lg">
      {groupAccountsByType(active).map((group) => (
        <Stack key={group.type} gap="xs" component="section" aria-labelledby={`accounts-${group.type}`}>
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="h4" id={`accounts-${group.type}`}>
              {group.title}
            </Title>
            <Text size="sm" c="dimmed">
              {group.accounts.length === 1 ? '1 cuenta' : `${group.accounts.length} cuentas`}
            </Text>
          </Group>
          <AccountRows accounts={group.accounts} all={accounts} {...rest} />
        </Stack>
      ))}
      {archived.length > 0 ? (
        <Stack gap="xs" component="section" aria-label="Cuentas archivadas">
          <Group>
            <Button
              variant="subtle"
              color="gray"
              onClick={toggle}
              aria-expanded={showArchived}
              aria-controls="archived-accounts"
              leftSection={
                showArchived ? (
                  <IconChevronDown size={16} aria-hidden="true" />
                ) : (
                  <IconChevronRight size={16} aria-hidden="true" />
                )
              }
            >
              Cuentas archivadas ({archived.length})
            </Button>
          </Group>
          <Collapse expanded={showArchived} id="archived-accounts">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                No cuentan en tu patrimonio ni aparecen al registrar movimientos. Conservan su historial.
              </Text>
              <AccountRows accounts={archived} all={accounts} {...rest} />
            </Stack>
          </Collapse>
        </Stack>
      ) : null}
    </Stack>
  );
}
