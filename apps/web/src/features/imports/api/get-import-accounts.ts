import type { Account } from '@cuentas/shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The accounts a file can go into (active ones); under ['accounts'] so account changes refresh it. */
export function useImportAccounts(enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'import-targets'],
    queryFn: () => apiClient.get<Account[]>('/accounts'),
    enabled,
  });
}
