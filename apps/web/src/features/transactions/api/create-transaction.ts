import * as transactionsApi from '@cuentas/shared/contract/transactions';
import type { CreateTransactionInput, Transaction } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createTransaction(input: CreateTransactionInput): Promise<Transaction> {
  return request(transactionsApi.create, { body: input });
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
