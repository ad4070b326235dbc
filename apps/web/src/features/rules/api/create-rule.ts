import type { CreateRuleInput, Rule } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ruleKeys } from './query-keys.ts';

export function createRule(input: CreateRuleInput): Promise<Rule> {
  return apiClient.post<Rule>('/rules', input);
}

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ruleKeys.all });
    },
  });
}
