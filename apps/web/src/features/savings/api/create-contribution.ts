import * as savingsApi from '@cuentas/shared/contract/savings';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export type ContributionInput = { amount: number; date: string; note: string };
export type CreateContributionVariables = { goalId: string; input: ContributionInput };

/** Answers the goal with its new total. A negative amount is a withdrawal. */
export function createContribution({ goalId, input }: CreateContributionVariables): Promise<SavingsGoal> {
  return request(savingsApi.addContribution, { params: { id: goalId }, body: input });
}

export function useCreateContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createContribution,
    onSuccess: (goal) => {
      queryClient.setQueryData<SavingsGoal[]>(queryKeys.savingsGoals.list(), (goals) =>
        goals?.map((item) => (item.id === goal.id ? goal : item)),
      );
      void invalidateAfter(queryClient, 'savings-changed');
    },
  });
}
