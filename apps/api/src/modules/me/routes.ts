import * as api from '@cuentas/shared/contract/me';
import { LEDGER_HEADER, requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { deleteAccount, getPermissions, getProfile, updateProfile } from './service.ts';

export async function meRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps, 'personal'));
  const route = contractRoutes(app, ['me']);

  route(api.get, {
    handler: async (request) => ({ data: await getProfile(deps, sessionOf(request)) }),
  });

  route(api.update, {
    handler: async (request) => ({ data: await updateProfile(deps, sessionOf(request), request.body) }),
  });

  route(api.remove, {
    handler: async (request) => ({ data: await deleteAccount(deps, sessionOf(request), request.body) }),
  });

  route(api.permissions, {
    // A personal route that reads the open ledger's plan: the header names the household.
    handler: async (request) => {
      const ledger = request.headers[LEDGER_HEADER];
      return { data: await getPermissions(deps, sessionOf(request), typeof ledger === 'string' ? ledger : undefined) };
    },
  });
}
