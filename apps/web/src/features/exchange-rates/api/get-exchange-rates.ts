import type { ExchangeRate } from '@cuentas/shared/schemas/exchange-rates';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const noRates: ExchangeRate[] = [];

export function getExchangeRates(): Promise<ExchangeRate[]> {
  return apiClient.get<ExchangeRate[]>('/exchange-rates');
}

export function useExchangeRates(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.exchangeRates.all(), queryFn: getExchangeRates, placeholderData: noRates, enabled: options.enabled ?? true });
}
