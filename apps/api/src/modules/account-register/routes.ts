import * as api from '@cuentas/shared/contract/register';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { createReconciliation, reconciliationPreview } from './reconcile.ts';
import { accountRegisterPage, setCleared } from './service.ts';

/** An account's register (its movements with a running balance) and its reconciliation with the bank. */
export async function accountRegisterRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['register']);

  route(api.page, {
    handler: async (request) => ({
      data: await accountRegisterPage(deps, sessionOf(request), request.params.id, request.query),
    }),
  });

  route(api.setCleared, {
    handler: async (request) => ({ data: await setCleared(deps, sessionOf(request), request.params.id, request.body) }),
  });

  route(api.reconciliationPreview, {
    handler: async (request) => ({
      data: await reconciliationPreview(
        deps,
        sessionOf(request),
        request.params.id,
        request.query.date,
        request.query.statement_balance,
      ),
    }),
  });

  route(api.reconcile, {
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createReconciliation(deps, sessionOf(request), request.params.id, request.body) }),
  });
}
