import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { prospectKeys } from './get-prospects.ts';

export function deleteProspect(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/prospects/${encodeURIComponent(id)}`);
}

/** Deleting a realised prospect keeps its transaction. */
export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProspect,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prospectKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}
