import * as authApi from '@cuentas/shared/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** Sends a WhatsApp code to `phone` (E.164, e.g. +573001234567); needs the session token. */
export function validatePhone(input: { phone: string }): Promise<{ otp_id: string }> {
  return request(authApi.validatePhone, { body: input });
}

export function useValidatePhone() {
  return useMutation({ meta: ownErrors, mutationFn: validatePhone });
}
