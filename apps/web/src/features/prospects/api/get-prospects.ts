import * as prospectsApi from '@cuentas/shared/contract/prospects';
import type { Prospect } from '@cuentas/shared/schemas/prospects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type ProspectStatus = Prospect['status'];

export function getProspects(status: ProspectStatus): Promise<Prospect[]> {
  return request(prospectsApi.list, { query: { status } });
}

/** Sorted by expected date by the API. */
export function prospectsQueryOptions(status: ProspectStatus) {
  return queryOptions({ queryKey: queryKeys.prospects.list(status), queryFn: () => getProspects(status) });
}

export function useProspects(status: ProspectStatus) {
  return useQuery({ ...prospectsQueryOptions(status), placeholderData: keepPreviousData });
}
