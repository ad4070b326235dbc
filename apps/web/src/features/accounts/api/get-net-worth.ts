import type { NetWorth } from '@cuentas/shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Under the ['accounts'] prefix: any account change refreshes the net worth too. */
export const netWorthQueryKey = ['accounts', 'net-worth'] as const;

export function getNetWorth(): Promise<NetWorth> {
  return apiClient.get<NetWorth>('/accounts/net-worth');
}

export function useNetWorth() {
  return useQuery({ queryKey: netWorthQueryKey, queryFn: getNetWorth });
}
