import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** Sends a WhatsApp code to `phone` (E.164, e.g. +573001234567); needs the session token. */
export function validatePhone(input: { phone: string }): Promise<{ otp_id: string }> {
  return apiClient.post<{ otp_id: string }>('/auth/validate-phone', input);
}

export function useValidatePhone() {
  return useMutation({ meta: ownErrors, mutationFn: validatePhone });
}
