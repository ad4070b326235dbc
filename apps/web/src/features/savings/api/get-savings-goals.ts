import * as savingsApi from '@cuentas/shared/contract/savings';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getSavingsGoals(): Promise<SavingsGoal[]> {
  return request(savingsApi.list);
}

/**
 * Always refetched on visit (the cached list shows meanwhile): transfers recorded on other screens
 * into a linked account change what a goal has saved, and those screens do not know about goals.
 */
export function savingsGoalsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.savingsGoals.list(), queryFn: getSavingsGoals, staleTime: 0 });
}

export function useSavingsGoals() {
  return useQuery(savingsGoalsQueryOptions());
}
