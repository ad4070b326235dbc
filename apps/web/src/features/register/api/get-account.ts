import * as accountsApi from '@cuentas/shared/contract/accounts';
import type { Account } from '@cuentas/shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getAccount(accountId: string): Promise<Account> {
  return request(accountsApi.get, { params: { id: accountId } });
}

export function useAccount(accountId: string) {
  return useQuery({ queryKey: queryKeys.accounts.detail(accountId), queryFn: () => getAccount(accountId) });
}
