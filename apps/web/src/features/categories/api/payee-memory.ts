import * as payeesApi from '@cuentas/shared/contract/payees';
import type { PayeeMemory } from '@cuentas/shared/schemas/payees';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

const noMemory: PayeeMemory[] = [];

/** What the app learnt from the user's corrections: payee → category. */
export function usePayeeMemory() {
  return useQuery({
    queryKey: queryKeys.payees.memory(),
    queryFn: () => request(payeesApi.memory),
    placeholderData: noMemory,
  });
}

function useRefreshPayees() {
  const queryClient = useQueryClient();
  return () => {
    void invalidateAfter(queryClient, 'payee-memory-changed');
  };
}

export function useChangePayeeMemory() {
  const refresh = useRefreshPayees();
  return useMutation({
    mutationFn: ({ key, categoryId }: { key: string; categoryId: string }) =>
      request(payeesApi.updateMemory, { params: { key }, body: { category_id: categoryId } }),
    onSuccess: refresh,
  });
}

export function useForgetPayee() {
  const refresh = useRefreshPayees();
  return useMutation({
    mutationFn: (key: string) => request(payeesApi.removeMemory, { params: { key }, config: { data: {} } }),
    onSuccess: refresh,
  });
}

/** Renames the payee on every movement now and on future imports. */
export function useRenamePayee() {
  const refresh = useRefreshPayees();
  return useMutation({
    meta: ownErrors,
    mutationFn: ({ from, name }: { from: string; name: string }) =>
      request(payeesApi.createAlias, { body: { from, name } }),
    onSuccess: refresh,
  });
}
