import * as meApi from '@cuentas/shared/contract/me';
import type { DeleteMeInput } from '@cuentas/shared/schemas/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { removeAuthToken } from '../../../lib/auth-token.ts';
import { meQueryKey } from './get-me.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function deleteMe(input: DeleteMeInput): Promise<{ message: string }> {
  return request(meApi.remove, { body: input });
}

/** Deleting the account ends the session and invalidates the cached profile (docs/architecture.md §8.3). */
export function useDeleteMe() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: deleteMe,
    onSuccess: async () => {
      removeAuthToken();
      await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'none' });
    },
  });
}
