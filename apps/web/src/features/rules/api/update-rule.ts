import * as rulesApi from '@cuentas/shared/contract/rules';
import type { CreateRuleInput, Rule } from '@cuentas/shared/schemas/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export type UpdateRuleVariables = { id: string; changes: Partial<CreateRuleInput> & { position?: number } };

export function updateRule({ id, changes }: UpdateRuleVariables): Promise<Rule> {
  return request(rulesApi.update, { params: { id }, body: changes });
}

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: updateRule,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'rule-changed');
    },
  });
}
