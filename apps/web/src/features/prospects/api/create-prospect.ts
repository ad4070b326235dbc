import * as prospectsApi from '@cuentas/shared/contract/prospects';
import type { CreateProspectInput, Prospect } from '@cuentas/shared/schemas/prospects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createProspect(input: CreateProspectInput): Promise<Prospect> {
  return request(prospectsApi.create, { body: input });
}

export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createProspect,
    onSuccess: () => void invalidateAfter(queryClient, 'prospect-changed'),
  });
}
