import * as prospectsApi from '@cuentas/shared/contract/prospects';
import type { CreateProspectInput, Prospect } from '@cuentas/shared/schemas/prospects';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export type ProspectChanges = Partial<CreateProspectInput> & { status?: 'abierto' | 'descartado' };
export type UpdateProspectVariables = { id: string; changes: ProspectChanges };

export function updateProspect({ id, changes }: UpdateProspectVariables): Promise<Prospect> {
  return request(prospectsApi.update, { params: { id }, body: changes });
}

/** Edits, discards ({status: 'descartado'}) and reopens a prospect. A realised one answers 409. `meta`: `ownErrors` where a form shows the errors on its fields. */
export function useUpdateProspect(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: updateProspect,
    onSuccess: () => void invalidateAfter(queryClient, 'prospect-changed'),
  });
}
