import * as savingsApi from '@cuentas/shared/contract/savings';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function deleteSavingsGoal(id: string): Promise<{ message: string }> {
  return request(savingsApi.remove, { params: { id } });
}

export function useDeleteSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavingsGoal,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavingsGoal[]>(queryKeys.savingsGoals.list(), (goals) =>
        goals?.filter((goal) => goal.id !== id),
      );
      queryClient.removeQueries({ queryKey: queryKeys.savingsGoals.contributions(id) });
      void invalidateAfter(queryClient, 'savings-changed');
    },
  });
}
