import type { Account } from '@cuentas/shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The accounts a file can go into (active ones); under ['accounts'] so account changes refresh it. */
export function useImportAccounts(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.accounts.importTargets(),
    queryFn: () => apiClient.get<Account[]>('/accounts'),
    enabled,
  });
}
