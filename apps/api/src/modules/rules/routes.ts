import * as api from '@cuentas/shared/contract/rules';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { applyRules, createRule, deleteRule, listRules, updateRule } from './service.ts';

export async function ruleRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['rules']);

  route(api.list, {
    handler: async (request) => ({ data: await listRules(deps, sessionOf(request)) }),
  });
  route(api.create, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createRule(deps, sessionOf(request), request.body) }),
  });
  route(api.update, {
    handler: async (request) => ({ data: await updateRule(deps, sessionOf(request), request.params.id, request.body) }),
  });
  route(api.remove, {
    handler: async (request) => ({ data: await deleteRule(deps, sessionOf(request), request.params.id) }),
  });
  route(api.apply, {
    handler: async (request) => ({
      data: await applyRules(deps, sessionOf(request), request.body.only_uncategorized, request.body.rule_id),
    }),
  });
}
