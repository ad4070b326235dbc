import { z } from 'zod';
import { MessageResponse } from '../schemas/common.ts';
import {
  CreateReminderSchema,
  PayReminderSchema,
  ReminderSchema,
  SkipReminderSchema,
  SnoozeReminderSchema,
  UpcomingSchema,
  UpdateReminderSchema,
} from '../schemas/reminders.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

export const list = /* @__PURE__ */ endpoint({ method: 'GET', path: '/reminders', response: z.array(ReminderSchema) });
export const upcoming = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/reminders/upcoming',
  query: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }),
  response: UpcomingSchema,
});
export const create = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/reminders',
  body: CreateReminderSchema,
  response: ReminderSchema,
  status: 201,
});
export const update = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/reminders/:id',
  params: IdParams,
  body: UpdateReminderSchema,
  response: ReminderSchema,
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/reminders/:id',
  params: IdParams,
  response: MessageResponse,
});
export const pay = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/reminders/:id/pay',
  params: IdParams,
  body: PayReminderSchema,
  response: ReminderSchema,
  failures: [409],
});
export const skip = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/reminders/:id/skip',
  params: IdParams,
  body: SkipReminderSchema.nullish(),
  response: ReminderSchema,
  failures: [409],
});
export const snooze = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/reminders/:id/snooze',
  params: IdParams,
  body: SnoozeReminderSchema,
  response: ReminderSchema,
  failures: [409],
});
