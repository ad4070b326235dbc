import { z } from 'zod';
import { MessageResponse } from '../schemas/common.ts';
import { ConfirmedReceiptSchema, ConfirmReceiptSchema, ReceiptSchema } from '../schemas/receipts.ts';
import { endpoint } from './endpoint.ts';

// A receipt read into a proposed movement (decision 043).
const IdParams = z.object({ id: z.uuid() });

/** A multipart form with one photo or PDF: stored, queued for reading, answered at once (202). */
export const upload = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/receipts',
  upload: true,
  response: ReceiptSchema,
  status: 202,
  failures: [413],
});
export const get = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/receipts/:id',
  params: IdParams,
  response: ReceiptSchema,
});
export const confirm = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/receipts/:id/confirm',
  params: IdParams,
  body: ConfirmReceiptSchema,
  response: ConfirmedReceiptSchema,
  failures: [409],
});
/** Dismisses the receipt and deletes its file. */
export const dismiss = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/receipts/:id',
  params: IdParams,
  response: MessageResponse,
});
