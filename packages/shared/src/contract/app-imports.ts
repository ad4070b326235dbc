import { AppImportAnalysisSchema, AppImportResultSchema, AppImportSchema } from '../schemas/app-imports.ts';
import { endpoint } from './endpoint.ts';

// Moving from another finance app: read its export, review, then book it all (decision 047).
export const analyze = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/imports/apps/analyze',
  body: AppImportSchema,
  response: AppImportAnalysisSchema,
});
export const commit = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/imports/apps/commit',
  body: AppImportSchema,
  response: AppImportResultSchema,
  failures: [409, 413],
});
