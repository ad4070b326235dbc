import type { Category } from '@cuentas/shared/schemas/categories';
import { useQuery } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../../api/categories.ts';

// The shared query lives in src/api/categories.ts; this placeholder variant is for the screens
// (the categories manager, the dashboard) that show skeletons while `isPlaceholderData`.
const noCategories: Category[] = [];

/** Every category, archived ones included: the categories screen shows both. */
export function useCategoriesWithArchived() {
  return useQuery({ ...categoriesQueryOptions(), placeholderData: noCategories });
}
