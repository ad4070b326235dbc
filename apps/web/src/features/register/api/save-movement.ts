import * as transactionsApi from '@cuentas/shared/contract/transactions';
import type { CreateTransactionInput, Transaction, UpdateTransactionInput } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** A new movement (no id) or the changes to one, through the transactions API. */
export type MovementSave = { id: null; input: CreateTransactionInput } | { id: string; input: UpdateTransactionInput };

export function saveMovement(save: MovementSave): Promise<Transaction> {
  return save.id === null
    ? request(transactionsApi.create, { body: save.input })
    : request(transactionsApi.update, { params: { id: save.id }, body: save.input });
}

/** The register's inline row: saving refetches the register, so the running balances move with it. */
export function useSaveMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: saveMovement,
    onSuccess: () => invalidateAfter(queryClient, 'transaction-changed'),
  });
}
