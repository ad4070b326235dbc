import type { NetWorth } from '@cuentas/shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import * as accountsApi from '@cuentas/shared/contract/accounts';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getNetWorth(): Promise<NetWorth> {
  return request(accountsApi.netWorth);
}

export function useNetWorth() {
  return useQuery({ queryKey: queryKeys.accounts.netWorth(), queryFn: getNetWorth });
}
