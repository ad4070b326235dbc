import type { Account, CreateAccountInput } from '@cuentas/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as accountsApi from '@cuentas/shared/contract/accounts';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createAccount(input: CreateAccountInput): Promise<Account> {
  return request(accountsApi.create, { body: input });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createAccount,
    onSuccess: (account) => {
      queryClient.setQueryData<Account[]>(queryKeys.accounts.list(), (accounts) => [...(accounts ?? []), account]);
      // Not awaited: the form resets as soon as the account exists, not after the refetch.
      void invalidateAfter(queryClient, 'account-changed');
    },
  });
}
