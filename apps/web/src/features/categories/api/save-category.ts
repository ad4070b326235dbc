import * as categoriesApi from '@cuentas/shared/contract/categories';
import type { Category, CreateCategoryInput, UpdateCategoryInput } from '@cuentas/shared/schemas/categories';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createCategory(input: CreateCategoryInput): Promise<Category> {
  return request(categoriesApi.create, { body: input });
}

export type UpdateCategoryVariables = { id: string; changes: UpdateCategoryInput };

export function updateCategory({ id, changes }: UpdateCategoryVariables): Promise<Category> {
  return request(categoriesApi.update, { params: { id }, body: changes });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createCategory,
    onSuccess: () => void invalidateAfter(queryClient, 'category-changed'),
  });
}

/** Rename, recolour, move to another group, archive or restore. `meta`: `ownErrors` where a form shows the errors on its fields. */
export function useUpdateCategory(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: updateCategory,
    onSuccess: () => void invalidateAfter(queryClient, 'category-changed'),
  });
}
