import type { PayeeAlias, PayeeMemory } from '@cuentas/shared/schemas/payees';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const memoryKey = ['payees', 'memory'] as const;
const noMemory: PayeeMemory[] = [];

/** What the app learnt from the user's corrections: payee → category. */
export function usePayeeMemory() {
  return useQuery({ queryKey: memoryKey, queryFn: () => apiClient.get<PayeeMemory[]>('/payees/memory'), placeholderData: noMemory });
}

function useRefreshPayees() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [['payees'], ['transactions']]) void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useChangePayeeMemory() {
  const refresh = useRefreshPayees();
  return useMutation({
    mutationFn: ({ key, categoryId }: { key: string; categoryId: string }) =>
      apiClient.patch<PayeeMemory>(`/payees/memory/${encodeURIComponent(key)}`, { category_id: categoryId }),
    onSuccess: refresh,
  });
}

export function useForgetPayee() {
  const refresh = useRefreshPayees();
  return useMutation({
    mutationFn: (key: string) => apiClient.delete<{ message: string }>(`/payees/memory/${encodeURIComponent(key)}`, { data: {} }),
    onSuccess: refresh,
  });
}

/** Renames the payee on every movement now and on future imports. */
export function useRenamePayee() {
  const refresh = useRefreshPayees();
  return useMutation({
    mutationFn: ({ from, name }: { from: string; name: string }) => apiClient.post<PayeeAlias & { renamed: number }>('/payees/aliases', { from, name }),
    onSuccess: refresh,
  });
}
