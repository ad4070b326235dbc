import type { NetWorth } from '@cuentas/shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getNetWorth(): Promise<NetWorth> {
  return apiClient.get<NetWorth>('/accounts/net-worth');
}

export function useNetWorth() {
  return useQuery({ queryKey: queryKeys.accounts.netWorth(), queryFn: getNetWorth });
}
