import type { Budget, SetBudgetLinesInput } from '@cuentas/shared/schemas/budgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { budgetKeys } from './get-budget.ts';

export type SetBudgetVariables = { month: string; input: SetBudgetLinesInput };

export function setBudget({ month, input }: SetBudgetVariables): Promise<Budget> {
  return apiClient.put<Budget>(`/budgets/${encodeURIComponent(month)}`, input);
}

/** Saves lines (or the expected income) of one month; the answer is that month's budget. */
export function useSetBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBudget,
    onSuccess: (budget, { month }) => {
      queryClient.setQueryData(budgetKeys.month(month), budget);
      // What is left over carries into later months when rollover is on: they are stale now.
      void queryClient.invalidateQueries({ queryKey: budgetKeys.all, predicate: (query) => query.queryKey[1] !== month });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}
