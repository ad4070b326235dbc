import * as categoriesApi from '@cuentas/shared/contract/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

export type MergeVariables = { id: string; intoId: string };

/** Moves every transaction, rule and child of `id` into `intoId`, then deletes `id`. */
export function mergeCategory({ id, intoId }: MergeVariables): Promise<{ message: string }> {
  return request(categoriesApi.merge, { params: { id }, body: { into_id: intoId } });
}

export function useMergeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeCategory,
    onSuccess: () => void invalidateAfter(queryClient, 'categories-reassigned'),
  });
}
