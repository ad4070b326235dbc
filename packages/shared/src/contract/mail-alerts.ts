import { z } from 'zod';
import {
  MailAddressSchema,
  MailAlertListQuery,
  MailAlertPageSchema,
  MailAlertSchema,
  NoteMailAlertSchema,
} from '../schemas/mail-alerts.ts';
import { endpoint } from './endpoint.ts';

// Bank alerts forwarded by mail (decision 035); the SMTP listener and the providers' webhook are outside the contract.
export const address = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/mail-alerts/address',
  response: MailAddressSchema,
});
export const rotateAddress = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/mail-alerts/address/rotate',
  response: MailAddressSchema,
});
export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/mail-alerts',
  query: MailAlertListQuery,
  response: MailAlertPageSchema,
});
export const dismiss = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/mail-alerts/:id/dismiss',
  params: z.object({ id: z.uuid() }),
  response: MailAlertSchema,
});
export const note = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/mail-alerts/:id/note',
  params: z.object({ id: z.uuid() }),
  body: NoteMailAlertSchema,
  response: MailAlertSchema,
});
