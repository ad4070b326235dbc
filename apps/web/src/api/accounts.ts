import type { Account, HiddenAccounts } from '@cuentas/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as accountsApi from '@cuentas/shared/contract/accounts';
import { request } from '../lib/api-request.ts';
import { queryKeys } from './query-keys.ts';

/** Every account, archived ones too, in the user's order: rows of an archived account still need its name and currency. */
export function getAccounts(): Promise<Account[]> {
  return request(accountsApi.list, { query: { include_archived: 'true' } });
}

export function accountsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.accounts.list(), queryFn: getAccounts });
}

/** The same list without the archived ones (the server sorts both the same way). */
export function activeAccounts(accounts: Account[]): Account[] {
  return accounts.filter((account) => account.archived_at === null);
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}

/** One request for both: the active accounts are read from the full list. */
export function useActiveAccounts() {
  return useQuery({ ...accountsQueryOptions(), select: activeAccounts });
}

/**
 * The other members' private accounts the open ledger's figures leave out (decision 049): totals,
 * budgets and reports say so instead of differing in silence. Under ['accounts'], so any account
 * change refreshes it.
 */
export function useHiddenAccounts() {
  return useQuery({
    queryKey: queryKeys.accounts.hidden(),
    queryFn: (): Promise<HiddenAccounts> => request(accountsApi.hidden),
    staleTime: 60_000,
  });
}
