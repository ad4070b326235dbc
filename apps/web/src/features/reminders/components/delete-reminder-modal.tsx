import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteReminder } from '../api/delete-reminder.ts';

/** Deleting stops the notices; the transactions already recorded from it stay. */
export function DeleteReminderModal({ reminder, onClose }: { reminder: Reminder | null; onClose: () => void }) {
  const deleteReminder = useDeleteReminder();

  async function confirm() {
    if (!reminder) return;
    try {
      await deleteReminder.mutateAsync(reminder.id);
    } catch (error) {
      toastErrors(allErrorMessages(error));
      return;
    }
    toastSuccess(`Eliminamos el recordatorio «${reminder.title}»`);
    onClose();
  }

  return (
    <Modal opened={reminder !== null} onClose={onClose} title="¿Eliminar este recordatorio?" centered>
      <Stack gap="md">
        <Text size="sm">
          Dejarás de recibir los avisos de <strong>{reminder?.title}</strong>. Los movimientos que ya registraste al pagarlo se conservan.
        </Text>
        <Text size="sm" c="dimmed">
          Si solo quieres dejarlo en pausa, desactívalo con su interruptor.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancelar
          </Button>
          <Button color="red" onClick={confirm} loading={deleteReminder.isPending}>
            Eliminar recordatorio
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
