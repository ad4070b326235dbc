import * as transactionsApi from '@cuentas/shared/contract/transactions';
import type { Transaction, UpdateTransactionInput } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export type UpdateTransactionVariables = { id: string; changes: UpdateTransactionInput };

export function updateTransaction({ id, changes }: UpdateTransactionVariables): Promise<Transaction> {
  return request(transactionsApi.update, { params: { id }, body: changes });
}

/** Several PATCHes in order (a cross-currency transfer edits both legs), then one refresh. */
export async function updateTransactions(updates: readonly UpdateTransactionVariables[]): Promise<Transaction[]> {
  const results: Transaction[] = [];
  for (const update of updates) results.push(await updateTransaction(update));
  return results;
}

export function useUpdateTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: updateTransactions,
    // Also after a failure: an earlier PATCH of the batch may have gone through.
    onSettled: () => {
      void refreshAfterTransactionChange(queryClient);
    },
  });
}
