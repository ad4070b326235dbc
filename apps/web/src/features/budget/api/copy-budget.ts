import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export type CopySource = 'last_month' | 'average_3';
export type CopyBudgetVariables = { month: string; source: CopySource };

export function copyBudget({ month, source }: CopyBudgetVariables): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>(`/budgets/${encodeURIComponent(month)}/copy`, { source });
}

/** Fills the month from last month's amounts or from the average spent in the last three. */
export function useCopyBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyBudget,
    onSuccess: () => void invalidateAfter(queryClient, 'budget-changed'),
  });
}
