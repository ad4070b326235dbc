import type { Category } from '@cuentas/shared/schemas/categories';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The same key and answer the transactions screen uses: every category, archived ones too. */
const categoriesWithArchivedKey = ['categories', 'with-archived'] as const;

export function useCategoryNames() {
  return useQuery({
    queryKey: categoriesWithArchivedKey,
    queryFn: () => apiClient.get<Category[]>('/categories', { params: { include_archived: 'true' } }),
    select: (categories) => new Map(categories.map((category) => [category.id, category.name])),
  });
}
