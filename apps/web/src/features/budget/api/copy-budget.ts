import * as budgetsApi from '@cuentas/shared/contract/budgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export type CopySource = 'last_month' | 'average_3';
export type CopyBudgetVariables = { month: string; source: CopySource; member?: string | undefined };

export function copyBudget({ month, source, member }: CopyBudgetVariables): Promise<{ message: string }> {
  return request(budgetsApi.copy, { params: { month }, query: member ? { member } : {}, body: { source } });
}

/** Fills the month from last month's amounts or from the average spent in the last three. */
export function useCopyBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyBudget,
    onSuccess: () => void invalidateAfter(queryClient, 'budget-changed'),
  });
}
