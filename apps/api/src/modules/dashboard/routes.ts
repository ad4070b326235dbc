import * as api from '@cuentas/shared/contract/dashboard';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { dashboard } from './service.ts';

export async function dashboardRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['reports']);
  route(api.get, {
    handler: async (request) => ({ data: await dashboard(deps, sessionOf(request)) }),
  });
}
