import * as subscriptionApi from '@cuentas/shared/contract/subscription';
import type { Subscription } from '@cuentas/shared/schemas/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export function changeCancellation(cancel: boolean): Promise<Subscription> {
  return request(cancel ? subscriptionApi.cancel : subscriptionApi.resume);
}

/** Sandbox only: cancel at the period's end, or take the cancellation back. */
export function useChangeCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCancellation,
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}
