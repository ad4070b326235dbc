import * as api from '@cuentas/shared/contract/payees';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import {
  createAlias,
  deleteAlias,
  deleteMemory,
  listAliases,
  listMemory,
  ruleHint,
  suggestPayee,
  updateMemory,
} from './service.ts';

export async function payeeRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['payees']);

  route(api.suggest, {
    handler: async (request) => ({ data: await suggestPayee(deps, sessionOf(request), request.query) }),
  });
  route(api.memory, {
    handler: async (request) => ({ data: await listMemory(deps, sessionOf(request)) }),
  });
  route(api.updateMemory, {
    handler: async (request) => ({
      data: await updateMemory(deps, sessionOf(request), request.params.key, request.body.category_id),
    }),
  });
  route(api.removeMemory, {
    handler: async (request) => ({ data: await deleteMemory(deps, sessionOf(request), request.params.key) }),
  });
  route(api.aliases, {
    handler: async (request) => ({ data: await listAliases(deps, sessionOf(request)) }),
  });
  route(api.createAlias, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createAlias(deps, sessionOf(request), request.body) }),
  });
  route(api.removeAlias, {
    handler: async (request) => ({ data: await deleteAlias(deps, sessionOf(request), request.params.key) }),
  });
  route(api.ruleHint, {
    handler: async (request) => ({ data: await ruleHint(deps, sessionOf(request), request.query.transaction_id) }),
  });
}
