import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey } from './get-accounts.ts';

export function deleteAccount(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/accounts/${encodeURIComponent(id)}`);
}

/** Deletes the account and its transactions: everything that shows either is refreshed. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
  });
}
