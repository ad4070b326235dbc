import * as categoriesApi from '@cuentas/shared/contract/categories';
import type { Category } from '@cuentas/shared/schemas/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-request.ts';
import { queryKeys } from './query-keys.ts';

/** Every category, archived ones too: old rows and reminders still show their names. */
export function getCategories(): Promise<Category[]> {
  return request(categoriesApi.list, { query: { include_archived: 'true' } });
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.categories.list(), queryFn: getCategories });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

function namesById(categories: Category[]): Map<string, string> {
  return new Map(categories.map((category) => [category.id, category.name]));
}

/** The same request, read as id → name. */
export function useCategoryNames() {
  return useQuery({ ...categoriesQueryOptions(), select: namesById });
}
