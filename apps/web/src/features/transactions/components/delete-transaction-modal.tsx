import { formatMoney } from '@cuentas/shared/money';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Stack, Text } from '@mantine/core';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { useDeleteTransaction } from '../api/delete-transaction.ts';
import { useLastDefined } from '../hooks/use-last-defined.ts';
import { formatShortDate } from '../lib/rows.ts';
import { rowTitle } from './transaction-row.tsx';
import { toastUndoable } from './undo-toast.tsx';

type DeleteTransactionModalProps = {
  transaction: Transaction | null;
  locale: string;
  onClose: () => void;
  onDeleted: (transaction: Transaction) => void;
};

/** Confirms one deletion; a transfer says that both of its legs go. */
export function DeleteTransactionModal({
  transaction: current,
  locale,
  onClose,
  onDeleted,
}: DeleteTransactionModalProps) {
  const deleteTransaction = useDeleteTransaction();
  const transaction = useLastDefined(current);
  const transfer = transaction?.kind === 'transfer';

  function confirm() {
    if (!transaction) return;
    deleteTransaction.mutate(transaction.id, {
      onSuccess: (result) => {
        toastUndoable(transfer ? 'Transferencia eliminada' : 'Movimiento eliminado', [result.undo_id]);
        onDeleted(transaction);
      },
    });
  }

  return (
    <ConfirmModal
      opened={current !== null}
      title={transfer ? '¿Eliminar la transferencia?' : '¿Eliminar el movimiento?'}
      confirmLabel="Eliminar"
      loading={deleteTransaction.isPending}
      focusConfirm
      onConfirm={confirm}
      onClose={onClose}
    >
      {transaction ? (
        <Stack gap="md">
          <Text>
            «{rowTitle(transaction)}», {formatMoney(transaction.amount, transaction.currency, locale)} del{' '}
            {formatShortDate(transaction.date)}.
          </Text>
          {transfer ? (
            <Text c="dimmed" size="sm">
              Es una transferencia: se eliminarán los dos movimientos, la salida de una cuenta y la entrada en la otra.
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              El saldo de la cuenta se recalculará. Podrás deshacerlo durante unos segundos.
            </Text>
          )}
        </Stack>
      ) : null}
    </ConfirmModal>
  );
}
