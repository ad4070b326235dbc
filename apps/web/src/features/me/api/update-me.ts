import type { Profile, UpdateMeInput } from '@cuentas/shared/schemas/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { meQueryKey } from './get-me.ts';

export function updateMe(input: UpdateMeInput): Promise<Profile> {
  return apiClient.patch<Profile>('/me', input);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (profile) => {
      queryClient.setQueryData(meQueryKey, profile);
    },
  });
}
