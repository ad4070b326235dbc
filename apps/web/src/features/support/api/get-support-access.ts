import type { SupportAccess } from '@cuentas/shared/schemas/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { supportKeys } from './query-keys.ts';

export function getSupportAccess(): Promise<SupportAccess> {
  return apiClient.get<SupportAccess>('/support/access');
}

export function supportAccessQueryOptions() {
  return queryOptions({ queryKey: supportKeys.access(), queryFn: getSupportAccess });
}

export function useSupportAccess() {
  return useQuery(supportAccessQueryOptions());
}
