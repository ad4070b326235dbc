import * as api from '@cuentas/shared/contract/savings';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import {
  addContribution,
  createGoal,
  deleteContribution,
  deleteGoal,
  getGoal,
  listContributions,
  listGoals,
  updateGoal,
} from './service.ts';

export async function savingsRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['savings']);

  route(api.list, {
    handler: async (request) => ({ data: await listGoals(deps, sessionOf(request)) }),
  });
  route(api.create, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createGoal(deps, sessionOf(request), request.body) }),
  });
  route(api.get, {
    handler: async (request) => ({ data: await getGoal(deps, sessionOf(request), request.params.id) }),
  });
  route(api.update, {
    handler: async (request) => ({ data: await updateGoal(deps, sessionOf(request), request.params.id, request.body) }),
  });
  route(api.remove, {
    handler: async (request) => ({ data: await deleteGoal(deps, sessionOf(request), request.params.id) }),
  });
  route(api.contributions, {
    handler: async (request) => ({ data: await listContributions(deps, sessionOf(request), request.params.id) }),
  });
  route(api.addContribution, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await addContribution(deps, sessionOf(request), request.params.id, request.body) }),
  });
  route(api.removeContribution, {
    handler: async (request) => ({
      data: await deleteContribution(deps, sessionOf(request), request.params.id, request.params.contributionId),
    }),
  });
}
