import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function deleteSavingsGoal(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/savings-goals/${encodeURIComponent(id)}`);
}

export function useDeleteSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavingsGoal,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavingsGoal[]>(queryKeys.savingsGoals.list(), (goals) => goals?.filter((goal) => goal.id !== id));
      queryClient.removeQueries({ queryKey: queryKeys.savingsGoals.contributions(id) });
      void invalidateAfter(queryClient, 'savings-changed');
    },
  });
}
