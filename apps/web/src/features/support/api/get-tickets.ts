import * as supportApi from '@cuentas/shared/contract/support';
import type { TicketPage } from '@cuentas/shared/schemas/support';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';

export function getTickets(cursor: string | null): Promise<TicketPage> {
  return request(supportApi.tickets, { query: { limit: 20, ...(cursor ? { cursor } : {}) } });
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
