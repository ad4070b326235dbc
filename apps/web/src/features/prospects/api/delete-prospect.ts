import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export function deleteProspect(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/prospects/${encodeURIComponent(id)}`);
}

/** Deleting a realised prospect keeps its transaction. */
export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProspect,
    onSuccess: () => void invalidateAfter(queryClient, 'prospect-changed'),
  });
}
