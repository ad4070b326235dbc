import * as api from '@cuentas/shared/contract/demo-data';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { createDemoData, demoStatus, removeDemoData } from './service.ts';

export async function demoDataRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['demo-data']);

  route(api.status, {
    handler: async (request) => ({ data: await demoStatus(deps, sessionOf(request)) }),
  });
  route(api.create, {
    handler: async (request, reply) => reply.code(201).send({ data: await createDemoData(deps, sessionOf(request)) }),
  });
  route(api.remove, {
    handler: async (request) => ({ data: await removeDemoData(deps, sessionOf(request)) }),
  });
}
