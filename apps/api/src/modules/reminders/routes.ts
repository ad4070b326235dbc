import * as api from '@cuentas/shared/contract/reminders';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import {
  createReminder,
  deleteReminder,
  listReminders,
  payReminder,
  skipReminder,
  snoozeReminder,
  updateReminder,
  upcoming,
} from './service.ts';

export async function reminderRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['reminders']);

  route(api.list, {
    handler: async (request) => ({ data: await listReminders(deps, sessionOf(request)) }),
  });
  route(api.upcoming, {
    handler: async (request) => ({ data: await upcoming(deps, sessionOf(request), request.query.days) }),
  });
  route(api.create, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createReminder(deps, sessionOf(request), request.body) }),
  });
  route(api.update, {
    handler: async (request) => ({
      data: await updateReminder(deps, sessionOf(request), request.params.id, request.body),
    }),
  });
  route(api.remove, {
    handler: async (request) => ({ data: await deleteReminder(deps, sessionOf(request), request.params.id) }),
  });
  route(api.pay, {
    handler: async (request) => ({
      data: await payReminder(deps, sessionOf(request), request.params.id, request.body),
    }),
  });
  route(api.skip, {
    handler: async (request) => ({
      data: await skipReminder(deps, sessionOf(request), request.params.id, request.body ?? {}),
    }),
  });
  route(api.snooze, {
    handler: async (request) => ({
      data: await snoozeReminder(deps, sessionOf(request), request.params.id, request.body.until),
    }),
  });
}
