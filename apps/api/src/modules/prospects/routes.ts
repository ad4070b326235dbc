import * as api from '@cuentas/shared/contract/prospects';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import {
  createProspect,
  deleteProspect,
  listProspects,
  prospectTotals,
  realizeProspect,
  updateProspect,
} from './service.ts';

export async function prospectRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['prospects']);

  route(api.list, {
    handler: async (request) => ({ data: await listProspects(deps, sessionOf(request), request.query.status) }),
  });
  route(api.totals, {
    handler: async (request) => ({ data: await prospectTotals(deps, sessionOf(request)) }),
  });
  route(api.create, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createProspect(deps, sessionOf(request), request.body) }),
  });
  route(api.update, {
    handler: async (request) => ({
      data: await updateProspect(deps, sessionOf(request), request.params.id, request.body),
    }),
  });
  route(api.remove, {
    handler: async (request) => ({ data: await deleteProspect(deps, sessionOf(request), request.params.id) }),
  });
  route(api.realize, {
    handler: async (request) => ({
      data: await realizeProspect(deps, sessionOf(request), request.params.id, request.body),
    }),
  });
}
