import type { PasswordUpdateInput } from '@cuentas/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function passwordUpdate(input: PasswordUpdateInput): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/password-update', input);
}

export function usePasswordUpdate() {
  return useMutation({ meta: ownErrors, mutationFn: passwordUpdate });
}
