import type { PasswordResetConfirmInput } from '@cuentas/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function passwordResetConfirm(input: PasswordResetConfirmInput): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/password-reset-confirm', input);
}

export function usePasswordResetConfirm() {
  return useMutation({ meta: ownErrors, mutationFn: passwordResetConfirm });
}
