import type { Permissions } from '@cuentas/shared/schemas/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const permissionsQueryKey = ['me', 'permissions'] as const;

export function getPermissions(): Promise<Permissions> {
  return apiClient.get<Permissions>('/me/permissions');
}

/** Fetched on demand, only where a screen shows what the plan unlocks. */
export function permissionsQueryOptions() {
  return queryOptions({ queryKey: permissionsQueryKey, queryFn: getPermissions });
}

export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}
