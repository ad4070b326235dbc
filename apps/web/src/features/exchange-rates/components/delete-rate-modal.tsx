import type { ExchangeRate } from '@cuentas/shared/schemas/exchange-rates';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteExchangeRate } from '../api/delete-exchange-rate.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { formatRate } from '../rate-format.ts';

/** Confirms before deleting a rate: totals that used it may become incomplete. */
export function DeleteRateModal({ rate, locale, onClose }: { rate: ExchangeRate | null; locale: string; onClose: () => void }) {
  const remove = useDeleteExchangeRate();

  async function confirm() {
    if (!rate) return;
    try {
      await remove.mutateAsync(rate.id);
    } catch (error) {
      toastErrors(allErrorMessages(error));
      return;
    }
    toastSuccess('Tasa eliminada');
    onClose();
  }

  return (
    <Modal opened={rate !== null} onClose={onClose} title="¿Eliminar esta tasa?" centered>
      {rate ? (
        <Stack gap="md">
          <Text>
            1 {rate.from_currency} = {formatRate(rate.rate, locale)} {rate.to_currency}, desde el {formatCalendarDate(rate.date, locale)}.
          </Text>
          <Text size="sm" c="dimmed">
            Si no queda otra tasa para este par, tu patrimonio y tus reportes mostrarán que falta en lugar de un total.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
              Eliminar tasa
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
