import type { Category } from '@cuentas/shared/schemas/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The same key and answer the transactions screen uses: every category, archived ones too. */
export const categoriesWithArchivedKey = ['categories', 'with-archived'] as const;

export function getCategories(): Promise<Category[]> {
  return apiClient.get<Category[]>('/categories', { params: { include_archived: 'true' } });
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: categoriesWithArchivedKey, queryFn: getCategories });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
