import type { QueryClient } from '@tanstack/react-query';
import { trimPages, type TransactionPages } from '../lib/cache.ts';
import type { ApiFilterParams } from '../lib/filters.ts';

/** Every query key of the feature, in one place. Prefix invalidation relies on this shape. */
export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => ['transactions', 'list'] as const,
  list: (filters: ApiFilterParams) => ['transactions', 'list', filters] as const,
  totals: (filters: ApiFilterParams) => ['transactions', 'totals', filters] as const,
};

/** Archived accounts and categories included, so old rows still show their names. */
export const accountsKey = ['accounts', 'with-archived'] as const;
export const categoriesKey = ['categories', 'with-archived'] as const;

/** What a changed transaction makes stale elsewhere: balances, category counts, the dashboard. */
const dependentKeys = [['accounts'], ['categories'], ['dashboard'], ['budgets'], ['reports']] as const;

/** Pages kept in a list cache when it refetches after a change (see trimPages). */
export const PAGES_KEPT_ON_REFRESH = 20;

/** After any change to transactions: lists, totals, balances and everything derived from them. */
export async function refreshAfterTransactionChange(queryClient: QueryClient): Promise<void> {
  queryClient.setQueriesData<TransactionPages>({ queryKey: transactionKeys.lists() }, (data) => trimPages(data, PAGES_KEPT_ON_REFRESH));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
    ...dependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
