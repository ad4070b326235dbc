import type { CreateExchangeRateInput, ExchangeRate } from '@cuentas/shared/schemas/exchange-rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export type SaveRateVariables = { id?: string; input: CreateExchangeRateInput };

/** Creates (POST; the same pair and date replaces the old one) or edits (PATCH) a rate. */
export function saveExchangeRate({ id, input }: SaveRateVariables): Promise<ExchangeRate> {
  return id ? apiClient.patch<ExchangeRate>(`/exchange-rates/${encodeURIComponent(id)}`, input) : apiClient.post<ExchangeRate>('/exchange-rates', input);
}

export function useSaveExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({ meta: ownErrors, mutationFn: saveExchangeRate, onSuccess: () => void invalidateAfter(queryClient, 'exchange-rate-changed') });
}
