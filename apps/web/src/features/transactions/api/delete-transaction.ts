import * as transactionsApi from '@cuentas/shared/contract/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';

/** Deleting either leg of a transfer deletes both. */
export function deleteTransaction(id: string): Promise<{ message: string; undo_id: string }> {
  return request(transactionsApi.remove, { params: { id } });
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSuccess: () => {
      // Not awaited: the form closes as soon as the server answers, not after the refetch.
      void refreshAfterTransactionChange(queryClient);
    },
  });
}
