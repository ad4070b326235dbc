import type { Category } from '@cuentas/shared/schemas/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { categoriesKey } from './query-keys.ts';

export function getCategories(): Promise<Category[]> {
  return apiClient.get<Category[]>('/categories', { params: { include_archived: 'true' } });
}

export function useCategories() {
  return useQuery(queryOptions({ queryKey: categoriesKey, queryFn: getCategories }));
}
