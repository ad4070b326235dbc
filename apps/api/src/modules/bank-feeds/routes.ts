import * as api from '@cuentas/shared/contract/bank-feeds';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import {
  bankFeedStatus,
  completeCallback,
  disconnect,
  linkFeedAccount,
  listBanks,
  listConnections,
  publicIp,
  renewConnection,
  startConnection,
  syncAllNow,
  syncConnectionNow,
} from './service.ts';

/** Bank feeds through Enable Banking (decision 034). */
export async function bankFeedRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['bank-feeds']);
  route(api.status, { handler: async () => ({ data: bankFeedStatus(deps) }) });
  route(api.banks, { handler: async (request) => ({ data: await listBanks(deps, request.query.country) }) });
  route(api.connections, { handler: async (request) => ({ data: await listConnections(deps, sessionOf(request)) }) });
  route(api.connect, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await startConnection(deps, sessionOf(request), request.body) }),
  });
  route(api.callback, {
    handler: async (request) => ({ data: await completeCallback(deps, sessionOf(request), request.body) }),
  });
  route(api.linkAccount, {
    handler: async (request) => ({
      data: await linkFeedAccount(deps, sessionOf(request), request.params.id, request.body, publicIp(request.ip)),
    }),
  });
  route(api.syncConnection, {
    handler: async (request) => ({
      data: await syncConnectionNow(deps, sessionOf(request), request.params.id, request.ip),
    }),
  });
  route(api.syncAll, {
    handler: async (request) => ({ data: await syncAllNow(deps, sessionOf(request), request.ip) }),
  });
  route(api.renew, {
    handler: async (request) => ({ data: await renewConnection(deps, sessionOf(request), request.params.id) }),
  });
  route(api.disconnect, {
    handler: async (request) => ({ data: await disconnect(deps, sessionOf(request), request.params.id) }),
  });
}
