import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export function deleteAccount(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/accounts/${encodeURIComponent(id)}`);
}

/** Deletes the account and its transactions: everything that shows either is refreshed. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'account-deleted');
    },
  });
}
