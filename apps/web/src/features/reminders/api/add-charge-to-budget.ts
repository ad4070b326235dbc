import * as recurringApi from '@cuentas/shared/contract/recurring-charges';
import type { AddChargeToBudgetInput, ChargeBudgetLine } from '@cuentas/shared/schemas/recurring-charges';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function addChargeToBudget(input: AddChargeToBudgetInput): Promise<ChargeBudgetLine> {
  return request(recurringApi.addToBudget, { body: input });
}

/** Adds a recurring charge's monthly cost to its category's line in this month's budget. */
export function useAddChargeToBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: addChargeToBudget,
    onSuccess: () => invalidateAfter(queryClient, 'budget-changed'),
  });
}
