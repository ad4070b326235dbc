import * as prospectsApi from '@cuentas/shared/contract/prospects';
import type { ProspectTotals } from '@cuentas/shared/schemas/prospects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getProspectTotals(): Promise<ProspectTotals> {
  return request(prospectsApi.totals);
}

/** Open prospects only: what is expected, plain and weighted by probability, per currency. */
export function prospectTotalsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.prospects.totals(), queryFn: getProspectTotals });
}

export function useProspectTotals() {
  return useQuery(prospectTotalsQueryOptions());
}
