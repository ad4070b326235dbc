import type { CreateProspectInput, Prospect } from '@cuentas/shared/schemas/prospects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createProspect(input: CreateProspectInput): Promise<Prospect> {
  return apiClient.post<Prospect>('/prospects', input);
}

export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createProspect,
    onSuccess: () => void invalidateAfter(queryClient, 'prospect-changed'),
  });
}
