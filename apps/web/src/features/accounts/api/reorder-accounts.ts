import type { Account } from '@cuentas/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as accountsApi from '@cuentas/shared/contract/accounts';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function reorderAccounts(ids: string[]): Promise<Account[]> {
  return request(accountsApi.reorder, { body: { ids } });
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
      await queryClient.cancelQueries({ queryKey: queryKeys.accounts.all() });
      const previous = queryClient.getQueryData<Account[]>(queryKeys.accounts.list());
      queryClient.setQueryData<Account[]>(queryKeys.accounts.list(), (accounts) => sortByIds(accounts, ids));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.accounts.list(), context.previous);
    },
    onSuccess: (accounts) => {
      queryClient.setQueryData(queryKeys.accounts.list(), accounts);
    },
    onSettled: () => {
      void invalidateAfter(queryClient, 'account-changed');
    },
  });
}
