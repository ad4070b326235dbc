import * as recurringApi from '@cuentas/shared/contract/recurring-charges';
import * as api from '@cuentas/shared/contract/transfer-proposals';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { addChargeToBudget } from './recurring-budget.ts';
import { listRecurringCharges } from './recurring-service.ts';
import { confirmTransferProposal, listTransferProposals, rejectTransferProposal } from './transfer-proposals.ts';

/** Own transfers an import proposed (listed, confirmed or rejected) and recurring charges (decision 032). */
export async function transferProposalRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['imports']);
  route(api.list, {
    handler: async (request) => ({
      data: await listTransferProposals(deps, sessionOf(request), request.query.import_id),
    }),
  });
  route(api.confirm, {
    handler: async (request) => ({ data: await confirmTransferProposal(deps, sessionOf(request), request.params.id) }),
  });
  route(api.reject, {
    handler: async (request) => ({ data: await rejectTransferProposal(deps, sessionOf(request), request.params.id) }),
  });
  // Recurring charges found in what was imported, proposed as reminders.
  route(recurringApi.list, {
    handler: async (request) => ({ data: await listRecurringCharges(deps, sessionOf(request)) }),
  });
  route(recurringApi.addToBudget, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await addChargeToBudget(deps, sessionOf(request), request.body) }),
  });
}
