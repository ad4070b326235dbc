import type { CreateProspectInput, Prospect } from '@cuentas/shared/schemas/prospects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { prospectKeys } from './get-prospects.ts';

export function createProspect(input: CreateProspectInput): Promise<Prospect> {
  return apiClient.post<Prospect>('/prospects', input);
}

export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProspect,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prospectKeys.all });
      // The cash-flow forecast counts open prospects.
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}
