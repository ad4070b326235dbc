import type { Category } from '@cuentas/shared/schemas/categories';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Under the ['categories'] prefix, which every category change invalidates. */
export const categoriesWithArchivedQueryKey = ['categories', 'with-archived'] as const;

const noCategories: Category[] = [];

export function getCategories(includeArchived: boolean): Promise<Category[]> {
  return apiClient.get<Category[]>('/categories', includeArchived ? { params: { include_archived: 'true' } } : undefined);
}

/** Every category, archived ones included: the categories screen shows both. */
export function useCategoriesWithArchived() {
  return useQuery({ queryKey: categoriesWithArchivedQueryKey, queryFn: () => getCategories(true), placeholderData: noCategories });
}

/** After a merge or a delete, transactions, rules and totals point at other categories. */
export function refreshAfterRecategorising(queryClient: QueryClient): void {
  for (const key of [['categories'], ['transactions'], ['rules'], ['dashboard']]) void queryClient.invalidateQueries({ queryKey: key });
}
