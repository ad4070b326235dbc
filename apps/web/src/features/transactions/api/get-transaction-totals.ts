import * as transactionsApi from '@cuentas/shared/contract/transactions';
import type { TransactionTotals } from '@cuentas/shared/schemas/transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { ApiFilterParams } from '../lib/filters.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getTransactionTotals(filters: ApiFilterParams, signal?: AbortSignal): Promise<TransactionTotals> {
  return request(transactionsApi.totals, { query: filters, config: { signal } });
}

export function transactionTotalsQueryOptions(filters: ApiFilterParams) {
  return queryOptions({
    queryKey: queryKeys.transactions.totals(filters),
    queryFn: ({ signal }) => getTransactionTotals(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useTransactionTotals(filters: ApiFilterParams) {
  return useQuery(transactionTotalsQueryOptions(filters));
}
