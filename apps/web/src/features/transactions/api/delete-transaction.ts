import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';

/** Deleting either leg of a transfer deletes both. */
export function deleteTransaction(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/transactions/${encodeURIComponent(id)}`);
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
