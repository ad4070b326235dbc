import * as rulesApi from '@cuentas/shared/contract/rules';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

/** Runs every rule over past transactions; answers how many changed category. */
export function applyRules(input: { only_uncategorized: boolean }): Promise<{ updated: number }> {
  return request(rulesApi.apply, { body: input });
}

/** What the categorised transactions make stale belongs to the transactions feature: the caller refreshes it. */
export function useApplyRules(onApplied?: (updated: number) => void) {
  return useMutation({
    mutationFn: applyRules,
    onSuccess: ({ updated }) => onApplied?.(updated),
  });
}
