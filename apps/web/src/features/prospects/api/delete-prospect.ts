import * as prospectsApi from '@cuentas/shared/contract/prospects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export function deleteProspect(id: string): Promise<{ message: string }> {
  return request(prospectsApi.remove, { params: { id } });
}

/** Deleting a realised prospect keeps its transaction. */
export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProspect,
    onSuccess: () => void invalidateAfter(queryClient, 'prospect-changed'),
  });
}
