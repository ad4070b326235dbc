import * as rulesApi from '@cuentas/shared/contract/rules';
import type { Rule } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function deleteRule(id: string): Promise<{ message: string }> {
  return request(rulesApi.remove, { params: { id } });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Rule[]>(queryKeys.rules.all(), (rules) => rules?.filter((rule) => rule.id !== id));
      void invalidateAfter(queryClient, 'rule-changed');
    },
  });
}
