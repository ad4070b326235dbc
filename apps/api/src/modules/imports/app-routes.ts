import * as api from '@cuentas/shared/contract/app-imports';
import { MAX_APP_FILE_BASE64 } from '@cuentas/shared/schemas/app-imports';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { analyzeAppImport, commitAppImport } from './apps/app-import-service.ts';

/** Moving from another app (decision 047): the export travels as base64 beside the review's choices. */
export async function appImportRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['imports']);
  const bodyLimit = MAX_APP_FILE_BASE64 + 64 * 1024;
  route(api.analyze, {
    bodyLimit,
    handler: async (request) => ({ data: await analyzeAppImport(deps, sessionOf(request), request.body) }),
  });
  route(api.commit, {
    bodyLimit,
    handler: async (request) => ({ data: await commitAppImport(deps, sessionOf(request), request.body) }),
  });
}
