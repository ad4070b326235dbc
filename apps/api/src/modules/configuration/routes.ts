import * as api from '@cuentas/shared/contract/configuration';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { getConfiguration, saveConfiguration } from './service.ts';

export async function configurationRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['configuration']);

  route(api.get, {
    handler: async (request) => ({ data: await getConfiguration(deps, sessionOf(request)) }),
  });

  route(api.save, {
    handler: async (request) => ({ data: await saveConfiguration(deps, sessionOf(request), request.body) }),
  });

  route(api.update, {
    handler: async (request) => ({ data: await saveConfiguration(deps, sessionOf(request), request.body) }),
  });
}
