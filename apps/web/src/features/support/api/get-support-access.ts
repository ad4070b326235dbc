import * as supportApi from '@cuentas/shared/contract/support';
import type { SupportAccess } from '@cuentas/shared/schemas/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';

export function getSupportAccess(): Promise<SupportAccess> {
  return request(supportApi.access);
}

export function supportAccessQueryOptions() {
  return queryOptions({ queryKey: supportKeys.access(), queryFn: getSupportAccess });
}

export function useSupportAccess() {
  return useQuery(supportAccessQueryOptions());
}
