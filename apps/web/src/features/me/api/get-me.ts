import * as meApi from '@cuentas/shared/contract/me';
import type { Profile } from '@cuentas/shared/schemas/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { useAuthToken } from '../../../lib/use-auth-token.ts';

export const meQueryKey = ['me'] as const;

export function getMe(): Promise<Profile> {
  return request(meApi.get);
}

/** The signed-in user's profile; pass `enabled: false` when there is no token (docs/architecture.md §8.3). */
export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

/** Never fetches without a token (docs/architecture.md §8.3), even from a component that outlives the session. */
export function useMe(options: { enabled?: boolean } = {}) {
  const token = useAuthToken();
  return useQuery({ ...meQueryOptions(), enabled: token !== null && (options.enabled ?? true) });
}
