import type { Dashboard } from '@cuentas/shared/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Invalidated by prefix after anything that moves money: imports, transactions, accounts, rates. */
export const dashboardQueryKey = ['dashboard'] as const;

export function getDashboard(): Promise<Dashboard> {
  return apiClient.get<Dashboard>('/reports/dashboard');
}

export function useDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: getDashboard });
}
