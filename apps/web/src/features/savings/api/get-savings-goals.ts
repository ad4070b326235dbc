import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const savingsKeys = {
  all: ['savings-goals'] as const,
  list: () => ['savings-goals', 'list'] as const,
  contributions: (goalId: string) => ['savings-goals', 'contributions', goalId] as const,
};

export function getSavingsGoals(): Promise<SavingsGoal[]> {
  return apiClient.get<SavingsGoal[]>('/savings-goals');
}

/**
 * Always refetched on visit (the cached list shows meanwhile): transfers recorded on other screens
 * into a linked account change what a goal has saved, and those screens do not know about goals.
 */
export function savingsGoalsQueryOptions() {
  return queryOptions({ queryKey: savingsKeys.list(), queryFn: getSavingsGoals, staleTime: 0 });
}

export function useSavingsGoals() {
  return useQuery(savingsGoalsQueryOptions());
}
