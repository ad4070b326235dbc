import * as authApi from '@cuentas/shared/contract/auth';
import type { PasswordResetInput } from '@cuentas/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** Always answers the same message whether or not the email exists (no enumeration). */
export function passwordReset(input: PasswordResetInput): Promise<{ message: string }> {
  return request(authApi.passwordReset, { body: input });
}

export function usePasswordReset() {
  return useMutation({ meta: ownErrors, mutationFn: passwordReset });
}
