import * as api from '@cuentas/shared/contract/purchase-reviews';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { answerDistinct, answerSame, listPurchaseReviews } from './service.ts';

/** «¿Es el mismo movimiento?»: arrivals that may be a purchase already there (decision 048). */
export async function purchaseReviewRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['transactions']);
  route(api.list, {
    handler: async (request) => ({
      data: await listPurchaseReviews(deps, sessionOf(request), request.query.account_id),
    }),
  });
  route(api.same, {
    handler: async (request) => ({ data: await answerSame(deps, sessionOf(request), request.params.id) }),
  });
  route(api.distinct, {
    handler: async (request) => ({ data: await answerDistinct(deps, sessionOf(request), request.params.id) }),
  });
}
