import * as demoApi from '@cuentas/shared/contract/demo-data';
import type { DemoDataStatus } from '@cuentas/shared/schemas/demo-data';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

export const demoDataKey = ['demo-data'] as const;

export function getDemoData(): Promise<DemoDataStatus> {
  return request(demoApi.status);
}

/** Whether the ledger holds example data: the banner shows while it does. */
export function useDemoData() {
  return useQuery({ queryKey: demoDataKey, queryFn: getDemoData, staleTime: 5 * 60_000 });
}
