import { accountTypeLabels, type Account } from '@cuentas/shared/schemas/accounts';
import { ActionIcon, Badge, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconTrash } from '@tabler/icons-react';
import { Money } from '../../../components/ui/money.tsx';

type AccountListProps = {
  accounts: Account[];
  locale: string;
  loading?: boolean;
  /** When given, each row gets a "Quitar" button that archives the account. */
  onRemove?: (account: Account) => void;
  removingId?: string | null;
  /** The verb on the remove button: "Quitar" while onboarding, "Archivar" elsewhere. */
  removeLabel?: string;
};

/** Accounts with their current balance; negative balances read in red. */
export function AccountList({
  accounts,
  locale,
  loading,
  onRemove,
  removingId,
  removeLabel = 'Quitar',
}: AccountListProps) {
  if (loading) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tus cuentas">
      {accounts.map((account) => (
        <Paper component="li" key={account.id} withBorder radius="md" px="md" py="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} miw={0}>
              <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {account.name}
              </Text>
              <Group gap={6}>
                <Badge variant="light" color="gray" size="sm" radius="sm" tt="none">
                  {accountTypeLabels[account.type]}
                </Badge>
                <Text size="xs" c="dimmed">
                  {account.currency}
                </Text>
              </Group>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Money amount={account.balance} currency={account.currency} locale={locale} fw={700} />
              {onRemove ? (
                <Tooltip label={removeLabel} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`${removeLabel} ${account.name}`}
                    loading={removingId === account.id}
                    onClick={() => onRemove(account)}
                  >
                    {removeLabel === 'Quitar' ? (
                      <IconTrash size={18} aria-hidden="true" />
                    ) : (
                      <IconArchive size={18} aria-hidden="true" />
                    )}
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
