import * as exchangeRatesApi from '@cuentas/shared/contract/exchange-rates';
import type { CreateExchangeRateInput, ExchangeRate } from '@cuentas/shared/schemas/exchange-rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export type SaveRateVariables = { id?: string; input: CreateExchangeRateInput };

/** Creates (POST; the same pair and date replaces the old one) or edits (PATCH) a rate. */
export function saveExchangeRate({ id, input }: SaveRateVariables): Promise<ExchangeRate> {
  return id
    ? request(exchangeRatesApi.update, { params: { id }, body: input })
    : request(exchangeRatesApi.create, { body: input });
}

export function useSaveExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: saveExchangeRate,
    onSuccess: () => void invalidateAfter(queryClient, 'exchange-rate-changed'),
  });
}
