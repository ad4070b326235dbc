import type { Subscription } from '@cuentas/shared/schemas/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export function changeCancellation(cancel: boolean): Promise<Subscription> {
  return apiClient.post<Subscription>(cancel ? '/subscription/cancel' : '/subscription/resume');
}

/** Sandbox only: cancel at the period's end, or take the cancellation back. */
export function useChangeCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCancellation,
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey, subscription),
  });
}
