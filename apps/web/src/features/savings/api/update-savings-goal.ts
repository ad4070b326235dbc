import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { SavingsGoalInput } from './create-savings-goal.ts';
import { savingsKeys } from './get-savings-goals.ts';

export type SavingsGoalChanges = Partial<SavingsGoalInput> & { status?: SavingsGoal['status'] };
export type UpdateSavingsGoalVariables = { id: string; changes: SavingsGoalChanges };

export function updateSavingsGoal({ id, changes }: UpdateSavingsGoalVariables): Promise<SavingsGoal> {
  return apiClient.patch<SavingsGoal>(`/savings-goals/${encodeURIComponent(id)}`, changes);
}

/** Edits, pauses, resumes and archives (status) a goal. */
export function useUpdateSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavingsGoal,
    onSuccess: (goal) => {
      queryClient.setQueryData<SavingsGoal[]>(savingsKeys.list(), (goals) => goals?.map((item) => (item.id === goal.id ? goal : item)));
      // A new linked account changes which transfers count.
      void queryClient.invalidateQueries({ queryKey: savingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
