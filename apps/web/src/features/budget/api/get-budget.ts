import * as budgetsApi from '@cuentas/shared/contract/budgets';
import type { Budget } from '@cuentas/shared/schemas/budgets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getBudget(month: string): Promise<Budget> {
  return request(budgetsApi.get, { params: { month } });
}

export function budgetQueryOptions(month: string) {
  return queryOptions({ queryKey: queryKeys.budgets.month(month), queryFn: () => getBudget(month) });
}

/** Keeps the previous month on screen while the next one loads, so the page does not jump. */
export function useBudget(month: string) {
  return useQuery({ ...budgetQueryOptions(month), placeholderData: keepPreviousData });
}
