import { formatMoney } from '@cuentas/shared/money';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteTransaction } from '../api/delete-transaction.ts';
import { useLastDefined } from '../hooks/use-last-defined.ts';
import { formatShortDate } from '../lib/rows.ts';
import { rowTitle } from './transaction-row.tsx';

type DeleteTransactionModalProps = {
  transaction: Transaction | null;
  locale: string;
  onClose: () => void;
  onDeleted: (transaction: Transaction) => void;
};

/** Confirms one deletion; a transfer says that both of its legs go. */
export function DeleteTransactionModal({ transaction: current, locale, onClose, onDeleted }: DeleteTransactionModalProps) {
  const deleteTransaction = useDeleteTransaction();
  const transaction = useLastDefined(current);
  const transfer = transaction?.kind === 'transfer';

  async function confirm() {
    if (!transaction) return;
    try {
      await deleteTransaction.mutateAsync(transaction.id);
    } catch (error) {
      toastErrors(allErrorMessages(error));
      return;
    }
    toastSuccess(transfer ? 'Transferencia eliminada' : 'Movimiento eliminado');
    onDeleted(transaction);
  }

  return (
    <Modal opened={current !== null} onClose={onClose} title={transfer ? '¿Eliminar la transferencia?' : '¿Eliminar el movimiento?'} centered>
      {transaction ? (
        <Stack gap="md">
          <Text>
            «{rowTitle(transaction)}», {formatMoney(transaction.amount, transaction.currency, locale)} del {formatShortDate(transaction.date)}.
          </Text>
          {transfer ? (
            <Text c="dimmed" size="sm">
              Es una transferencia: se eliminarán los dos movimientos, la salida de una cuenta y la entrada en la otra.
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              El saldo de la cuenta se recalculará. Esta acción no se puede deshacer.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button color="red" loading={deleteTransaction.isPending} onClick={() => void confirm()} data-autofocus>
              Eliminar
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
