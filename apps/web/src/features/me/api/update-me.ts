import type { Profile, UpdateMeInput } from '@cuentas/shared/schemas/me';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { meQueryKey } from './get-me.ts';

export function updateMe(input: UpdateMeInput): Promise<Profile> {
  return apiClient.patch<Profile>('/me', input);
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
