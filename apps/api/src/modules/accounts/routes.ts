import * as api from '@cuentas/shared/contract/accounts';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { netWorth } from '../kernel/net-worth.ts';
import { hiddenAccounts } from './hidden.ts';
import { createAccount, deleteAccount, getAccount, listAccounts, reorderAccounts, updateAccount } from './service.ts';

export async function accountRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['accounts']);

  route(api.list, {
    handler: async (request) => ({
      data: await listAccounts(deps, sessionOf(request), request.query.include_archived === 'true'),
    }),
  });

  route(api.create, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createAccount(deps, sessionOf(request), request.body) }),
  });

  route(api.netWorth, {
    handler: async (request) => ({ data: await netWorth(deps, sessionOf(request)) }),
  });

  route(api.hidden, {
    handler: async (request) => ({ data: await hiddenAccounts(deps, sessionOf(request)) }),
  });

  route(api.reorder, {
    handler: async (request) => ({ data: await reorderAccounts(deps, sessionOf(request), request.body.ids) }),
  });

  route(api.get, {
    handler: async (request) => ({ data: await getAccount(deps, sessionOf(request), request.params.id) }),
  });

  route(api.update, {
    handler: async (request) => ({
      data: await updateAccount(deps, sessionOf(request), request.params.id, request.body),
    }),
  });

  route(api.remove, {
    handler: async (request) => ({ data: await deleteAccount(deps, sessionOf(request), request.params.id) }),
  });
}
