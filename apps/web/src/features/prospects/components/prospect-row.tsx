import { formatMoney } from '@cuentas/shared/money';
import type { Prospect } from '@cuentas/shared/schemas/prospects';
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconDots, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { kindLabels, probabilityColor, transactionLink, weightedAmount } from '../prospect-view.ts';

export type ProspectAction = 'realize' | 'edit' | 'discard' | 'reopen' | 'delete';

type ProspectRowProps = {
  prospect: Prospect;
  locale: string;
  busy: boolean;
  onAction: (action: ProspectAction, prospect: Prospect) => void;
};

/** One prospect: what, how much, when, how likely, and what to do with it. */
export function ProspectRow({ prospect, locale, busy, onAction }: ProspectRowProps) {
  const money = (minor: number) => formatMoney(minor, prospect.currency, locale);
  const income = prospect.kind === 'income';
  const open = prospect.status === 'abierto';

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="listitem"
      aria-label={prospect.title}
      style={prospect.overdue ? { borderLeft: '3px solid var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Group gap={6}>
              <Badge size="sm" variant="light" color={income ? 'teal' : 'red'}>
                {kindLabels[prospect.kind]}
              </Badge>
              {prospect.overdue ? (
                <Badge size="sm" color="red" variant="filled">
                  Vencido
                </Badge>
              ) : null}
              {prospect.status === 'concretado' ? (
                <Badge size="sm" color="teal" variant="outline">
                  Concretado
                </Badge>
              ) : null}
              {prospect.status === 'descartado' ? (
                <Badge size="sm" color="gray" variant="outline">
                  Descartado
                </Badge>
              ) : null}
            </Group>
            <Text fw={650} lineClamp={2}>
              {prospect.title}
            </Text>
          </Stack>
          <Text
            fw={750}
            fz="lg"
            c={income ? 'teal.9' : 'red.8'}
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {income ? '+' : '−'}
            {money(prospect.amount)}
          </Text>
        </Group>

        <Group gap="xs" justify="space-between">
          <Text size="sm" c={prospect.overdue ? 'red.8' : 'dimmed'}>
            {open ? 'Esperado para el' : 'Fecha prevista:'} {formatCalendarDate(prospect.expected_date, locale)}
          </Text>
          {open ? (
            <Group gap="xs" wrap="nowrap" miw={200} style={{ flex: '0 1 280px' }}>
              <Progress
                value={prospect.probability}
                color={probabilityColor(prospect.probability)}
                size="sm"
                radius="xl"
                style={{ flex: 1 }}
                aria-label={`Probabilidad de ${prospect.title}: ${prospect.probability} %`}
              />
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {prospect.probability} %
              </Text>
            </Group>
          ) : null}
        </Group>
        {open ? (
          <Text size="xs" c="dimmed">
            Ponderado: {money(weightedAmount(prospect.amount, prospect.probability))}
          </Text>
        ) : null}
        {prospect.notes ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {prospect.notes}
          </Text>
        ) : null}

        <Group gap="xs" justify="flex-end">
          {open ? (
            <Button
              size="xs"
              color="teal"
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              onClick={() => onAction('realize', prospect)}
              aria-label={`Concretar ${prospect.title}`}
            >
              Concretar
            </Button>
          ) : null}
          {open ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => onAction('discard', prospect)}
              aria-label={`Descartar ${prospect.title}`}
            >
              Descartar
            </Button>
          ) : null}
          {prospect.status === 'concretado' ? (
            <Anchor component={Link} to={transactionLink(prospect, null)} size="sm" fw={600}>
              Ver movimiento
            </Anchor>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Más acciones para ${prospect.title}`}
                loading={busy}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {prospect.status !== 'concretado' ? (
                <Menu.Item
                  leftSection={<IconPencil size={16} aria-hidden="true" />}
                  onClick={() => onAction('edit', prospect)}
                >
                  Editar
                </Menu.Item>
              ) : null}
              {prospect.status === 'descartado' ? (
                <Menu.Item
                  leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
                  onClick={() => onAction('reopen', prospect)}
                >
                  Reabrir
                </Menu.Item>
              ) : null}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onAction('delete', prospect)}
              >
                Eliminar
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Paper>
  );
}
