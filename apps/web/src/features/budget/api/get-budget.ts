import * as budgetsApi from '@cuentas/shared/contract/budgets';
import type { Budget } from '@cuentas/shared/schemas/budgets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The shared budget, or `member`'s personal one (decision 054). */
export function getBudget(month: string, member?: string): Promise<Budget> {
  return request(budgetsApi.get, { params: { month }, query: member ? { member } : {} });
}

export function budgetQueryOptions(month: string, member?: string) {
  return queryOptions({ queryKey: queryKeys.budgets.month(month, member), queryFn: () => getBudget(month, member) });
}

/** Keeps the previous month on screen while the next one loads, so the page does not jump. */
export function useBudget(month: string, member?: string) {
  return useQuery({ ...budgetQueryOptions(month, member), placeholderData: keepPreviousData });
}
