import * as savingsApi from '@cuentas/shared/contract/savings';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export type SavingsGoalInput = {
  name: string;
  target_amount: number;
  currency: string;
  target_date: string | null;
  account_id: string | null;
};

export function createSavingsGoal(input: SavingsGoalInput): Promise<SavingsGoal> {
  return request(savingsApi.create, { body: input });
}

export function useCreateSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createSavingsGoal,
    onSuccess: (goal) => {
      queryClient.setQueryData<SavingsGoal[]>(queryKeys.savingsGoals.list(), (goals) => [...(goals ?? []), goal]);
      void invalidateAfter(queryClient, 'savings-changed');
    },
  });
}
