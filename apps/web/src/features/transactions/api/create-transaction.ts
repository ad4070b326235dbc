import type { CreateTransactionInput, Transaction } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createTransaction(input: CreateTransactionInput): Promise<Transaction> {
  return apiClient.post<Transaction>('/transactions', input);
}

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createTransaction,
    onSuccess: () => {
      // Not awaited: the form closes as soon as the server answers, not after the refetch.
      void refreshAfterTransactionChange(queryClient);
    },
  });
}
