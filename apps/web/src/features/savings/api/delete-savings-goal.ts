import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { savingsKeys } from './get-savings-goals.ts';

export function deleteSavingsGoal(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/savings-goals/${encodeURIComponent(id)}`);
}

export function useDeleteSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavingsGoal,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavingsGoal[]>(savingsKeys.list(), (goals) => goals?.filter((goal) => goal.id !== id));
      queryClient.removeQueries({ queryKey: savingsKeys.contributions(id) });
      void queryClient.invalidateQueries({ queryKey: savingsKeys.list() });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
