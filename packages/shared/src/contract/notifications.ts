import { z } from 'zod';
import { NotificationPageSchema, NotificationSchema } from '../schemas/reminders.ts';
import { endpoint } from './endpoint.ts';

export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/notifications',
  query: z.object({ cursor: z.uuid().optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
  response: NotificationPageSchema,
});
export const readAll = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/notifications/read-all',
  response: z.object({ updated: z.number().int() }),
});
export const read = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/notifications/:id/read',
  params: z.object({ id: z.uuid() }),
  response: NotificationSchema,
});
