import * as registerApi from '@cuentas/shared/contract/register';
import type {
  CreateReconciliationInput,
  Reconciliation,
  ReconciliationPreview,
} from '@cuentas/shared/schemas/register';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function getReconciliationPreview(
  accountId: string,
  date: string,
  statementBalance: number,
): Promise<ReconciliationPreview> {
  return request(registerApi.reconciliationPreview, {
    params: { id: accountId },
    query: { date, statement_balance: statementBalance },
  });
}

/** The difference between the bank's balance and the cleared movements, kept fresh while the user ticks rows. */
export function useReconciliationPreview(accountId: string, date: string, statementBalance: number | null) {
  return useQuery({
    queryKey: queryKeys.accounts.reconciliation(accountId, date, statementBalance ?? 0),
    queryFn: () => getReconciliationPreview(accountId, date, statementBalance ?? 0),
    enabled: statementBalance !== null && date !== '',
    placeholderData: keepPreviousData,
  });
}

export function createReconciliation(accountId: string, input: CreateReconciliationInput): Promise<Reconciliation> {
  return request(registerApi.reconcile, { params: { id: accountId }, body: input });
}

export function useCreateReconciliation(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: (input: CreateReconciliationInput) => createReconciliation(accountId, input),
    onSuccess: () => invalidateAfter(queryClient, 'transaction-changed'),
  });
}
