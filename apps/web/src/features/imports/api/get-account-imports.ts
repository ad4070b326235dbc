import * as importsApi from '@cuentas/shared/contract/imports';
import type { ImportSummary } from '@cuentas/shared/schemas/imports';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

/** Under ['accounts'] so an import, an undo or any transaction change refreshes it with the balances. */
export const accountImportsKey = (accountId: string) => ['accounts', 'one', accountId, 'imports'] as const;

export function getAccountImports(accountId: string): Promise<ImportSummary[]> {
  return request(importsApi.list, { query: { account_id: accountId } });
}

export function useAccountImports(accountId: string) {
  return useQuery({ queryKey: accountImportsKey(accountId), queryFn: () => getAccountImports(accountId) });
}
