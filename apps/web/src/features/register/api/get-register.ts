import * as registerApi from '@cuentas/shared/contract/register';
import type { RegisterPage } from '@cuentas/shared/schemas/register';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys, type RegisterFilters } from '../../../api/query-keys.ts';

export const REGISTER_PAGE_SIZE = 100;

export function getRegister(
  accountId: string,
  filters: RegisterFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<RegisterPage> {
  return request(registerApi.page, {
    params: { id: accountId },
    query: { ...filters, cursor, limit: REGISTER_PAGE_SIZE },
    config: { signal },
  });
}

/** Newest first, paged by the API's keyset cursor; each row carries the balance right after it. */
export function registerQueryOptions(accountId: string, filters: RegisterFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.accounts.register(accountId, filters),
    queryFn: ({ pageParam, signal }) => getRegister(accountId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

export function useRegister(accountId: string, filters: RegisterFilters) {
  return useInfiniteQuery(registerQueryOptions(accountId, filters));
}
