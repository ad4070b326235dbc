import type { CreateReconciliationInput, Reconciliation, ReconciliationPreview } from '@cuentas/shared/schemas/register';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshAfterStatusChange, registerKeys } from './register-keys.ts';

export function getReconciliationPreview(accountId: string, date: string, statementBalance: number): Promise<ReconciliationPreview> {
  return apiClient.get<ReconciliationPreview>(`/accounts/${accountId}/reconciliation`, { params: { date, statement_balance: statementBalance } });
}

/** The difference between the bank's balance and the cleared movements, kept fresh while the user ticks rows. */
export function useReconciliationPreview(accountId: string, date: string, statementBalance: number | null) {
  return useQuery({
    queryKey: registerKeys.preview(accountId, date, statementBalance ?? 0),
    queryFn: () => getReconciliationPreview(accountId, date, statementBalance ?? 0),
    enabled: statementBalance !== null && date !== '',
    placeholderData: keepPreviousData,
  });
}

export function createReconciliation(accountId: string, input: CreateReconciliationInput): Promise<Reconciliation> {
  return apiClient.post<Reconciliation>(`/accounts/${accountId}/reconciliations`, input);
}

export function useCreateReconciliation(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReconciliationInput) => createReconciliation(accountId, input),
    onSuccess: () => refreshAfterStatusChange(queryClient),
  });
}
