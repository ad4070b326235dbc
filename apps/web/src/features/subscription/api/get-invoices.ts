import * as subscriptionApi from '@cuentas/shared/contract/subscription';
import type { Invoice } from '@cuentas/shared/schemas/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export const invoicesQueryKey = [...subscriptionQueryKey, 'invoices'] as const;

export function getInvoices(): Promise<Invoice[]> {
  return request(subscriptionApi.invoices);
}

export function useInvoices(enabled = true) {
  return useQuery({ ...queryOptions({ queryKey: invoicesQueryKey, queryFn: getInvoices }), enabled });
}
