import * as prospectsApi from '@cuentas/shared/contract/prospects';
import type { Prospect } from '@cuentas/shared/schemas/prospects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export type RealizeInput = { account_id: string; date: string; amount?: number; category_id?: string | null };
export type RealizeProspectVariables = { id: string; input: RealizeInput };

export function realizeProspect({ id, input }: RealizeProspectVariables): Promise<Prospect> {
  return request(prospectsApi.realize, { params: { id }, body: input });
}

/** "Concretar": records the real transaction; everything that shows transactions is refreshed. */
export function useRealizeProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: realizeProspect,
    onSuccess: () => void invalidateAfter(queryClient, 'prospect-realized'),
  });
}
