import * as authApi from '@cuentas/shared/contract/auth';
import type { LoginInput } from '@cuentas/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { setAuthToken } from '../../../lib/auth-token.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function login(input: LoginInput): Promise<{ auth_token: string }> {
  return request(authApi.login, { body: input });
}

/** Stores the token under `auth_token` (docs/architecture.md §8.3). */
export function useLogin() {
  return useMutation({
    meta: ownErrors,
    mutationFn: login,
    onSuccess: ({ auth_token }) => setAuthToken(auth_token),
  });
}
