import * as subscriptionApi from '@cuentas/shared/contract/subscription';
import type { BillingInterval, Redirect } from '@cuentas/shared/schemas/subscription';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

export function startCheckout(interval: BillingInterval): Promise<Redirect> {
  return request(subscriptionApi.checkout, { body: { interval } });
}

/** Opens the payment page (Stripe's Checkout, or the sandbox's): the browser leaves the app. */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, onSuccess: ({ url }) => window.location.assign(url) });
}
