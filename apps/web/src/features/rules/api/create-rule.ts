import type { CreateRuleInput, Rule } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createRule(input: CreateRuleInput): Promise<Rule> {
  return apiClient.post<Rule>('/rules', input);
}

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createRule,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'rule-changed');
    },
  });
}
