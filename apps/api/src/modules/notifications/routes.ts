import * as api from '@cuentas/shared/contract/notifications';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { listNotifications, markAllRead, markRead } from './service.ts';

export async function notificationRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps, 'personal'));
  const route = contractRoutes(app, ['notifications']);

  route(api.list, {
    handler: async (request) => ({
      data: await listNotifications(deps, sessionOf(request), request.query.cursor, request.query.limit),
    }),
  });
  route(api.readAll, {
    handler: async (request) => ({ data: await markAllRead(deps, sessionOf(request)) }),
  });
  route(api.read, {
    handler: async (request) => ({ data: await markRead(deps, sessionOf(request), request.params.id) }),
  });
}
