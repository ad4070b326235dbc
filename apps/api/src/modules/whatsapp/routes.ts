import * as api from '@cuentas/shared/contract/whatsapp';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { getSettings, listCaptures, recentConversation, simulate, unlinkPhone, updateSettings } from './service.ts';

/** The signed-in side of WhatsApp capture: settings, unlinking, the latest captures and the simulator. */
export async function whatsappRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps, 'personal'));
  const route = contractRoutes(app, ['whatsapp']);

  route(api.settings, {
    handler: async (request) => ({ data: await getSettings(deps, sessionOf(request)) }),
  });
  route(api.updateSettings, {
    handler: async (request) => ({ data: await updateSettings(deps, sessionOf(request), request.body) }),
  });
  route(api.unlinkPhone, {
    handler: async (request) => ({ data: await unlinkPhone(deps, sessionOf(request)) }),
  });
  route(api.captures, {
    handler: async (request) => ({ data: await listCaptures(deps, sessionOf(request)) }),
  });
  route(api.conversation, {
    handler: async (request) => ({ data: await recentConversation(deps, sessionOf(request)) }),
  });
  route(api.simulate, {
    handler: async (request) => ({ data: await simulate(deps, sessionOf(request), request.body.text) }),
  });
}
