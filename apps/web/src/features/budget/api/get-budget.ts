import type { Budget } from '@cuentas/shared/schemas/budgets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getBudget(month: string): Promise<Budget> {
  return apiClient.get<Budget>(`/budgets/${encodeURIComponent(month)}`);
}

export function budgetQueryOptions(month: string) {
  return queryOptions({ queryKey: queryKeys.budgets.month(month), queryFn: () => getBudget(month) });
}

/** Keeps the previous month on screen while the next one loads, so the page does not jump. */
export function useBudget(month: string) {
  return useQuery({ ...budgetQueryOptions(month), placeholderData: keepPreviousData });
}
