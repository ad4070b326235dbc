import type { Dashboard } from '@cuentas/shared/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getDashboard(): Promise<Dashboard> {
  return apiClient.get<Dashboard>('/reports/dashboard');
}

export function useDashboard() {
  return useQuery({ queryKey: queryKeys.dashboard.all(), queryFn: getDashboard });
}
