import type { Article } from '@cuentas/shared/schemas/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { supportKeys } from './query-keys.ts';

export function getArticle(slug: string): Promise<Article> {
  return apiClient.get<Article>(`/support/articles/${encodeURIComponent(slug)}`);
}

export function articleQueryOptions(slug: string) {
  return queryOptions({ queryKey: supportKeys.article(slug), queryFn: () => getArticle(slug) });
}

export function useArticle(slug: string | null) {
  return useQuery({ ...articleQueryOptions(slug ?? ''), enabled: slug !== null });
}
