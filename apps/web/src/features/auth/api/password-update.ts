import * as authApi from '@cuentas/shared/contract/auth';
import type { PasswordUpdateInput } from '@cuentas/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function passwordUpdate(input: PasswordUpdateInput): Promise<{ message: string }> {
  return request(authApi.passwordUpdate, { body: input });
}

export function usePasswordUpdate() {
  return useMutation({ meta: ownErrors, mutationFn: passwordUpdate });
}
