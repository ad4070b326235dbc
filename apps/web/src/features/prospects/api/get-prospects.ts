import type { Prospect } from '@cuentas/shared/schemas/prospects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type ProspectStatus = Prospect['status'];

export const prospectKeys = {
  all: ['prospects'] as const,
  lists: () => ['prospects', 'list'] as const,
  list: (status: ProspectStatus) => ['prospects', 'list', status] as const,
  totals: () => ['prospects', 'totals'] as const,
};

export function getProspects(status: ProspectStatus): Promise<Prospect[]> {
  return apiClient.get<Prospect[]>('/prospects', { params: { status } });
}

/** Sorted by expected date by the API. */
export function prospectsQueryOptions(status: ProspectStatus) {
  return queryOptions({ queryKey: prospectKeys.list(status), queryFn: () => getProspects(status) });
}

export function useProspects(status: ProspectStatus) {
  return useQuery({ ...prospectsQueryOptions(status), placeholderData: keepPreviousData });
}
