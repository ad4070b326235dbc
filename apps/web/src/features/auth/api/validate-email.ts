import * as authApi from '@cuentas/shared/contract/auth';
import type { ValidateEmailInput } from '@cuentas/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export type OtpIdResponse = { otp_id: string };

/** Sends a 6-digit code to the email; answers the otp_id the code is checked against. */
export function validateEmail(input: ValidateEmailInput): Promise<OtpIdResponse> {
  return request(authApi.validateEmail, { body: input });
}

export function useValidateEmail() {
  return useMutation({ meta: ownErrors, mutationFn: validateEmail });
}
