import * as savingsApi from '@cuentas/shared/contract/savings';
import type { ContributionSchema } from '@cuentas/shared/schemas/savings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type Contribution = z.infer<typeof ContributionSchema>;

export function getContributions(goalId: string): Promise<Contribution[]> {
  return request(savingsApi.contributions, { params: { id: goalId } });
}

/** Newest first: manual contributions and withdrawals, and transfers into the linked account. */
export function contributionsQueryOptions(goalId: string) {
  return queryOptions({
    queryKey: queryKeys.savingsGoals.contributions(goalId),
    queryFn: () => getContributions(goalId),
    staleTime: 0,
  });
}

export function useContributions(goalId: string | null) {
  return useQuery({ ...contributionsQueryOptions(goalId ?? ''), enabled: goalId !== null });
}
