import type { ExchangeRate } from '@cuentas/shared/schemas/exchange-rates';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const exchangeRatesQueryKey = ['exchange-rates'] as const;

const noRates: ExchangeRate[] = [];

export function getExchangeRates(): Promise<ExchangeRate[]> {
  return apiClient.get<ExchangeRate[]>('/exchange-rates');
}

export function useExchangeRates(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: exchangeRatesQueryKey, queryFn: getExchangeRates, placeholderData: noRates, enabled: options.enabled ?? true });
}

/** A rate changes every converted figure: the net worth (under ['accounts']) and the dashboard. */
export function refreshAfterRateChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: exchangeRatesQueryKey });
  void queryClient.invalidateQueries({ queryKey: ['accounts', 'net-worth'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}
