import * as savingsApi from '@cuentas/shared/contract/savings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export type DeleteContributionVariables = { goalId: string; contributionId: string };

export function deleteContribution({
  goalId,
  contributionId,
}: DeleteContributionVariables): Promise<{ message: string }> {
  return request(savingsApi.removeContribution, { params: { id: goalId, contributionId } });
}

/** Only manual contributions can be deleted; transfers are edited on the transactions screen. */
export function useDeleteContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContribution,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'savings-changed');
    },
  });
}
