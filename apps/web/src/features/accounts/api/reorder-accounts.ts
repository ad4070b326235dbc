import type { Account } from '@cuentas/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey, accountsWithArchivedQueryKey } from './get-accounts.ts';

export function reorderAccounts(ids: string[]): Promise<Account[]> {
  return apiClient.post<Account[]>('/accounts/reorder', { ids });
}

function sortByIds(accounts: Account[] | undefined, ids: string[]): Account[] | undefined {
  if (!accounts) return accounts;
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...accounts].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

/** Moves rows at once (optimistic) and rolls back if the server says no. */
export function useReorderAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderAccounts,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: accountsQueryKey });
      const previous = queryClient.getQueryData<Account[]>(accountsWithArchivedQueryKey);
      queryClient.setQueryData<Account[]>(accountsWithArchivedQueryKey, (accounts) => sortByIds(accounts, ids));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(accountsWithArchivedQueryKey, context.previous);
    },
    onSuccess: (accounts) => {
      queryClient.setQueryData(accountsWithArchivedQueryKey, accounts);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
