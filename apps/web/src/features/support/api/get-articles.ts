import * as supportApi from '@cuentas/shared/contract/support';
import type { ArticleSummary } from '@cuentas/shared/schemas/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';

export function getArticles(query: string): Promise<ArticleSummary[]> {
  return request(supportApi.articles, { query: query ? { q: query } : {} });
}

export function articlesQueryOptions(query: string) {
  return queryOptions({
    queryKey: supportKeys.articles(query),
    queryFn: () => getArticles(query),
    placeholderData: keepPreviousData,
  });
}

export function useArticles(query: string) {
  return useQuery(articlesQueryOptions(query));
}
