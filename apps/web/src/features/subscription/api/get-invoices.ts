import type { Invoice } from '@cuentas/shared/schemas/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export const invoicesQueryKey = [...subscriptionQueryKey, 'invoices'] as const;

export function getInvoices(): Promise<Invoice[]> {
  return apiClient.get<Invoice[]>('/subscription/invoices');
}

export function useInvoices(enabled = true) {
  return useQuery({ ...queryOptions({ queryKey: invoicesQueryKey, queryFn: getInvoices }), enabled });
}
