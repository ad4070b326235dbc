import { MessageResponse } from '@cuentas/shared/schemas/common';
import {
  ConversationSchema,
  SimulateMessageSchema,
  SimulateResultSchema,
  UpdateWhatsAppSettingsSchema,
  WhatsAppCapturesSchema,
  WhatsAppSettingsSchema,
} from '@cuentas/shared/schemas/whatsapp';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { getSettings, listCaptures, recentConversation, simulate, unlinkPhone, updateSettings } from './service.ts';

const tags = ['whatsapp'];

/** The signed-in side of WhatsApp capture: settings, unlinking, the latest captures and the simulator. */
export async function whatsappRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/whatsapp/settings', {
    schema: { tags, response: { 200: dataOf(WhatsAppSettingsSchema), ...failures } },
    handler: async (request) => ({ data: await getSettings(deps, sessionOf(request)) }),
  });
  app.patch('/whatsapp/settings', {
    schema: { tags, body: UpdateWhatsAppSettingsSchema, response: { 200: dataOf(WhatsAppSettingsSchema), ...failures } },
    handler: async (request) => ({ data: await updateSettings(deps, sessionOf(request), request.body) }),
  });
  app.delete('/whatsapp/phone', {
    schema: { tags, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await unlinkPhone(deps, sessionOf(request)) }),
  });
  app.get('/whatsapp/captures', {
    schema: { tags, response: { 200: dataOf(WhatsAppCapturesSchema), ...failures } },
    handler: async (request) => ({ data: await listCaptures(deps, sessionOf(request)) }),
  });
  app.get('/whatsapp/conversation', {
    schema: { tags, response: { 200: dataOf(ConversationSchema), ...failures } },
    handler: async (request) => ({ data: await recentConversation(deps, sessionOf(request)) }),
  });
  app.post('/whatsapp/simulate', {
    schema: { tags, body: SimulateMessageSchema, response: { 200: dataOf(SimulateResultSchema), ...failures } },
    handler: async (request) => ({ data: await simulate(deps, sessionOf(request), request.body.text) }),
  });
}
