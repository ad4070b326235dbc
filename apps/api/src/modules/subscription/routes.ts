import { CheckoutSchema, InvoiceSchema, RedirectSchema, SubscriptionSchema } from '@cuentas/shared/schemas/subscription';
import { z } from 'zod';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, ErrorsResponse, failures } from '../../lib/http.ts';
import { changeSandboxCancellation, createCheckout, createPortal, getSubscription, listInvoices } from './service.ts';

const tags = ['subscription'];
const paymentFailures = { ...failures, 409: ErrorsResponse, 502: ErrorsResponse } as const;

/** The user's plan, its invoices, Checkout and the portal: behind the bearer token. */
export async function subscriptionRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/subscription', {
    schema: { tags, response: { 200: dataOf(SubscriptionSchema), ...failures } },
    handler: async (request) => ({ data: await getSubscription(deps, sessionOf(request)) }),
  });

  app.get('/subscription/invoices', {
    schema: { tags, response: { 200: dataOf(z.array(InvoiceSchema)), ...failures } },
    handler: async (request) => ({ data: await listInvoices(deps, sessionOf(request)) }),
  });

  app.post('/subscription/checkout', {
    schema: { tags, body: CheckoutSchema, response: { 200: dataOf(RedirectSchema), ...paymentFailures } },
    handler: async (request) => ({ data: await createCheckout(deps, sessionOf(request), request.body) }),
  });

  app.post('/subscription/portal', {
    schema: { tags, response: { 200: dataOf(RedirectSchema), ...paymentFailures } },
    handler: async (request) => ({ data: await createPortal(deps, sessionOf(request)) }),
  });

  app.post('/subscription/cancel', {
    schema: { tags, response: { 200: dataOf(SubscriptionSchema), ...failures } },
    handler: async (request) => ({ data: await changeSandboxCancellation(deps, sessionOf(request), true) }),
  });

  app.post('/subscription/resume', {
    schema: { tags, response: { 200: dataOf(SubscriptionSchema), ...failures } },
    handler: async (request) => ({ data: await changeSandboxCancellation(deps, sessionOf(request), false) }),
  });
}

