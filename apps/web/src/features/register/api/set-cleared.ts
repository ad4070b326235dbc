import type { SetClearedInput } from '@cuentas/shared/schemas/register';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export function setCleared(accountId: string, input: SetClearedInput): Promise<{ updated: number }> {
  return apiClient.post<{ updated: number }>(`/accounts/${accountId}/cleared`, input);
}

export function useSetCleared(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetClearedInput) => setCleared(accountId, input),
    onSuccess: () => invalidateAfter(queryClient, 'transaction-changed'),
  });
}
