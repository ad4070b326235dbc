import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { addDays } from '@cuentas/shared/recurrence';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { parseServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useSnoozeReminder } from '../api/snooze-reminder.ts';
import { shortDate } from '../lib/due-dates.ts';
import { DateField } from '../../../components/ui/date-field.tsx';

type SnoozeReminderModalProps = { reminder: Reminder | null; today: string; locale: string; onClose: () => void };

/** "Posponer aviso": quiet until a later day; the due date stays where it is. */
export function SnoozeReminderModal({ reminder, onClose, ...rest }: SnoozeReminderModalProps) {
  return (
    <Modal opened={reminder !== null} onClose={onClose} title="Posponer aviso" centered>
      {reminder ? <SnoozeForm key={reminder.id} reminder={reminder} onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function SnoozeForm({
  reminder,
  today,
  locale,
  onClose,
}: Omit<SnoozeReminderModalProps, 'reminder'> & { reminder: Reminder }) {
  const snooze = useSnoozeReminder();
  const tomorrow = addDays(today, 1);
  const [until, setUntil] = useState(tomorrow);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(until)) return setError('Elige una fecha');
    if (until <= today) return setError('Elige una fecha posterior a hoy');
    try {
      await snooze.mutateAsync({ id: reminder.id, until });
    } catch (caught) {
      const { fieldErrors, generalErrors } = parseServerErrors(caught);
      const fieldError = fieldErrors.find((item) => item.field === 'until');
      if (fieldError) setError(fieldError.message);
      toastErrors([...generalErrors, ...fieldErrors.filter((item) => item !== fieldError).map((item) => item.message)]);
      return;
    }
    toastSuccess(`Te avisaremos de nuevo el ${shortDate(until, locale)}`);
    onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          No te enviaremos avisos de <strong>{reminder.title}</strong> hasta la fecha que elijas.
          {reminder.next_due ? ` Sigue venciendo el ${shortDate(reminder.next_due, locale)}.` : ''}
        </Text>
        <DateField
          label="Avisarme de nuevo el"
          min={tomorrow}
          required
          value={until}
          onChange={(value) => {
            setUntil(value);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={snooze.isPending}>
            Posponer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
