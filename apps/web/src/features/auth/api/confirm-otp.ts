import * as authApi from '@cuentas/shared/contract/auth';
import type { ConfirmOtpInput } from '@cuentas/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** Checks a code; for a phone OTP (sent with the bearer token) this also links the phone. */
export function confirmOtp(input: ConfirmOtpInput): Promise<{ verified: true }> {
  return request(authApi.confirmOtp, { body: input });
}

export function useConfirmOtp() {
  return useMutation({ meta: ownErrors, mutationFn: confirmOtp });
}
