import * as subscriptionApi from '@cuentas/shared/contract/subscription';
import type { Redirect } from '@cuentas/shared/schemas/subscription';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

export function openPortal(): Promise<Redirect> {
  return request(subscriptionApi.portal);
}

/** Stripe's Customer Portal: change the card, cancel or resume. */
export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal, onSuccess: ({ url }) => window.location.assign(url) });
}
