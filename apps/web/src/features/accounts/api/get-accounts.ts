import type { Account } from '@cuentas/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const accountsQueryKey = ['accounts'] as const;

const noAccounts: Account[] = [];

export function getAccounts(): Promise<Account[]> {
  return apiClient.get<Account[]>('/accounts');
}

/** Lists use a placeholder default until loaded (spec §4); check `isPlaceholderData` for skeletons. */
export function accountsQueryOptions() {
  return queryOptions({ queryKey: accountsQueryKey, queryFn: getAccounts, placeholderData: noAccounts });
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
