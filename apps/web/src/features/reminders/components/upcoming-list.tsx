import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { dayHeading, dueText, groupUpcoming, type UpcomingItem } from '../lib/due-dates.ts';
import { Money } from '../../../components/ui/money.tsx';

type UpcomingListProps = {
  items: readonly UpcomingItem[];
  today: string;
  locale: string;
  /** Only the next occurrence of each reminder has actions; later ones are a preview. */
  isActionable: (item: UpcomingItem) => boolean;
  busyId: string | null;
  onPay: (item: UpcomingItem) => void;
  onSkip: (item: UpcomingItem) => void;
  onSnooze: (item: UpcomingItem) => void;
};

/** The next 30 days, day by day, overdue first and in red. */
export function UpcomingList({
  items,
  today,
  locale,
  isActionable,
  busyId,
  onPay,
  onSkip,
  onSnooze,
}: UpcomingListProps) {
  const groups = groupUpcoming(items, today);
  return (
    <Stack gap="lg">
      {groups.map((group) => {
        const headingId = `upcoming-${group.overdue ? 'overdue' : group.date}`;
        return (
          <section key={headingId} aria-labelledby={headingId}>
            <Group gap="xs" mb={6}>
              {group.overdue ? (
                <IconAlertTriangle size={18} color="var(--mantine-color-red-7)" aria-hidden="true" />
              ) : null}
              <Title
                order={3}
                fz="sm"
                tt={group.overdue ? 'uppercase' : undefined}
                c={group.overdue ? 'red.8' : undefined}
                id={headingId}
              >
                {group.overdue ? 'Vencidos' : dayHeading(group.date, today, locale)}
              </Title>
            </Group>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {group.items.map((item) => {
                const actionable = isActionable(item);
                return (
                  <Paper
                    key={`${item.reminder_id}-${item.date}`}
                    component="li"
                    withBorder
                    radius="md"
                    p="sm"
                    bg={group.overdue ? 'red.0' : undefined}
                    style={group.overdue ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
                    aria-label={`${item.title}, ${dueText(item.date, today)}`}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Group gap={6} wrap="wrap">
                          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                            {item.title}
                          </Text>
                          {group.overdue ? (
                            <Badge color="red" variant="filled" size="sm">
                              Vencido
                            </Badge>
                          ) : null}
                        </Group>
                        <Text size="sm" c={group.overdue ? 'red.8' : 'dimmed'}>
                          {dueText(item.date, today)}
                        </Text>
                      </Stack>
                      <Money
                        amount={item.amount}
                        currency={item.currency}
                        locale={locale}
                        tone="flow"
                        sign="explicit"
                        fw={600}
                      />
                    </Group>
                    {actionable ? (
                      <Group gap={6} mt="xs" wrap="wrap">
                        <Button
                          size="xs"
                          color="green"
                          leftSection={<IconCheck size={16} aria-hidden="true" />}
                          onClick={() => onPay(item)}
                        >
                          Marcar como pagado
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          loading={busyId === item.reminder_id}
                          onClick={() => onSkip(item)}
                        >
                          Omitir
                        </Button>
                        <Button size="xs" variant="default" onClick={() => onSnooze(item)}>
                          Posponer
                        </Button>
                      </Group>
                    ) : (
                      <Text size="xs" c="dimmed" mt={4}>
                        Siguiente repetición: podrás marcarla cuando pagues la anterior.
                      </Text>
                    )}
                  </Paper>
                );
              })}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
