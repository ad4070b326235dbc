import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

/** Undoes a committed import (deletes exactly its transactions) or discards a pending one. */
export function deleteImport(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/imports/${encodeURIComponent(id)}`);
}

export function useDeleteImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteImport, onSuccess: () => void invalidateAfter(queryClient, 'import-changed') });
}
