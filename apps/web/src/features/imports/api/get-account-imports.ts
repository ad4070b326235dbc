import type { ImportSummary } from '@cuentas/shared/schemas/imports';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Under ['accounts'] so an import, an undo or any transaction change refreshes it with the balances. */
export const accountImportsKey = (accountId: string) => ['accounts', 'one', accountId, 'imports'] as const;

export function getAccountImports(accountId: string): Promise<ImportSummary[]> {
  return apiClient.get<ImportSummary[]>('/imports', { params: { account_id: accountId } });
}

export function useAccountImports(accountId: string) {
  return useQuery({ queryKey: accountImportsKey(accountId), queryFn: () => getAccountImports(accountId) });
}
