import * as meApi from '@cuentas/shared/contract/me';
import type { Permissions } from '@cuentas/shared/schemas/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

export const permissionsQueryKey = ['me', 'permissions'] as const;

export function getPermissions(): Promise<Permissions> {
  return request(meApi.permissions);
}

/** Fetched on demand, only where a screen shows what the plan unlocks. */
export function permissionsQueryOptions() {
  return queryOptions({ queryKey: permissionsQueryKey, queryFn: getPermissions });
}

export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}
