import * as authApi from '@cuentas/shared/contract/auth';
import type { PasswordResetConfirmInput } from '@cuentas/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function passwordResetConfirm(input: PasswordResetConfirmInput): Promise<{ message: string }> {
  return request(authApi.passwordResetConfirm, { body: input });
}

export function usePasswordResetConfirm() {
  return useMutation({ meta: ownErrors, mutationFn: passwordResetConfirm });
}
