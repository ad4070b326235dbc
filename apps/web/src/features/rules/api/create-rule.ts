import * as rulesApi from '@cuentas/shared/contract/rules';
import type { CreateRuleInput, Rule } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createRule(input: CreateRuleInput): Promise<Rule> {
  return request(rulesApi.create, { body: input });
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
