import { z } from 'zod';
import { AttachmentExportQuery, AttachmentListSchema, AttachmentSchema } from '../schemas/attachments.ts';
import { MessageResponse } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

// Receipts and invoices attached to movements (decision 042).
const IdParams = z.object({ id: z.uuid() });

export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/transactions/:id/attachments',
  params: IdParams,
  response: AttachmentListSchema,
});
/** A multipart form with one or more files (any field name); answers the attachments it stored. */
export const upload = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/transactions/:id/attachments',
  params: IdParams,
  upload: true,
  response: z.array(AttachmentSchema),
  status: 201,
  failures: [413],
});
/** The file itself, not JSON: inline for images, a download for PDFs. */
export const file = /* @__PURE__ */ endpoint({ method: 'GET', path: '/attachments/:id', params: IdParams });
/** A small JPEG of an image attachment. */
export const thumbnail = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/attachments/:id/thumbnail',
  params: IdParams,
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/attachments/:id',
  params: IdParams,
  response: MessageResponse,
});
/** «Justificantes»: a zip with a year's attachments and indice.csv. */
export const exportYear = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/attachments/export',
  query: AttachmentExportQuery,
});
