import type { CreateProspectInput, Prospect } from '@cuentas/shared/schemas/prospects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { prospectKeys } from './get-prospects.ts';

export type ProspectChanges = Partial<CreateProspectInput> & { status?: 'abierto' | 'descartado' };
export type UpdateProspectVariables = { id: string; changes: ProspectChanges };

export function updateProspect({ id, changes }: UpdateProspectVariables): Promise<Prospect> {
  return apiClient.patch<Prospect>(`/prospects/${encodeURIComponent(id)}`, changes);
}

/** Edits, discards ({status: 'descartado'}) and reopens a prospect. A realised one answers 409. */
export function useUpdateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProspect,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prospectKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}
