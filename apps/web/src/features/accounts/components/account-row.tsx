import type { Account } from '@cuentas/shared/schemas/accounts';
import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Stack, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconLock,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MoveDirection } from '../account-order.ts';
import type { AccountConversion, MissingRate } from '../net-worth-view.ts';
import { AccountBalance, ConversionRate, CreditUsage } from './account-balance.tsx';
import { memberName, useActiveHousehold } from '../../../api/households.ts';

export type AccountRowActions = {
  onEdit: (account: Account) => void;
  onArchive: (account: Account, archived: boolean) => void;
  onDelete: (account: Account) => void;
  onMove: (account: Account, direction: MoveDirection) => void;
  onAddRate?: (pair: MissingRate) => void;
  /** Rendered in the row, e.g. the "Importar movimientos" button of the imports feature. */
  renderExtra?: (account: Account) => ReactNode;
};

type AccountRowProps = AccountRowActions & {
  account: Account;
  locale: string;
  conversion: AccountConversion;
  canMove: { up: boolean; down: boolean };
  busy?: boolean;
};

/** One account: name, currency, balance, credit, and its actions (all reachable by keyboard). */
export function AccountRow({ account, locale, conversion, canMove, busy, ...actions }: AccountRowProps) {
  const archived = account.archived_at !== null;
  const { household, meId, canWrite, shared } = useActiveHousehold();
  const owner = shared ? memberName(household, account.owner_id) : null;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-label={account.name}
      style={archived ? { opacity: 0.85 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            {/* The name opens the account's register: its movements, running balance and reconciliation. */}
            <Anchor
              component={Link}
              to={`/accounts/${account.id}`}
              fw={600}
              lineClamp={2}
              c="inherit"
              style={{ overflowWrap: 'anywhere' }}
              aria-label={`Abrir los movimientos de ${account.name}`}
            >
              {account.name}
            </Anchor>
            <Group gap={6}>
              <Badge variant="light" color="gray" size="sm" radius="sm">
                {account.currency}
              </Badge>
              {archived ? (
                <Badge variant="outline" color="gray" size="sm" radius="sm" tt="none">
                  Archivada
                </Badge>
              ) : null}
              {owner ? (
                <Badge variant="outline" color="gray" size="sm" radius="sm" tt="none">
                  {account.owner_id === meId ? 'Tuya' : `De ${owner}`}
                </Badge>
              ) : shared ? (
                <Badge variant="outline" color="gray" size="sm" radius="sm" tt="none">
                  Compartida
                </Badge>
              ) : null}
              {account.private ? (
                <Badge
                  variant="light"
                  color="gray"
                  size="sm"
                  radius="sm"
                  tt="none"
                  leftSection={<IconLock size={12} aria-hidden="true" />}
                >
                  Privada
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <AccountBalance account={account} locale={locale} conversion={conversion} onAddRate={actions.onAddRate} />
        </Group>
        <ConversionRate account={account} locale={locale} conversion={conversion} />
        <CreditUsage account={account} locale={locale} />
        <Group justify="flex-end" gap={6} wrap="wrap">
          {!archived ? actions.renderExtra?.(account) : null}
          {/* A read-only member sees the accounts without the ways to change them. */}
          {canWrite ? (
            <>
              <Tooltip label="Subir" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Subir ${account.name}`}
                  disabled={!canMove.up || busy}
                  onClick={() => actions.onMove(account, 'up')}
                >
                  <IconArrowUp size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Bajar" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Bajar ${account.name}`}
                  disabled={!canMove.down || busy}
                  onClick={() => actions.onMove(account, 'down')}
                >
                  <IconArrowDown size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
              <Menu position="bottom-end" withinPortal shadow="md">
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Más acciones de ${account.name}`}
                    loading={busy}
                  >
                    <IconDots size={18} aria-hidden="true" />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconPencil size={16} aria-hidden="true" />}
                    onClick={() => actions.onEdit(account)}
                  >
                    Editar
                  </Menu.Item>
                  <Menu.Item
                    leftSection={
                      archived ? (
                        <IconArchiveOff size={16} aria-hidden="true" />
                      ) : (
                        <IconArchive size={16} aria-hidden="true" />
                      )
                    }
                    onClick={() => actions.onArchive(account, !archived)}
                  >
                    {archived ? 'Desarchivar' : 'Archivar'}
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => actions.onDelete(account)}
                  >
                    Eliminar
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
