import type { Budget } from '@cuentas/shared/schemas/budgets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** ['budgets', …] is the prefix the transactions screen invalidates after any change. */
export const budgetKeys = {
  all: ['budgets'] as const,
  month: (month: string) => ['budgets', month] as const,
};

export function getBudget(month: string): Promise<Budget> {
  return apiClient.get<Budget>(`/budgets/${encodeURIComponent(month)}`);
}

export function budgetQueryOptions(month: string) {
  return queryOptions({ queryKey: budgetKeys.month(month), queryFn: () => getBudget(month) });
}

/** Keeps the previous month on screen while the next one loads, so the page does not jump. */
export function useBudget(month: string) {
  return useQuery({ ...budgetQueryOptions(month), placeholderData: keepPreviousData });
}
