import * as meApi from '@cuentas/shared/contract/me';
import type { Profile, UpdateMeInput } from '@cuentas/shared/schemas/me';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { meQueryKey } from './get-me.ts';

export function updateMe(input: UpdateMeInput): Promise<Profile> {
  return request(meApi.update, { body: input });
}

/** `meta`: pass `ownErrors` where a form shows the errors on its fields. */
export function useUpdateMe(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: updateMe,
    onSuccess: (profile) => {
      queryClient.setQueryData(meQueryKey, profile);
    },
  });
}
