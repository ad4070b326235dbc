import * as remindersApi from '@cuentas/shared/contract/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { UpcomingItem } from '../lib/due-dates.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getUpcoming(days = 30): Promise<UpcomingItem[]> {
  return request(remindersApi.upcoming, { query: { days } });
}

/** Overdue items change as the days pass: refreshed every few minutes, not every five. */
export function upcomingQueryOptions(days = 30) {
  return queryOptions({
    queryKey: queryKeys.reminders.upcoming(days),
    queryFn: () => getUpcoming(days),
    staleTime: 60_000,
  });
}

export function useUpcoming(days = 30) {
  return useQuery(upcomingQueryOptions(days));
}
