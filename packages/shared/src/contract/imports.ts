import { z } from 'zod';
import { MessageResponse } from '../schemas/common.ts';
import {
  AnalyzeImportSchema,
  CommitImportSchema,
  CommitResultSchema,
  ImportAnalysisSchema,
  ImportProgressSchema,
  ImportSummarySchema,
  UploadImportQuery,
  UploadResultSchema,
} from '../schemas/imports.ts';
import { endpoint } from './endpoint.ts';

// Statement imports: upload, analysis, all-or-nothing commit and undo (docs/architecture.md §4.13).
const IdParams = z.object({ id: z.uuid() });

/** The file travels as the raw request body, not JSON. */
export const upload = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/imports',
  query: UploadImportQuery,
  upload: true,
  response: UploadResultSchema,
  status: 201,
});
export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/imports',
  query: z.object({ account_id: z.uuid().optional() }),
  response: z.array(ImportSummarySchema),
});
export const progress = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/imports/:id',
  params: IdParams,
  response: ImportProgressSchema,
});
export const analyze = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/imports/:id/analyze',
  params: IdParams,
  body: AnalyzeImportSchema,
  response: ImportAnalysisSchema,
});
export const commit = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/imports/:id/commit',
  params: IdParams,
  body: CommitImportSchema,
  response: CommitResultSchema,
  failures: [409],
});
export const revert = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/imports/:id',
  params: IdParams,
  response: MessageResponse,
});
