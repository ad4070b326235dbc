import * as authApi from '@cuentas/shared/contract/auth';
import * as securityApi from '@cuentas/shared/contract/security';
import type { LoginInput } from '@cuentas/shared/schemas/auth';
import type { LoginAnswer, TwoFactorLoginInput } from '@cuentas/shared/schemas/security';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { setAuthToken } from '../../../lib/auth-token.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function login(input: LoginInput): Promise<LoginAnswer> {
  return request(authApi.login, { body: input });
}

/**
 * Stores the token under `auth_token` (docs/architecture.md §8.3); a user with two-step sign-in
 * gets a challenge instead, and the token comes with the code (decision 041).
 */
export function useLogin() {
  return useMutation({
    meta: ownErrors,
    mutationFn: login,
    onSuccess: (answer) => {
      if ('auth_token' in answer) setAuthToken(answer.auth_token);
    },
  });
}

export function useLoginTwoFactor() {
  return useMutation({
    meta: ownErrors,
    mutationFn: (input: TwoFactorLoginInput) => request(securityApi.loginTwoFactor, { body: input }),
    onSuccess: ({ auth_token }) => setAuthToken(auth_token),
  });
}
