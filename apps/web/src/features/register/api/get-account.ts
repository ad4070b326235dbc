import type { Account } from '@cuentas/shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getAccount(accountId: string): Promise<Account> {
  return apiClient.get<Account>(`/accounts/${accountId}`);
}

export function useAccount(accountId: string) {
  return useQuery({ queryKey: queryKeys.accounts.detail(accountId), queryFn: () => getAccount(accountId) });
}
