import type { Account } from '@cuentas/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The same key and answer the transactions screen uses: every account, archived ones too. */
export const accountsWithArchivedKey = ['accounts', 'with-archived'] as const;

export function getAccounts(): Promise<Account[]> {
  return apiClient.get<Account[]>('/accounts', { params: { include_archived: 'true' } });
}

export function accountsQueryOptions() {
  return queryOptions({ queryKey: accountsWithArchivedKey, queryFn: getAccounts });
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
