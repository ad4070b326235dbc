import type { Account } from '@cuentas/shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { accountsQueryOptions, activeAccounts } from '../../../api/accounts.ts';

// The shared query lives in src/api/accounts.ts. These two hooks remain for the screens under
// src/app/routes, which read `isPlaceholderData` for their skeletons: the same query, with an
// empty placeholder until it loads.
const noAccounts: Account[] = [];

export function useAccounts() {
  return useQuery({ ...accountsQueryOptions(), select: activeAccounts, placeholderData: noAccounts });
}

/** Active and archived accounts, in the user's order: the accounts screen shows both. */
export function useAccountsWithArchived() {
  return useQuery({ ...accountsQueryOptions(), placeholderData: noAccounts });
}
