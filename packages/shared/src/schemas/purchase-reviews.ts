import { z } from 'zod';

/**
 * «¿Es el mismo movimiento?» (decision 048): what the bank feed or a forwarded alert brought, beside
 * the movement already there it may be. Nothing was merged nor added until the user answers.
 */
export const purchaseReviewRoads = ['feed', 'alert'] as const;

export const PurchaseReviewSchema = z.object({
  id: z.uuid(),
  account_id: z.uuid(),
  account_name: z.string(),
  currency: z.string(),
  /** Where the new arrival came from: the bank's connection or a forwarded alert. */
  road: z.enum(purchaseReviewRoads),
  incoming: z.object({ date: z.string(), amount: z.number().int(), text: z.string() }),
  existing: z.object({
    id: z.uuid(),
    date: z.string(),
    amount: z.number().int(),
    payee: z.string(),
    original_text: z.string(),
    origin: z.string(),
  }),
  created_at: z.string(),
});
export type PurchaseReview = z.output<typeof PurchaseReviewSchema>;

export const ListPurchaseReviewsQuery = z.object({ account_id: z.uuid().optional() });

export const PurchaseReviewAnswerSchema = z.object({
  message: z.string(),
  /** The movement the arrival now is: the one already there (same) or the one just added (distinct). */
  transaction_id: z.uuid(),
});
