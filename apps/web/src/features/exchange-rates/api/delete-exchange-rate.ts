import * as exchangeRatesApi from '@cuentas/shared/contract/exchange-rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export function deleteExchangeRate(id: string): Promise<{ message: string }> {
  return request(exchangeRatesApi.remove, { params: { id } });
}

export function useDeleteExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExchangeRate,
    onSuccess: () => void invalidateAfter(queryClient, 'exchange-rate-changed'),
  });
}
