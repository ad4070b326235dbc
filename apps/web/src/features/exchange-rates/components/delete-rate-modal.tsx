import type { ExchangeRate } from '@cuentas/shared/schemas/exchange-rates';
import { Stack, Text } from '@mantine/core';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteExchangeRate } from '../api/delete-exchange-rate.ts';
import { formatRate } from '../rate-format.ts';

/** Confirms before deleting a rate: totals that used it may become incomplete. */
export function DeleteRateModal({
  rate,
  locale,
  onClose,
}: {
  rate: ExchangeRate | null;
  locale: string;
  onClose: () => void;
}) {
  const remove = useDeleteExchangeRate();

  function confirm() {
    if (!rate) return;
    remove.mutate(rate.id, {
      onSuccess: () => {
        toastSuccess('Tasa eliminada');
        onClose();
      },
    });
  }

  return (
    <ConfirmModal
      opened={rate !== null}
      title="¿Eliminar esta tasa?"
      confirmLabel="Eliminar tasa"
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {rate ? (
        <Stack gap="md">
          <Text>
            1 {rate.from_currency} = {formatRate(rate.rate, locale)} {rate.to_currency}, desde el{' '}
            {formatCalendarDate(rate.date, locale)}.
          </Text>
          <Text size="sm" c="dimmed">
            Si no queda otra tasa para este par, tu patrimonio y tus reportes mostrarán que falta en lugar de un total.
          </Text>
        </Stack>
      ) : null}
    </ConfirmModal>
  );
}
