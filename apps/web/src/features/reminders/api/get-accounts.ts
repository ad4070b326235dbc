import type { Account } from '@cuentas/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { accountsKey } from './query-keys.ts';

export function getAccounts(): Promise<Account[]> {
  return apiClient.get<Account[]>('/accounts', { params: { include_archived: 'true' } });
}

/** Archived accounts too, so a reminder tied to one still shows its name. */
export function useAccounts() {
  return useQuery(queryOptions({ queryKey: accountsKey, queryFn: getAccounts }));
}
