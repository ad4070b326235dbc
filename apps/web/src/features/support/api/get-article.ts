import * as supportApi from '@cuentas/shared/contract/support';
import type { Article } from '@cuentas/shared/schemas/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';

export function getArticle(slug: string): Promise<Article> {
  return request(supportApi.article, { params: { slug } });
}

export function articleQueryOptions(slug: string) {
  return queryOptions({ queryKey: supportKeys.article(slug), queryFn: () => getArticle(slug) });
}

export function useArticle(slug: string | null) {
  return useQuery({ ...articleQueryOptions(slug ?? ''), enabled: slug !== null });
}
