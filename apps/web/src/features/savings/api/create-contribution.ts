import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { savingsKeys } from './get-savings-goals.ts';

export type ContributionInput = { amount: number; date: string; note: string };
export type CreateContributionVariables = { goalId: string; input: ContributionInput };

/** Answers the goal with its new total. A negative amount is a withdrawal. */
export function createContribution({ goalId, input }: CreateContributionVariables): Promise<SavingsGoal> {
  return apiClient.post<SavingsGoal>(`/savings-goals/${encodeURIComponent(goalId)}/contributions`, input);
}

export function useCreateContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContribution,
    onSuccess: (goal) => {
      queryClient.setQueryData<SavingsGoal[]>(savingsKeys.list(), (goals) => goals?.map((item) => (item.id === goal.id ? goal : item)));
      void queryClient.invalidateQueries({ queryKey: savingsKeys.contributions(goal.id) });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
