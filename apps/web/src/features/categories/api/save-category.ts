import type { Category, CreateCategoryInput, UpdateCategoryInput } from '@cuentas/shared/schemas/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function createCategory(input: CreateCategoryInput): Promise<Category> {
  return apiClient.post<Category>('/categories', input);
}

export type UpdateCategoryVariables = { id: string; changes: UpdateCategoryInput };

export function updateCategory({ id, changes }: UpdateCategoryVariables): Promise<Category> {
  return apiClient.patch<Category>(`/categories/${encodeURIComponent(id)}`, changes);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['categories'] }),
  });
}

/** Rename, recolour, move to another group, archive or restore. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['categories'] });
      // Names and colours show in the dashboard's spending chart.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
