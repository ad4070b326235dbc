import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useUpcoming } from '../api/get-upcoming.ts';
import { localToday } from '../../../lib/local-today.ts';
import { dueText, shortDate } from '../lib/due-dates.ts';
import { Money } from '../../../components/ui/money.tsx';

type UpcomingRemindersCardProps = { locale?: string; limit?: number };

/** For the dashboard: the next bills and collections of the coming 30 days, with a link to /reminders. */
export function UpcomingRemindersCard({ locale = 'es-ES', limit = 5 }: UpcomingRemindersCardProps) {
  const upcoming = useUpcoming(30);
  const today = localToday();
  const items = (upcoming.data ?? []).slice(0, limit);
  const more = (upcoming.data?.length ?? 0) - items.length;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="upcoming-reminders-title"
      h="100%"
    >
      <Group justify="space-between" mb="sm" gap="xs" wrap="nowrap">
        <Title order={2} fz="h4" id="upcoming-reminders-title">
          Próximos pagos
        </Title>
        <Anchor component={Link} to="/reminders" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          Ver recordatorios
        </Anchor>
      </Group>
      {upcoming.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={40} radius="md" />
          ))}
        </Stack>
      ) : upcoming.isError ? (
        <Text size="sm" c="red">
          No pudimos cargar tus próximos pagos.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void upcoming.refetch()}>
            Reintentar
          </Anchor>
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tienes pagos ni cobros en los próximos 30 días.{' '}
          <Anchor component={Link} to="/reminders" size="sm">
            Crea un recordatorio
          </Anchor>{' '}
          y te avisamos antes de que venzan.
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Próximos pagos">
          {items.map((item) => (
            <Group
              key={`${item.reminder_id}-${item.date}`}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py={8}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                {/* In the dashboard's narrow column a long title wraps and the badge goes under it,
                    instead of both being cut to «Impuesto p…» «VEN…». */}
                <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
                  <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Text>
                  {item.overdue ? (
                    <Badge color="red" size="xs" variant="filled" style={{ flex: 'none' }}>
                      Vencido
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c={item.overdue ? 'red.8' : 'dimmed'}>
                  {shortDate(item.date, locale)} · {dueText(item.date, today)}
                </Text>
              </Stack>
              <Money
                amount={item.amount}
                currency={item.currency}
                locale={locale}
                tone="flow"
                sign="explicit"
                fw={600}
                size="sm"
              />
            </Group>
          ))}
          {more > 0 ? (
            <Text component="li" size="xs" c="dimmed" pt={8}>
              Y {more} más en los próximos 30 días.
            </Text>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
