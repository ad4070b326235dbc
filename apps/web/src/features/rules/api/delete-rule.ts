import type { Rule } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function deleteRule(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/rules/${encodeURIComponent(id)}`);
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
