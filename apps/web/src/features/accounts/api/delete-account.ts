import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as accountsApi from '@cuentas/shared/contract/accounts';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export function deleteAccount(id: string): Promise<{ message: string }> {
  return request(accountsApi.remove, { params: { id } });
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
