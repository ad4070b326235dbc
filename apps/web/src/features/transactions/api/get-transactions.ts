import * as transactionsApi from '@cuentas/shared/contract/transactions';
import type { TransactionPage } from '@cuentas/shared/schemas/transactions';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { ApiFilterParams } from '../lib/filters.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const PAGE_SIZE = 100;

export function getTransactions(
  filters: ApiFilterParams,
  cursor?: string,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return request(transactionsApi.list, { query: { ...filters, cursor, limit: PAGE_SIZE }, config: { signal } });
}

/** Newest first, paged by the API's keyset cursor. */
export function transactionsQueryOptions(filters: ApiFilterParams) {
  return infiniteQueryOptions({
    queryKey: queryKeys.transactions.list(filters),
    queryFn: ({ pageParam, signal }) => getTransactions(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    // A new filter shows the previous rows dimmed instead of a skeleton flash.
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

export function useTransactions(filters: ApiFilterParams) {
  return useInfiniteQuery(transactionsQueryOptions(filters));
}
