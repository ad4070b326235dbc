import { z } from 'zod';
import {
  ListPurchaseReviewsQuery,
  PurchaseReviewAnswerSchema,
  PurchaseReviewSchema,
} from '../schemas/purchase-reviews.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

// Movements that may be a purchase already in the ledger, waiting for the user (decision 048).
export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/purchase-reviews',
  query: ListPurchaseReviewsQuery,
  response: z.array(PurchaseReviewSchema),
});
/** «Sí, es el mismo»: the arrival joins the movement already there; nothing is added. */
export const same = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/purchase-reviews/:id/same',
  params: IdParams,
  response: PurchaseReviewAnswerSchema,
  failures: [409],
});
/** «No, son distintos»: the arrival is recorded as one more movement. */
export const distinct = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/purchase-reviews/:id/distinct',
  params: IdParams,
  response: PurchaseReviewAnswerSchema,
  failures: [409],
});
