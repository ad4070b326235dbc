import type { Account, UpdateAccountInput } from '@cuentas/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey } from './get-accounts.ts';

export type UpdateAccountVariables = { id: string; changes: UpdateAccountInput };

export function updateAccount({ id, changes }: UpdateAccountVariables): Promise<Account> {
  return apiClient.patch<Account>(`/accounts/${encodeURIComponent(id)}`, changes);
}

/** Also archives (`{archived: true}`): archived accounts leave the default list. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account, { changes }) => {
      queryClient.setQueryData<Account[]>(accountsQueryKey, (accounts) =>
        changes.archived
          ? accounts?.filter((item) => item.id !== account.id)
          : accounts?.map((item) => (item.id === account.id ? account : item)),
      );
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    },
  });
}
