import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { ActionIcon, Badge, Group, Paper, Stack, Switch, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBell, IconBrandWhatsapp, IconMail, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { shortDate } from '../lib/due-dates.ts';
import { describeChannels, describeLeadTime, describeRecurrence } from '../lib/recurrence-text.ts';
import { Money } from '../../../components/ui/money.tsx';

type ReminderListProps = {
  reminders: readonly Reminder[];
  accountNames: ReadonlyMap<string, string>;
  locale: string;
  onToggle: (reminder: Reminder, active: boolean) => void;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
};

const channelIcons = [
  { key: 'notify_in_app', label: 'En la app', Icon: IconBell },
  { key: 'notify_email', label: 'Correo', Icon: IconMail },
  { key: 'notify_whatsapp', label: 'WhatsApp', Icon: IconBrandWhatsapp },
] as const;

/** Every reminder: how it repeats, where it notifies, on or off, edit and delete. */
export function ReminderList({ reminders, accountNames, locale, onToggle, onEdit, onDelete }: ReminderListProps) {
  const sorted = [...reminders].sort(
    (a, b) => Number(b.active) - Number(a.active) || (a.next_due ?? '9999').localeCompare(b.next_due ?? '9999'),
  );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Todos tus recordatorios">
      {sorted.map((reminder) => {
        const finished = reminder.next_due === null;
        const channels = describeChannels(reminder);
        return (
          <Paper
            key={reminder.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            aria-label={reminder.title}
            style={{ opacity: reminder.active ? 1 : 0.75 }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {reminder.title}
                  </Text>
                  {finished ? (
                    <Badge color="gray" variant="light" size="sm">
                      Finalizado
                    </Badge>
                  ) : !reminder.active ? (
                    <Badge color="yellow" variant="light" size="sm">
                      En pausa
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">{describeRecurrence(reminder.recurrence, reminder.next_due)}</Text>
                <Text size="sm" c="dimmed">
                  {finished ? 'Sin próximos vencimientos' : `Próximo: ${shortDate(reminder.next_due!, locale)}`}
                  {reminder.account_id && accountNames.get(reminder.account_id)
                    ? ` · ${accountNames.get(reminder.account_id)}`
                    : ''}
                </Text>
                {reminder.snoozed_until ? (
                  <Text size="xs" c="orange.8">
                    Aviso pospuesto hasta el {shortDate(reminder.snoozed_until, locale)}
                  </Text>
                ) : null}
              </Stack>
              <Money
                amount={reminder.amount}
                currency={reminder.currency}
                locale={locale}
                tone="flow"
                sign="explicit"
                fw={600}
              />
            </Group>
            <Group justify="space-between" mt="xs" gap="xs" wrap="wrap">
              <Group
                gap={6}
                wrap="nowrap"
                role="group"
                aria-label={`${channels}. ${describeLeadTime(reminder.remind_days_before)}`}
              >
                {channelIcons.map(({ key, label, Icon }) =>
                  reminder[key] ? (
                    <Tooltip key={key} label={label} withArrow>
                      <ThemeIcon variant="light" color="cyan" size="md" radius="xl" aria-hidden="true">
                        <Icon size={16} />
                      </ThemeIcon>
                    </Tooltip>
                  ) : null,
                )}
                <Text size="xs" c="dimmed" aria-hidden="true">
                  {channels === 'Sin avisos' ? channels : describeLeadTime(reminder.remind_days_before)}
                </Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <ActiveSwitch reminder={reminder} disabled={finished} onToggle={onToggle} />
                <Tooltip label="Editar" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Editar ${reminder.title}`}
                    onClick={() => onEdit(reminder)}
                  >
                    <IconPencil size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Eliminar" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Eliminar ${reminder.title}`}
                    onClick={() => onDelete(reminder)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Flips at once on click (the request follows) and follows the saved value when it changes. */
function ActiveSwitch({
  reminder,
  disabled,
  onToggle,
}: {
  reminder: Reminder;
  disabled: boolean;
  onToggle: (reminder: Reminder, active: boolean) => void;
}) {
  const [checked, setChecked] = useState(reminder.active);
  const [saved, setSaved] = useState(reminder.active);
  if (saved !== reminder.active) {
    setSaved(reminder.active);
    setChecked(reminder.active);
  }
  return (
    <Switch
      label="Activo"
      aria-label={`Activo: ${reminder.title}`}
      checked={checked}
      disabled={disabled}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setChecked(next);
        onToggle(reminder, next);
      }}
    />
  );
}
