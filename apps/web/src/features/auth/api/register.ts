import * as authApi from '@cuentas/shared/contract/auth';
import type { RegisterInput } from '@cuentas/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { setAuthToken } from '../../../lib/auth-token.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function register(input: RegisterInput): Promise<{ auth_token: string }> {
  return request(authApi.register, { body: input });
}

/** Registering signs the user in: the token is stored under `auth_token` (docs/architecture.md §8.3). */
export function useRegister() {
  return useMutation({
    meta: ownErrors,
    mutationFn: register,
    onSuccess: ({ auth_token }) => setAuthToken(auth_token),
  });
}
