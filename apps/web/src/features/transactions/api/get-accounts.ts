import type { Account } from '@cuentas/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsKey } from './query-keys.ts';

export function getAccounts(): Promise<Account[]> {
  return apiClient.get<Account[]>('/accounts', { params: { include_archived: 'true' } });
}

/** All accounts, archived too: rows of an archived account still need its name and currency. */
export function accountsQueryOptions() {
  return queryOptions({ queryKey: accountsKey, queryFn: getAccounts });
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
