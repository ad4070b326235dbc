import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export function deleteExchangeRate(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/exchange-rates/${encodeURIComponent(id)}`);
}

export function useDeleteExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteExchangeRate, onSuccess: () => void invalidateAfter(queryClient, 'exchange-rate-changed') });
}
