import * as transactionsApi from '@cuentas/shared/contract/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';

/** Undoes one action, which a large selection sent in several calls: the last call first. */
export async function undoChanges(ids: readonly string[]): Promise<{ restored: number }> {
  let restored = 0;
  for (const id of [...ids].reverse()) restored += (await request(transactionsApi.undo, { params: { id } })).restored;
  return { restored };
}

export function useUndoChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoChanges,
    onSettled: () => {
      void refreshAfterTransactionChange(queryClient);
    },
  });
}
