import * as supportApi from '@cuentas/shared/contract/support';
import type { InboxPage, TicketStatus } from '@cuentas/shared/schemas/support';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { supportKeys } from './query-keys.ts';

export type InboxFilter = TicketStatus | 'all';

export function getInbox(status: InboxFilter, cursor: string | null): Promise<InboxPage> {
  return request(supportApi.inbox, {
    query: { limit: 30, ...(status === 'all' ? {} : { status }), ...(cursor ? { cursor } : {}) },
  });
}

export function inboxQueryOptions(status: InboxFilter) {
  return infiniteQueryOptions({
    queryKey: supportKeys.inbox(status),
    queryFn: ({ pageParam }) => getInbox(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    refetchInterval: 60_000,
    // 404 means "not staff": asking again will not change that.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 3,
  });
}

export function useInbox(status: InboxFilter) {
  return useInfiniteQuery(inboxQueryOptions(status));
}
