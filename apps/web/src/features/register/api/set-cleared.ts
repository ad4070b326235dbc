import * as registerApi from '@cuentas/shared/contract/register';
import type { SetClearedInput } from '@cuentas/shared/schemas/register';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export function setCleared(accountId: string, input: SetClearedInput): Promise<{ updated: number }> {
  return request(registerApi.setCleared, { params: { id: accountId }, body: input });
}

export function useSetCleared(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetClearedInput) => setCleared(accountId, input),
    onSuccess: () => invalidateAfter(queryClient, 'transaction-changed'),
  });
}
