import type { ArticleSummary } from '@cuentas/shared/schemas/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { supportKeys } from './query-keys.ts';

export function getArticles(query: string): Promise<ArticleSummary[]> {
  return apiClient.get<ArticleSummary[]>('/support/articles', { params: query ? { q: query } : {} });
}

export function articlesQueryOptions(query: string) {
  return queryOptions({ queryKey: supportKeys.articles(query), queryFn: () => getArticles(query), placeholderData: keepPreviousData });
}

export function useArticles(query: string) {
  return useQuery(articlesQueryOptions(query));
}
