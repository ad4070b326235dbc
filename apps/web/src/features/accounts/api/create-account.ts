import type { Account, CreateAccountInput } from '@cuentas/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsQueryKey } from './get-accounts.ts';

export function createAccount(input: CreateAccountInput): Promise<Account> {
  return apiClient.post<Account>('/accounts', input);
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (account) => {
      queryClient.setQueryData<Account[]>(accountsQueryKey, (accounts) => [...(accounts ?? []), account]);
      // Not awaited: the form resets as soon as the account exists, not after the refetch.
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
