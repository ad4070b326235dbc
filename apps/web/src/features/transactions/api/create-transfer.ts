import * as transactionsApi from '@cuentas/shared/contract/transactions';
import type { CreateTransferInput, Transaction } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** Answers both legs, the source first. */
export function createTransfer(input: CreateTransferInput): Promise<Transaction[]> {
  return request(transactionsApi.createTransfer, { body: input });
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createTransfer,
    onSuccess: () => {
      // Not awaited: the form closes as soon as the server answers, not after the refetch.
      void refreshAfterTransactionChange(queryClient);
    },
  });
}
