import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { Button, EmptyState, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useAccounts } from '../../../api/accounts.ts';
import { useCategories } from '../../../api/categories.ts';
import { useReminders } from '../api/get-reminders.ts';
import { useUpcoming } from '../api/get-upcoming.ts';
import { useSkipReminder } from '../api/skip-reminder.ts';
import { useUpdateReminder } from '../api/update-reminder.ts';
import { localToday } from '../../../lib/local-today.ts';
import { isActionable, shortDate, type UpcomingItem } from '../lib/due-dates.ts';
import { DeleteReminderModal } from './delete-reminder-modal.tsx';
import { PayReminderModal } from './pay-reminder-modal.tsx';
import { RecurringSuggestions } from './recurring-suggestions.tsx';
import { ReminderFormModal } from './reminder-form-modal.tsx';
import { ReminderList } from './reminder-list.tsx';
import { SnoozeReminderModal } from './snooze-reminder-modal.tsx';
import { UpcomingList } from './upcoming-list.tsx';
import { settle } from '../../../lib/query-client.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';

type RemindersScreenProps = { locale: string; baseCurrency: string };

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-label="Cargando" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={84} radius="md" />
      ))}
    </Stack>
  );
}

/** Bills and collections: the next 30 days with their actions, and every reminder to manage. */
export function RemindersScreen({ locale, baseCurrency }: RemindersScreenProps) {
  const reminders = useReminders();
  const upcoming = useUpcoming(30);
  const accounts = useAccounts();
  const categories = useCategories();
  const updateReminder = useUpdateReminder();
  const skipReminder = useSkipReminder();
  const [editing, setEditing] = useState<{ reminder: Reminder | null } | null>(null);
  const [paying, setPaying] = useState<Reminder | null>(null);
  const [snoozing, setSnoozing] = useState<Reminder | null>(null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const today = localToday();
  const accountList = useMemo(() => accounts.data ?? [], [accounts.data]);
  const byId = useMemo(
    () => new Map((reminders.data ?? []).map((reminder) => [reminder.id, reminder])),
    [reminders.data],
  );
  const nextDue = useMemo(
    () => new Map([...byId.values()].map((reminder) => [reminder.id, reminder.next_due])),
    [byId],
  );
  const accountNames = useMemo(() => new Map(accountList.map((account) => [account.id, account.name])), [accountList]);

  async function toggle(reminder: Reminder, active: boolean) {
    if (await settle(updateReminder.mutateAsync({ id: reminder.id, changes: { active } }))) {
      toastSuccess(
        active ? `«${reminder.title}» vuelve a estar activo` : `Pausamos «${reminder.title}»: no recibirás sus avisos`,
      );
    }
  }

  async function skip(item: UpcomingItem) {
    setBusyId(item.reminder_id);
    const saved = await settle(
      skipReminder.mutateAsync({ id: item.reminder_id, dueDate: nextDue.get(item.reminder_id) ?? null }),
    );
    if (saved)
      toastSuccess(
        saved.next_due
          ? `Omitido. Próximo vencimiento: ${shortDate(saved.next_due, locale)}`
          : 'Omitido. Este recordatorio ya no tiene más vencimientos.',
      );
    setBusyId(null);
  }

  const withReminder = (open: (reminder: Reminder) => void) => (item: UpcomingItem) => {
    const reminder = byId.get(item.reminder_id);
    if (reminder) open(reminder);
  };
  const newButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing({ reminder: null })}>
      Nuevo recordatorio
    </Button>
  );
  const none = reminders.isSuccess && reminders.data.length === 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Recordatorios"
        description="Tus pagos y cobros recurrentes, con aviso antes de que venzan."
        actions={none ? undefined : newButton}
      />
      {reminders.isError ? (
        <LoadError
          title="No pudimos cargar tus recordatorios"
          error={reminders.error}
          onRetry={() => void reminders.refetch()}
        />
      ) : null}
      {reminders.isSuccess ? (
        <RecurringSuggestions
          reminders={reminders.data}
          accountNames={accountNames}
          currencyOf={(id) => accountList.find((account) => account.id === id)?.currency ?? baseCurrency}
          locale={locale}
        />
      ) : null}
      {none ? (
        <Paper withBorder radius="lg" p="xl">
          <EmptyState
            icon={<IconBellRinging aria-hidden="true" />}
            title="Aún no tienes recordatorios"
            description="Crea uno para cada pago que se repite (alquiler, luz, internet, suscripciones) o para un cobro que esperas. Te avisamos en la app, por correo o por WhatsApp los días antes que elijas, y con un clic lo marcas como pagado: registramos el movimiento y pasamos a la siguiente fecha."
            variant="light"
          >
            <EmptyState.Actions>{newButton}</EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : null}
      {!none && !reminders.isError ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'lg' }}
              component="section"
              aria-labelledby="upcoming-title"
            >
              <Title order={2} fz="h4" id="upcoming-title" mb="md">
                Próximos 30 días
              </Title>
              {upcoming.isPending || reminders.isPending ? (
                <ListSkeleton />
              ) : upcoming.isError ? (
                <LoadError
                  title="No pudimos cargar los próximos vencimientos"
                  error={upcoming.error}
                  onRetry={() => void upcoming.refetch()}
                />
              ) : upcoming.data.length === 0 ? (
                <Text c="dimmed" size="sm">
                  Nada vence en los próximos 30 días. Disfruta la calma.
                </Text>
              ) : (
                <UpcomingList
                  items={upcoming.data}
                  today={today}
                  locale={locale}
                  isActionable={(item) => isActionable(item, nextDue)}
                  busyId={busyId}
                  onPay={withReminder(setPaying)}
                  onSkip={skip}
                  onSnooze={withReminder(setSnoozing)}
                />
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'lg' }}
              component="section"
              aria-labelledby="all-reminders-title"
            >
              <Title order={2} fz="h4" id="all-reminders-title" mb="md">
                Todos tus recordatorios
              </Title>
              {reminders.isPending ? (
                <ListSkeleton />
              ) : (
                <ReminderList
                  reminders={reminders.data ?? []}
                  accountNames={accountNames}
                  locale={locale}
                  onToggle={toggle}
                  onEdit={(reminder) => setEditing({ reminder })}
                  onDelete={setDeleting}
                />
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      ) : null}
      <ReminderFormModal
        editing={editing}
        accounts={accountList}
        categories={categories.data ?? []}
        baseCurrency={baseCurrency}
        locale={locale}
        today={today}
        onClose={() => setEditing(null)}
      />
      <PayReminderModal
        reminder={paying}
        accounts={accountList}
        today={today}
        locale={locale}
        onClose={() => setPaying(null)}
      />
      <SnoozeReminderModal reminder={snoozing} today={today} locale={locale} onClose={() => setSnoozing(null)} />
      <DeleteReminderModal reminder={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
