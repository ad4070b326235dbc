import type { Account, UpdateAccountInput } from '@cuentas/shared/schemas/accounts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey, accountsWithArchivedQueryKey } from './get-accounts.ts';

export type UpdateAccountVariables = { id: string; changes: UpdateAccountInput };

export function updateAccount({ id, changes }: UpdateAccountVariables): Promise<Account> {
  return apiClient.patch<Account>(`/accounts/${encodeURIComponent(id)}`, changes);
}

/**
 * The API's update schema gives a missing opening_balance its create default (0), so a PATCH of
 * only `{archived}` would wipe the opening balance. Until that is fixed server-side, partial
 * updates carry the balance we already know.
 */
function keepOpeningBalance(queryClient: QueryClient, { id, changes }: UpdateAccountVariables): UpdateAccountVariables {
  if (changes.opening_balance !== undefined) return { id, changes };
  const known = [accountsWithArchivedQueryKey, accountsQueryKey]
    .flatMap((key) => queryClient.getQueryData<Account[]>(key) ?? [])
    .find((account) => account.id === id);
  return known ? { id, changes: { ...changes, opening_balance: known.opening_balance } } : { id, changes };
}

/** Also archives (`{archived: true}`): archived accounts leave the default list. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateAccountVariables) => updateAccount(keepOpeningBalance(queryClient, variables)),
    onSuccess: (account, { changes }) => {
      queryClient.setQueryData<Account[]>(accountsQueryKey, (accounts) =>
        changes.archived
          ? accounts?.filter((item) => item.id !== account.id)
          : accounts?.map((item) => (item.id === account.id ? account : item)),
      );
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
