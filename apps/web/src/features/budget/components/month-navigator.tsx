import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { capitalize, monthLabel, periodLabel, shiftMonth } from '../budget-month.ts';

type MonthNavigatorProps = {
  month: string;
  currentMonth: string;
  period: { from: string; to: string } | undefined;
  onChange: (month: string) => void;
};

/** ‹ octubre · noviembre de 2026 · diciembre ›, with the period's dates when the month starts on another day. */
export function MonthNavigator({ month, currentMonth, period, onChange }: MonthNavigatorProps) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const dates = period ? periodLabel(period) : null;

  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" role="group" aria-label="Mes del presupuesto">
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={`Mes anterior: ${monthLabel(previous)}`}
        onClick={() => onChange(previous)}
      >
        <IconChevronLeft size={20} aria-hidden="true" />
      </ActionIcon>
      <Stack gap={0} align="center" miw={0}>
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} ta="center" aria-live="polite">
          {capitalize(monthLabel(month))}
        </Title>
        {dates ? (
          <Text size="sm" c="dimmed" ta="center">
            {dates}
          </Text>
        ) : null}
        {month !== currentMonth ? (
          <Button variant="subtle" size="compact-xs" onClick={() => onChange(currentMonth)}>
            Ir al mes actual
          </Button>
        ) : null}
      </Stack>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={`Mes siguiente: ${monthLabel(next)}`}
        onClick={() => onChange(next)}
      >
        <IconChevronRight size={20} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
