import * as transactionsApi from '@cuentas/shared/contract/transactions';
import type { BulkTransactionsInput } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { chunk } from '../lib/cache.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';

/** The endpoint takes at most this many ids per call. */
export const BULK_LIMIT = 5000;

export function bulkTransactions(input: BulkTransactionsInput): Promise<{ affected: number }> {
  return request(transactionsApi.bulk, { body: input });
}

/** A selection of any size, in chunks the endpoint accepts; answers the total affected. */
export async function bulkTransactionsChunked(input: BulkTransactionsInput): Promise<{ affected: number }> {
  let affected = 0;
  for (const ids of chunk(input.ids, BULK_LIMIT)) affected += (await bulkTransactions({ ...input, ids })).affected;
  return { affected };
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
