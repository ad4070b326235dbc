import { formatMoney } from '@cuentas/shared/money';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { ActionIcon, Badge, Button, Group, Menu, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconCalendar,
  IconDots,
  IconHistory,
  IconLink,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
  IconTrophy,
} from '@tabler/icons-react';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { goalBadges, goalColor, goalPercent, paceText, remainingAmount } from '../goal-view.ts';

export type GoalAction = 'contribute' | 'history' | 'edit' | 'pause' | 'resume' | 'archive' | 'unarchive' | 'delete';

type GoalCardProps = {
  goal: SavingsGoal;
  accountName: string | null;
  locale: string;
  today: string;
  busy: boolean;
  onAction: (action: GoalAction, goal: SavingsGoal) => void;
};

/** One goal: how far along it is, what is missing, by when, and what to do next. */
export function GoalCard({ goal, accountName, locale, today, busy, onAction }: GoalCardProps) {
  const money = (minor: number) => formatMoney(minor, goal.currency, locale);
  const percent = goalPercent(goal.progress);
  const color = goalColor(goal);
  const pace = paceText(goal, today, money);
  const headingId = `goal-${goal.id}`;
  const dimmed = goal.status !== 'active';

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-labelledby={headingId}
      style={
        goal.achieved
          ? { borderColor: 'var(--mantine-color-teal-4)' }
          : dimmed
            ? { background: 'var(--mantine-color-gray-0)' }
            : undefined
      }
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} miw={0}>
            <Title order={2} fz="lg" id={headingId} lineClamp={2}>
              {goal.name}
            </Title>
            <Group gap={6}>
              {goalBadges(goal).map((badge) => (
                <Badge
                  key={badge.label}
                  color={badge.color}
                  variant={badge.color === 'teal' ? 'filled' : 'light'}
                  leftSection={badge.color === 'teal' ? <IconTrophy size={12} aria-hidden="true" /> : undefined}
                >
                  {badge.label}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Más acciones para ${goal.name}`} loading={busy}>
                <IconDots size={20} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => onAction('edit', goal)}
              >
                Editar
              </Menu.Item>
              {goal.status === 'active' ? (
                <Menu.Item
                  leftSection={<IconPlayerPause size={16} aria-hidden="true" />}
                  onClick={() => onAction('pause', goal)}
                >
                  Pausar
                </Menu.Item>
              ) : null}
              {goal.status === 'paused' ? (
                <Menu.Item
                  leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                  onClick={() => onAction('resume', goal)}
                >
                  Reanudar
                </Menu.Item>
              ) : null}
              {goal.status === 'archived' ? (
                <Menu.Item
                  leftSection={<IconArchiveOff size={16} aria-hidden="true" />}
                  onClick={() => onAction('unarchive', goal)}
                >
                  Sacar del archivo
                </Menu.Item>
              ) : (
                <Menu.Item
                  leftSection={<IconArchive size={16} aria-hidden="true" />}
                  onClick={() => onAction('archive', goal)}
                >
                  Archivar
                </Menu.Item>
              )}
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onAction('delete', goal)}
              >
                Eliminar
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>

        <Group gap="md" wrap="nowrap" align="center">
          <RingProgress
            size={96}
            thickness={9}
            roundCaps={percent > 0}
            sections={percent > 0 ? [{ value: percent, color }] : []}
            label={
              <Text ta="center" fw={750} size="md">
                {percent} %
              </Text>
            }
            aria-label={`Progreso de ${goal.name}: ${percent} %`}
            role="img"
          />
          <Stack gap={2} miw={0}>
            <Text fw={750} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }} lh={1.2}>
              {money(goal.saved)}
            </Text>
            <Text size="sm" c="dimmed">
              de {money(goal.target_amount)}
            </Text>
            {!goal.achieved ? (
              <Text size="sm" c="dimmed">
                Te faltan {money(remainingAmount(goal))}
              </Text>
            ) : null}
          </Stack>
        </Group>

        <Stack gap={4}>
          {goal.target_date ? (
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
              <Text size="sm">Para el {formatCalendarDate(goal.target_date, locale)}</Text>
            </Group>
          ) : null}
          {accountName ? (
            <Group gap={6} wrap="nowrap">
              <IconLink size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
              <Text size="sm" truncate="end">
                Vinculada a {accountName}
              </Text>
            </Group>
          ) : null}
          {goal.achieved ? (
            <Text size="sm" c="teal.9" fw={600}>
              Llegaste a tu meta. ¡Felicitaciones!
            </Text>
          ) : pace ? (
            <Text
              size="sm"
              fw={goal.monthly_needed !== null && goal.status === 'active' ? 600 : 400}
              c={goal.status === 'active' ? undefined : 'dimmed'}
            >
              {pace}
            </Text>
          ) : null}
        </Stack>

        <Group gap="xs" mt="auto">
          {goal.status !== 'archived' ? (
            <Button
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => onAction('contribute', goal)}
              aria-label={`Aportar a ${goal.name}`}
            >
              Aportar
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden="true" />}
            onClick={() => onAction('history', goal)}
            aria-label={`Historial de ${goal.name}`}
          >
            Historial
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
