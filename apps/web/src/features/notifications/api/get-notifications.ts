import * as notificationsApi from '@cuentas/shared/contract/notifications';
import type { AppNotification } from '@cuentas/shared/schemas/reminders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

export type NotificationPage = { items: AppNotification[]; next_cursor: string | null; unread: number };

export const notificationsKey = ['notifications'] as const;
export const UNREAD_POLL_MS = 60_000;
const PAGE_SIZE = 20;

export function getNotifications(cursor?: string | null, limit = PAGE_SIZE): Promise<NotificationPage> {
  return request(notificationsApi.list, { query: { limit, ...(cursor ? { cursor } : {}) } });
}

/**
 * Newest first, page by page. The first page also carries the unread count, so one request
 * serves the bell and the list; it is polled every minute and whenever the window regains focus.
 */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 30_000,
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
