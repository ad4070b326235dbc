import * as api from '@cuentas/shared/contract/subscription';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { changeSandboxCancellation, createCheckout, createPortal, getSubscription, listInvoices } from './service.ts';

/** The user's plan, its invoices, Checkout and the portal: behind the bearer token. */
export async function subscriptionRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps, 'personal'));
  const route = contractRoutes(app, ['subscription']);

  route(api.get, {
    handler: async (request) => ({ data: await getSubscription(deps, sessionOf(request)) }),
  });

  route(api.invoices, {
    handler: async (request) => ({ data: await listInvoices(deps, sessionOf(request)) }),
  });

  route(api.checkout, {
    handler: async (request) => ({ data: await createCheckout(deps, sessionOf(request), request.body) }),
  });

  route(api.portal, {
    handler: async (request) => ({ data: await createPortal(deps, sessionOf(request)) }),
  });

  route(api.cancel, {
    handler: async (request) => ({ data: await changeSandboxCancellation(deps, sessionOf(request), true) }),
  });

  route(api.resume, {
    handler: async (request) => ({ data: await changeSandboxCancellation(deps, sessionOf(request), false) }),
  });
}
