import { MessageResponse } from '../schemas/common.ts';
import {
  ConversationSchema,
  SimulateMessageSchema,
  SimulateResultSchema,
  UpdateWhatsAppSettingsSchema,
  WhatsAppCapturesSchema,
  WhatsAppSettingsSchema,
} from '../schemas/whatsapp.ts';
import { endpoint } from './endpoint.ts';

// The signed-in side of WhatsApp capture (decision 018); Meta's webhook is outside the contract.
export const settings = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/whatsapp/settings',
  response: WhatsAppSettingsSchema,
});
export const updateSettings = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/whatsapp/settings',
  body: UpdateWhatsAppSettingsSchema,
  response: WhatsAppSettingsSchema,
});
export const unlinkPhone = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/whatsapp/phone',
  response: MessageResponse,
});
export const captures = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/whatsapp/captures',
  response: WhatsAppCapturesSchema,
});
export const conversation = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/whatsapp/conversation',
  response: ConversationSchema,
});
export const simulate = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/whatsapp/simulate',
  body: SimulateMessageSchema,
  response: SimulateResultSchema,
});
