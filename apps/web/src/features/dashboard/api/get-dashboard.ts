import * as dashboardApi from '@cuentas/shared/contract/dashboard';
import type { Dashboard } from '@cuentas/shared/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getDashboard(): Promise<Dashboard> {
  return request(dashboardApi.get);
}

export function useDashboard() {
  return useQuery({ queryKey: queryKeys.dashboard.all(), queryFn: getDashboard });
}
