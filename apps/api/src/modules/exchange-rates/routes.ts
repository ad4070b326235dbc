import * as api from '@cuentas/shared/contract/exchange-rates';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { deleteRate, listRates, saveRate, updateRate } from './service.ts';

export async function exchangeRateRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['exchange-rates']);

  route(api.list, {
    handler: async (request) => ({ data: await listRates(deps, sessionOf(request)) }),
  });
  route(api.create, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await saveRate(deps, sessionOf(request), request.body) }),
  });
  route(api.update, {
    handler: async (request) => ({ data: await updateRate(deps, sessionOf(request), request.params.id, request.body) }),
  });
  route(api.remove, {
    handler: async (request) => ({ data: await deleteRate(deps, sessionOf(request), request.params.id) }),
  });
}
