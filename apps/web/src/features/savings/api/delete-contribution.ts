import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export type DeleteContributionVariables = { goalId: string; contributionId: string };

export function deleteContribution({ goalId, contributionId }: DeleteContributionVariables): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/savings-goals/${encodeURIComponent(goalId)}/contributions/${encodeURIComponent(contributionId)}`);
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
