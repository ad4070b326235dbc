import { useQuery } from '@tanstack/react-query';
import { accountsQueryOptions, activeAccounts } from '../../../api/accounts.ts';

/** The accounts a file can go into: the active ones, read from the shared accounts list. */
export function useImportAccounts(enabled: boolean) {
  return useQuery({ ...accountsQueryOptions(), select: activeAccounts, enabled });
}
