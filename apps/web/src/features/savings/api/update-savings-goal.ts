import * as savingsApi from '@cuentas/shared/contract/savings';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { SavingsGoalInput } from './create-savings-goal.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type SavingsGoalChanges = Partial<SavingsGoalInput> & { status?: SavingsGoal['status'] };
export type UpdateSavingsGoalVariables = { id: string; changes: SavingsGoalChanges };

export function updateSavingsGoal({ id, changes }: UpdateSavingsGoalVariables): Promise<SavingsGoal> {
  return request(savingsApi.update, { params: { id }, body: changes });
}

/** Edits, pauses, resumes and archives (status) a goal. `meta`: `ownErrors` where a form shows the errors on its fields. */
export function useUpdateSavingsGoal(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: updateSavingsGoal,
    onSuccess: (goal) => {
      queryClient.setQueryData<SavingsGoal[]>(queryKeys.savingsGoals.list(), (goals) =>
        goals?.map((item) => (item.id === goal.id ? goal : item)),
      );
      // A new linked account changes which transfers count.
      void invalidateAfter(queryClient, 'savings-changed');
    },
  });
}
