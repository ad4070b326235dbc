import type { BillingInterval, Redirect } from '@cuentas/shared/schemas/subscription';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function startCheckout(interval: BillingInterval): Promise<Redirect> {
  return apiClient.post<Redirect>('/subscription/checkout', { interval });
}

/** Opens the payment page (Stripe's Checkout, or the sandbox's): the browser leaves the app. */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, onSuccess: ({ url }) => window.location.assign(url) });
}
