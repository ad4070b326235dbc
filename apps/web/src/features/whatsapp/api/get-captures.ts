import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { whatsappKeys } from './query-keys.ts';

/** The latest movements captured by WhatsApp, newest first. */
export function getCaptures(): Promise<Transaction[]> {
  return apiClient.get<Transaction[]>('/whatsapp/captures');
}

export function capturesQueryOptions() {
  return queryOptions({ queryKey: whatsappKeys.captures, queryFn: getCaptures });
}

export function useCaptures(options: { enabled?: boolean } = {}) {
  return useQuery({ ...capturesQueryOptions(), enabled: options.enabled ?? true });
}
