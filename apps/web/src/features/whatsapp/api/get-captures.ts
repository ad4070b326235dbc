import * as whatsappApi from '@cuentas/shared/contract/whatsapp';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { whatsappKeys } from './query-keys.ts';

/** The latest movements captured by WhatsApp, newest first. */
export function getCaptures(): Promise<Transaction[]> {
  return request(whatsappApi.captures);
}

export function capturesQueryOptions() {
  return queryOptions({ queryKey: whatsappKeys.captures, queryFn: getCaptures });
}

export function useCaptures(options: { enabled?: boolean } = {}) {
  return useQuery({ ...capturesQueryOptions(), enabled: options.enabled ?? true });
}
