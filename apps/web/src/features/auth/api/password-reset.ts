import type { PasswordResetInput } from '@cuentas/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** Always answers the same message whether or not the email exists (no enumeration). */
export function passwordReset(input: PasswordResetInput): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/password-reset', input);
}

export function usePasswordReset() {
  return useMutation({ meta: ownErrors, mutationFn: passwordReset });
}
