import * as api from '@cuentas/shared/contract/imports';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { analyzeImport, commitImport, importProgress, listImports, revertImport, uploadImport } from './service.ts';

export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;

export async function importRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['imports']);
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

  route(api.upload, {
    bodyLimit: MAX_IMPORT_BYTES,
    handler: async (request, reply) => {
      const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.code(201).send({ data: await uploadImport(deps, sessionOf(request), request.query, content) });
    },
  });

  route(api.list, {
    handler: async (request) => ({ data: await listImports(deps, sessionOf(request), request.query.account_id) }),
  });

  route(api.progress, {
    handler: async (request) => ({ data: await importProgress(deps, sessionOf(request), request.params.id) }),
  });

  route(api.analyze, {
    handler: async (request) => ({
      data: await analyzeImport(
        deps,
        sessionOf(request),
        request.params.id,
        request.body.options,
        {
          dateOrder: request.body.date_order,
          statementAccounts: request.body.statement_accounts,
        },
        { from: request.body.preview_from, limit: request.body.preview_limit },
      ),
    }),
  });

  route(api.commit, {
    handler: async (request) => ({
      data: await commitImport(
        deps,
        sessionOf(request),
        request.params.id,
        request.body.options,
        request.body.include_duplicate_rows,
        request.body.skip_error_rows,
        {
          dateOrder: request.body.date_order,
          statementAccounts: request.body.statement_accounts,
        },
        request.body.row_choices,
      ),
    }),
  });

  route(api.revert, {
    handler: async (request) => ({ data: await revertImport(deps, sessionOf(request), request.params.id) }),
  });
}
