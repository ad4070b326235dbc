import { z } from 'zod';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import {
  AnalyzeImportSchema,
  CommitImportSchema,
  CommitResultSchema,
  ImportAnalysisSchema,
  ImportProgressSchema,
  ImportSummarySchema,
  UploadImportQuery,
  UploadResultSchema,
} from '@cuentas/shared/schemas/imports';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { analyzeImport, commitImport, importProgress, listImports, revertImport, uploadImport } from './service.ts';

const tags = ['imports'];
const IdParams = z.object({ id: z.uuid() });
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;

export async function importRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  // The file travels as the raw request body; the size limit bounds memory (docs/architecture.md §4.13).
  app.addContentTypeParser(
    [
      'application/octet-stream',
      'text/csv',
      'text/plain',
      'text/tab-separated-values',
      'application/x-ofx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-excel',
      'application/xml',
      'text/xml',
      'application/qif',
    ],
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post('/imports', {
    bodyLimit: MAX_IMPORT_BYTES,
    schema: { tags, querystring: UploadImportQuery, response: { 201: dataOf(UploadResultSchema), ...failures } },
    handler: async (request, reply) => {
      const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.code(201).send({ data: await uploadImport(deps, sessionOf(request), request.query, content) });
    },
  });

  app.get('/imports', {
    schema: { tags, querystring: z.object({ account_id: z.uuid().optional() }), response: { 200: dataOf(z.array(ImportSummarySchema)), ...failures } },
    handler: async (request) => ({ data: await listImports(deps, sessionOf(request), request.query.account_id) }),
  });

  app.get('/imports/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(ImportProgressSchema), ...failures } },
    handler: async (request) => ({ data: await importProgress(deps, sessionOf(request), request.params.id) }),
  });

  app.post('/imports/:id/analyze', {
    schema: { tags, params: IdParams, body: AnalyzeImportSchema, response: { 200: dataOf(ImportAnalysisSchema), ...failures } },
    handler: async (request) => ({
      data: await analyzeImport(deps, sessionOf(request), request.params.id, request.body.options, { dateOrder: request.body.date_order, statementAccounts: request.body.statement_accounts }),
    }),
  });

  app.post('/imports/:id/commit', {
    schema: { tags, params: IdParams, body: CommitImportSchema, response: { 200: dataOf(CommitResultSchema), 409: failures[400], ...failures } },
    handler: async (request) => ({
      data: await commitImport(deps, sessionOf(request), request.params.id, request.body.options, request.body.include_duplicate_rows, request.body.skip_error_rows, {
        dateOrder: request.body.date_order,
        statementAccounts: request.body.statement_accounts,
      }),
    }),
  });

  app.delete('/imports/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await revertImport(deps, sessionOf(request), request.params.id) }),
  });
}
