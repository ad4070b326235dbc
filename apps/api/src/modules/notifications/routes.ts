import { z } from 'zod';
import { NotificationPageSchema, NotificationSchema } from '@cuentas/shared/schemas/reminders';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { listNotifications, markAllRead, markRead } from './service.ts';

const tags = ['notifications'];

export async function notificationRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/notifications', {
    schema: {
      tags,
      querystring: z.object({ cursor: z.uuid().optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
      response: { 200: dataOf(NotificationPageSchema), ...failures },
    },
    handler: async (request) => ({ data: await listNotifications(deps, sessionOf(request), request.query.cursor, request.query.limit) }),
  });
  app.post('/notifications/read-all', {
    schema: { tags, response: { 200: dataOf(z.object({ updated: z.number().int() })), ...failures } },
    handler: async (request) => ({ data: await markAllRead(deps, sessionOf(request)) }),
  });
  app.post('/notifications/:id/read', {
    schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: dataOf(NotificationSchema), ...failures } },
    handler: async (request) => ({ data: await markRead(deps, sessionOf(request), request.params.id) }),
  });
}
