import type { Redirect } from '@cuentas/shared/schemas/subscription';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function openPortal(): Promise<Redirect> {
  return apiClient.post<Redirect>('/subscription/portal');
}

/** Stripe's Customer Portal: change the card, cancel or resume. */
export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal, onSuccess: ({ url }) => window.location.assign(url) });
}
