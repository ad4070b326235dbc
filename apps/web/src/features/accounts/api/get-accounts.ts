import type { Account } from '@cuentas/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const accountsQueryKey = ['accounts'] as const;
/** Shares the ['accounts'] prefix so every accounts invalidation refreshes it too. */
export const accountsWithArchivedQueryKey = ['accounts', 'with-archived'] as const;

const noAccounts: Account[] = [];

export function getAccounts(includeArchived = false): Promise<Account[]> {
  return apiClient.get<Account[]>('/accounts', includeArchived ? { params: { include_archived: 'true' } } : undefined);
}

/** Lists use a placeholder default until loaded (spec §4); check `isPlaceholderData` for skeletons. */
export function accountsQueryOptions() {
  return queryOptions({ queryKey: accountsQueryKey, queryFn: () => getAccounts(), placeholderData: noAccounts });
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}

/** Active and archived accounts, in the user's order: the accounts screen shows both. */
export function useAccountsWithArchived() {
  return useQuery({ queryKey: accountsWithArchivedQueryKey, queryFn: () => getAccounts(true), placeholderData: noAccounts });
}
