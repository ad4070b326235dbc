import { z } from 'zod';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import { CreateReminderSchema, PayReminderSchema, ReminderSchema, SnoozeReminderSchema, UpcomingSchema, UpdateReminderSchema } from '@cuentas/shared/schemas/reminders';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { createReminder, deleteReminder, listReminders, payReminder, skipReminder, snoozeReminder, updateReminder, upcoming } from './service.ts';

const tags = ['reminders'];
const IdParams = z.object({ id: z.uuid() });
const withConflict = { 200: dataOf(ReminderSchema), 409: failures[400], ...failures };

export async function reminderRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/reminders', {
    schema: { tags, response: { 200: dataOf(z.array(ReminderSchema)), ...failures } },
    handler: async (request) => ({ data: await listReminders(deps, sessionOf(request)) }),
  });
  app.get('/reminders/upcoming', {
    schema: { tags, querystring: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }), response: { 200: dataOf(UpcomingSchema), ...failures } },
    handler: async (request) => ({ data: await upcoming(deps, sessionOf(request), request.query.days) }),
  });
  app.post('/reminders', {
    schema: { tags, body: CreateReminderSchema, response: { 201: dataOf(ReminderSchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createReminder(deps, sessionOf(request), request.body) }),
  });
  app.patch('/reminders/:id', {
    schema: { tags, params: IdParams, body: UpdateReminderSchema, response: { 200: dataOf(ReminderSchema), ...failures } },
    handler: async (request) => ({ data: await updateReminder(deps, sessionOf(request), request.params.id, request.body) }),
  });
  app.delete('/reminders/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteReminder(deps, sessionOf(request), request.params.id) }),
  });
  app.post('/reminders/:id/pay', {
    schema: { tags, params: IdParams, body: PayReminderSchema, response: withConflict },
    handler: async (request) => ({ data: await payReminder(deps, sessionOf(request), request.params.id, request.body) }),
  });
  app.post('/reminders/:id/skip', {
    schema: { tags, params: IdParams, response: withConflict },
    handler: async (request) => ({ data: await skipReminder(deps, sessionOf(request), request.params.id) }),
  });
  app.post('/reminders/:id/snooze', {
    schema: { tags, params: IdParams, body: SnoozeReminderSchema, response: withConflict },
    handler: async (request) => ({ data: await snoozeReminder(deps, sessionOf(request), request.params.id, request.body.until) }),
  });
}
