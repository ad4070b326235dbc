import * as exchangeRatesApi from '@cuentas/shared/contract/exchange-rates';
import type { ExchangeRate } from '@cuentas/shared/schemas/exchange-rates';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const noRates: ExchangeRate[] = [];

export function getExchangeRates(): Promise<ExchangeRate[]> {
  return request(exchangeRatesApi.list);
}

export function useExchangeRates(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.exchangeRates.all(),
    queryFn: getExchangeRates,
    placeholderData: noRates,
    enabled: options.enabled ?? true,
  });
}
