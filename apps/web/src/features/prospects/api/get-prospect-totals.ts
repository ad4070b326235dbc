import type { ProspectTotals } from '@cuentas/shared/schemas/prospects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getProspectTotals(): Promise<ProspectTotals> {
  return apiClient.get<ProspectTotals>('/prospects/totals');
}

/** Open prospects only: what is expected, plain and weighted by probability, per currency. */
export function prospectTotalsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.prospects.totals(), queryFn: getProspectTotals });
}

export function useProspectTotals() {
  return useQuery(prospectTotalsQueryOptions());
}
