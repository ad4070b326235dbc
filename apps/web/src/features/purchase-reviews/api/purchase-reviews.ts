import * as reviewsApi from '@cuentas/shared/contract/purchase-reviews';
import type { PurchaseReview } from '@cuentas/shared/schemas/purchase-reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { request } from '../../../lib/api-request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

/** Under ['transactions'] so a pull, an import or an edited movement refreshes them. */
export const purchaseReviewsKey = ['transactions', 'purchase-reviews'] as const;

/** «¿Es el mismo movimiento?»: what the bank or an alert brought that may be a movement already there. */
export function usePurchaseReviews() {
  return useQuery({
    queryKey: purchaseReviewsKey,
    queryFn: (): Promise<PurchaseReview[]> => request(reviewsApi.list, { query: {} }),
  });
}

export function useAnswerPurchaseReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, same }: { id: string; same: boolean }) =>
      same ? request(reviewsApi.same, { params: { id } }) : request(reviewsApi.distinct, { params: { id } }),
    // Here, not in mutate's own callbacks: the answered card (and the list with the last one) unmounts.
    onSuccess: async (result) => {
      toastSuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: purchaseReviewsKey });
      await invalidateAfter(queryClient, 'transaction-changed');
    },
  });
}
