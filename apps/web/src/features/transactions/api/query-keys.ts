import type { QueryClient } from '@tanstack/react-query';
import { trimPages, type TransactionPages } from '../lib/cache.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';

// The keys themselves live in src/api/query-keys.ts; this file keeps the transactions' refresh
// (and its path, which src/app/routes/transactions.tsx imports).

/** Pages kept in a list cache when it refetches after a change (see trimPages). */
export const PAGES_KEPT_ON_REFRESH = 20;

/** After any change to transactions: lists, totals, balances and everything derived from them. */
export async function refreshAfterTransactionChange(queryClient: QueryClient): Promise<void> {
  queryClient.setQueriesData<TransactionPages>({ queryKey: queryKeys.transactions.lists() }, (data) =>
    trimPages(data, PAGES_KEPT_ON_REFRESH),
  );
  await invalidateAfter(queryClient, 'transaction-changed');
}
