import * as api from '@cuentas/shared/contract/budgets';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { checkBudgetOwner, copyBudget, getBudget, setBudget } from './service.ts';

export async function budgetRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['budgets']);

  // `?member=` names a member's personal budget (decision 054); without it, the shared one.
  route(api.get, {
    handler: async (request) => {
      const owner = { member: request.query.member };
      await checkBudgetOwner(deps, sessionOf(request), owner, false);
      return { data: await getBudget(deps, sessionOf(request), request.params.month, owner) };
    },
  });
  route(api.set, {
    handler: async (request) => {
      const owner = { member: request.query.member };
      await checkBudgetOwner(deps, sessionOf(request), owner, true);
      return { data: await setBudget(deps, sessionOf(request), request.params.month, request.body, owner) };
    },
  });
  route(api.copy, {
    handler: async (request) => {
      const owner = { member: request.query.member };
      await checkBudgetOwner(deps, sessionOf(request), owner, true);
      return { data: await copyBudget(deps, sessionOf(request), request.params.month, request.body.source, owner) };
    },
  });
}
