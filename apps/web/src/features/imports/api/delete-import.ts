import * as importsApi from '@cuentas/shared/contract/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

/** Undoes a committed import (deletes exactly its transactions) or discards a pending one. */
export function deleteImport(id: string): Promise<{ message: string }> {
  return request(importsApi.revert, { params: { id } });
}

export function useDeleteImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImport,
    onSuccess: () => void invalidateAfter(queryClient, 'import-changed'),
  });
}
