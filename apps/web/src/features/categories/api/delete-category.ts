import * as categoriesApi from '@cuentas/shared/contract/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/**
 * `reassignTo` undefined: the server refuses (409, field reassign_to) when the category is in
 * use; a uuid moves its transactions there; null leaves them uncategorised.
 */
export type DeleteCategoryVariables = { id: string; reassignTo?: string | null };

export function deleteCategory({ id, reassignTo }: DeleteCategoryVariables): Promise<{ message: string }> {
  // Always a JSON body: the API answers 400 to a DELETE without one (its body schema is optional
  // but a missing body reaches it as null).
  const body = reassignTo === undefined ? {} : { reassign_to: reassignTo };
  return request(categoriesApi.remove, { params: { id }, body });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: deleteCategory,
    onSuccess: () => void invalidateAfter(queryClient, 'categories-reassigned'),
  });
}
