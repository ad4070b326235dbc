import type { TicketPage } from '@cuentas/shared/schemas/support';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { supportKeys } from './query-keys.ts';

export function getTickets(cursor: string | null): Promise<TicketPage> {
  return apiClient.get<TicketPage>('/support/tickets', { params: { limit: 20, ...(cursor ? { cursor } : {}) } });
}

export function ticketsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: supportKeys.tickets(),
    queryFn: ({ pageParam }) => getTickets(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function useTickets() {
  return useInfiniteQuery(ticketsQueryOptions());
}
