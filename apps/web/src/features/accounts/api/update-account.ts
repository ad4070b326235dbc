import type { Account, UpdateAccountInput } from '@cuentas/shared/schemas/accounts';
import { useMutation, useQueryClient, type QueryClient, type MutationMeta } from '@tanstack/react-query';
import * as accountsApi from '@cuentas/shared/contract/accounts';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type UpdateAccountVariables = { id: string; changes: UpdateAccountInput };

export function updateAccount({ id, changes }: UpdateAccountVariables): Promise<Account> {
  return request(accountsApi.update, { params: { id }, body: changes });
}

/**
 * The API's update schema gives a missing opening_balance its create default (0), so a PATCH of
 * only `{archived}` would wipe the opening balance. Until that is fixed server-side, partial
 * updates carry the balance we already know.
 */
function keepOpeningBalance(queryClient: QueryClient, { id, changes }: UpdateAccountVariables): UpdateAccountVariables {
  if (changes.opening_balance !== undefined) return { id, changes };
  const known = queryClient.getQueryData<Account[]>(queryKeys.accounts.list())?.find((account) => account.id === id);
  return known ? { id, changes: { ...changes, opening_balance: known.opening_balance } } : { id, changes };
}

/** Also archives (`{archived: true}`): archived accounts leave the default list. `meta`: `ownErrors` where a form shows the errors on its fields. */
export function useUpdateAccount(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (variables: UpdateAccountVariables) => updateAccount(keepOpeningBalance(queryClient, variables)),
    onSuccess: (account) => {
      // The saved account replaces the old one; an archived one leaves the active list by its archived_at.
      queryClient.setQueryData<Account[]>(queryKeys.accounts.list(), (accounts) =>
        accounts?.map((item) => (item.id === account.id ? account : item)),
      );
      void invalidateAfter(queryClient, 'account-changed');
    },
  });
}
