import * as api from '@cuentas/shared/contract/mail-alerts';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { dismissAlert, getAddress, listAlerts, noteAlert, rotateAddress } from './service.ts';

/** The signed-in side of alerts forwarded by mail: the capture address and the inbox (decision 035). */
export async function mailAlertRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['mail-alerts']);

  route(api.address, {
    handler: async (request) => ({ data: await getAddress(deps, sessionOf(request)) }),
  });
  route(api.rotateAddress, {
    handler: async (request) => ({ data: await rotateAddress(deps, sessionOf(request)) }),
  });
  route(api.list, {
    handler: async (request) => ({ data: await listAlerts(deps, sessionOf(request), request.query) }),
  });
  route(api.dismiss, {
    handler: async (request) => ({ data: await dismissAlert(deps, sessionOf(request), request.params.id) }),
  });
  route(api.note, {
    handler: async (request) => ({
      data: await noteAlert(deps, sessionOf(request), request.params.id, request.body),
    }),
  });
}
