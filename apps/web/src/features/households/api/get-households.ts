import * as householdsApi from '@cuentas/shared/contract/households';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { useAuthToken } from '../../../lib/use-auth-token.ts';

export const householdsKey = ['households'] as const;

/** The ledgers the person belongs to, their own first (decision 044). */
export function useHouseholds() {
  const token = useAuthToken();
  return useQuery({
    queryKey: householdsKey,
    queryFn: () => request(householdsApi.list),
    enabled: token !== null,
  });
}
