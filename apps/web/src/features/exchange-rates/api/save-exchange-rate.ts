import type { CreateExchangeRateInput, ExchangeRate } from '@cuentas/shared/schemas/exchange-rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshAfterRateChange } from './get-exchange-rates.ts';

export type SaveRateVariables = { id?: string; input: CreateExchangeRateInput };

/** Creates (POST; the same pair and date replaces the old one) or edits (PATCH) a rate. */
export function saveExchangeRate({ id, input }: SaveRateVariables): Promise<ExchangeRate> {
  return id ? apiClient.patch<ExchangeRate>(`/exchange-rates/${encodeURIComponent(id)}`, input) : apiClient.post<ExchangeRate>('/exchange-rates', input);
}

export function useSaveExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveExchangeRate, onSuccess: () => refreshAfterRateChange(queryClient) });
}
