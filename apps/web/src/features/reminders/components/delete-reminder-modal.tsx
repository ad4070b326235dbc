import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { Stack, Text } from '@mantine/core';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteReminder } from '../api/delete-reminder.ts';

/** Deleting stops the notices; the transactions already recorded from it stay. */
export function DeleteReminderModal({ reminder, onClose }: { reminder: Reminder | null; onClose: () => void }) {
  const deleteReminder = useDeleteReminder();

  function confirm() {
    if (!reminder) return;
    deleteReminder.mutate(reminder.id, {
      onSuccess: () => {
        toastSuccess(`Eliminamos el recordatorio «${reminder.title}»`);
        onClose();
      },
    });
  }

  return (
    <ConfirmModal
      opened={reminder !== null}
      title="¿Eliminar este recordatorio?"
      confirmLabel="Eliminar recordatorio"
      loading={deleteReminder.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="md">
        <Text size="sm">
          Dejarás de recibir los avisos de <strong>{reminder?.title}</strong>. Los movimientos que ya registraste al
          pagarlo se conservan.
        </Text>
        <Text size="sm" c="dimmed">
          Si solo quieres dejarlo en pausa, desactívalo con su interruptor.
        </Text>
      </Stack>
    </ConfirmModal>
  );
}
