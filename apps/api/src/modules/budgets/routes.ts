import * as api from '@cuentas/shared/contract/budgets';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { copyBudget, getBudget, setBudget } from './service.ts';

export async function budgetRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['budgets']);

  route(api.get, {
    handler: async (request) => ({ data: await getBudget(deps, sessionOf(request), request.params.month) }),
  });
  route(api.set, {
    handler: async (request) => ({
      data: await setBudget(deps, sessionOf(request), request.params.month, request.body),
    }),
  });
  route(api.copy, {
    handler: async (request) => ({
      data: await copyBudget(deps, sessionOf(request), request.params.month, request.body.source),
    }),
  });
}
