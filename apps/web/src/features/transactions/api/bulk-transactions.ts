import * as transactionsApi from '@cuentas/shared/contract/transactions';
import type { BulkResult, BulkTransactionsInput } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { chunk } from '../lib/cache.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';

/** The endpoint takes at most this many ids per call. */
export const BULK_LIMIT = 5000;

export function bulkTransactions(input: BulkTransactionsInput): Promise<BulkResult> {
  return request(transactionsApi.bulk, { body: input });
}

/** A selection of any size, in chunks the endpoint accepts; answers the total affected and each chunk's undo. */
export async function bulkTransactionsChunked(
  input: BulkTransactionsInput,
): Promise<{ affected: number; undo_ids: (string | null)[] }> {
  let affected = 0;
  const undoIds: (string | null)[] = [];
  for (const ids of chunk(input.ids, BULK_LIMIT)) {
    const result = await bulkTransactions({ ...input, ids });
    affected += result.affected;
    undoIds.push(result.undo_id);
  }
  return { affected, undo_ids: undoIds };
}

export function useBulkTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkTransactionsChunked,
    onSettled: () => {
      void refreshAfterTransactionChange(queryClient);
    },
  });
}
