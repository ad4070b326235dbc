import { formatMoney } from '@cuentas/shared/money';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { ActionIcon, Badge, Checkbox, Group, Menu, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconDots, IconPencil, IconSparkles, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { AttachmentMark } from '../../../components/ui/attachment-mark.tsx';
import { WhatsAppOriginNote } from '../../../components/ui/whatsapp-origin.tsx';
import { initialsOf, memberName, useActiveHousehold } from '../../../api/households.ts';
import { amountTone } from '../lib/amounts.ts';
import type { CategoryInfo } from '../lib/categories.ts';
import { CategoryLabel } from './category-label.tsx';
import classes from './transaction-row.module.css';

export type RowAction = 'edit' | 'delete' | 'rule';

export type TransactionRowProps = {
  transaction: Transaction;
  accountName: string;
  counterpartAccountName: string | null;
  categories: ReadonlyMap<string, CategoryInfo>;
  locale: string;
  selected: boolean;
  compact: boolean;
  canCreateRule: boolean;
  onToggle: (id: string, on: boolean) => void;
  onAction: (action: RowAction, transaction: Transaction) => void;
};

/** The name a row goes by: the payee, else what it is. */
export function rowTitle(transaction: Transaction): string {
  if (transaction.payee) return transaction.payee;
  if (transaction.kind === 'transfer') return 'Transferencia';
  return transaction.notes || 'Sin beneficiario';
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" miw={0} className={classes.tags}>
      {tags.slice(0, 2).map((tag) => (
        <Badge key={tag} size="sm" variant="default" tt="none" radius="sm" maw={96}>
          #{tag}
        </Badge>
      ))}
      {tags.length > 2 ? (
        <Text size="xs" c="dimmed">
          +{tags.length - 2}
        </Text>
      ) : null}
    </Group>
  );
}

/** Who entered the movement, as initials, in a household of several (decision 044). */
function EnteredBy({ transaction }: { transaction: Transaction }) {
  const { household, shared } = useActiveHousehold();
  const name = shared ? memberName(household, transaction.created_by) : null;
  if (!name) return null;
  return (
    <Tooltip label={`Anotado por ${name}`} withArrow>
      <Badge size="sm" variant="light" color="gray" radius="xl" px={6} tt="none" aria-label={`Anotado por ${name}`}>
        {initialsOf(name)}
      </Badge>
    </Tooltip>
  );
}

/** One transaction: select box, the row itself (click or Enter edits), and its menu. */
export const TransactionRow = memo(function TransactionRow(props: TransactionRowProps) {
  const {
    transaction,
    accountName,
    counterpartAccountName,
    categories,
    locale,
    selected,
    compact,
    canCreateRule,
    onToggle,
    onAction,
  } = props;
  const title = rowTitle(transaction);
  // A read-only member opens a movement to read it; selecting and the menu's changes are not theirs.
  const { canWrite } = useActiveHousehold();
  const tone = amountTone(transaction.kind, transaction.amount);
  const amount = (
    <Text fw={700} c={tone.color} className={classes.amount}>
      {tone.prefix}
      {formatMoney(transaction.amount, transaction.currency, locale)}
    </Text>
  );
  const notes = transaction.payee && transaction.notes ? transaction.notes : '';
  const category = (
    <CategoryLabel transaction={transaction} categories={categories} counterpartAccountName={counterpartAccountName} />
  );

  return (
    <Group className={classes.row} data-selected={selected || undefined} gap="xs" wrap="nowrap" h="100%">
      {canWrite ? (
        <Checkbox
          aria-label={`Seleccionar ${title}`}
          checked={selected}
          onChange={(event) => onToggle(transaction.id, event.currentTarget.checked)}
          className={classes.check}
        />
      ) : null}
      <UnstyledButton className={classes.main} onClick={() => onAction('edit', transaction)}>
        {compact ? (
          <Stack gap={4} miw={0}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={4} wrap="nowrap" miw={0}>
                <Text fw={600} truncate="end" miw={0}>
                  {title}
                </Text>
                <AttachmentMark count={transaction.attachment_count} />
                <EnteredBy transaction={transaction} />
              </Group>
              {amount}
            </Group>
            <Group gap={6} wrap="nowrap" miw={0}>
              <div className={classes.compactCategory}>{category}</div>
              <Text size="xs" c="dimmed" truncate="end" miw={0}>
                {accountName}
              </Text>
            </Group>
          </Stack>
        ) : (
          <Group wrap="nowrap" gap="md" h="100%">
            <Stack gap={0} miw={0} className={classes.payee}>
              <Group gap={4} wrap="nowrap" miw={0}>
                <Text fw={600} truncate="end" miw={0}>
                  {title}
                </Text>
                <AttachmentMark count={transaction.attachment_count} />
                <EnteredBy transaction={transaction} />
              </Group>
              {notes ? (
                <Text size="xs" c="dimmed" truncate="end">
                  {notes}
                </Text>
              ) : (
                <WhatsAppOriginNote transaction={transaction} />
              )}
            </Stack>
            <div className={classes.category}>{category}</div>
            <Text size="sm" c="dimmed" truncate="end" className={classes.account}>
              {accountName}
            </Text>
            <div className={classes.tagColumn}>
              <Tags tags={transaction.tags} />
            </div>
            <div className={classes.amountColumn}>{amount}</div>
          </Group>
        )}
      </UnstyledButton>
      {canWrite ? (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Acciones de ${title}`}>
              <IconDots size={18} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={() => onAction('edit', transaction)}
            >
              Editar
            </Menu.Item>
            {canCreateRule && transaction.kind !== 'transfer' ? (
              <Menu.Item
                leftSection={<IconSparkles size={16} aria-hidden="true" />}
                onClick={() => onAction('rule', transaction)}
              >
                Crear regla
              </Menu.Item>
            ) : null}
            {transaction.counterpart?.private ? (
              // The other half sits in another member's private account: only they may delete it.
              <Menu.Label maw={240} style={{ whiteSpace: 'normal' }}>
                Solo la persona de la cuenta privada puede eliminar esta transferencia.
              </Menu.Label>
            ) : (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onAction('delete', transaction)}
              >
                Eliminar
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
});
