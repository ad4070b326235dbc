import * as budgetsApi from '@cuentas/shared/contract/budgets';
import type { Budget, SetBudgetLinesInput } from '@cuentas/shared/schemas/budgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export type SetBudgetVariables = { month: string; input: SetBudgetLinesInput; member?: string | undefined };

export function setBudget({ month, input, member }: SetBudgetVariables): Promise<Budget> {
  return request(budgetsApi.set, { params: { month }, query: member ? { member } : {}, body: input });
}

/** Saves lines (or the expected income) of one month; the answer is that month's budget. */
export function useSetBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: setBudget,
    onSuccess: (budget, { month, member }) => {
      queryClient.setQueryData(queryKeys.budgets.month(month, member), budget);
      // What is left over carries into later months when rollover is on: they are stale now.
      // The month itself holds the server's answer already.
      void invalidateAfter(queryClient, 'budget-changed', { except: queryKeys.budgets.month(month, member) });
    },
  });
}
