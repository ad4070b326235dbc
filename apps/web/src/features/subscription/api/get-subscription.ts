import * as subscriptionApi from '@cuentas/shared/contract/subscription';
import type { Subscription } from '@cuentas/shared/schemas/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

export const subscriptionQueryKey = ['subscription'] as const;

export function getSubscription(): Promise<Subscription> {
  return request(subscriptionApi.get);
}

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionQueryKey, queryFn: getSubscription });
}

/** `pollMs` asks again while a payment is being confirmed by the webhook. */
export function useSubscription(options: { pollMs?: number | false } = {}) {
  return useQuery({
    ...subscriptionQueryOptions(),
    refetchInterval: options.pollMs ?? false,
    staleTime: options.pollMs ? 0 : undefined,
  });
}
