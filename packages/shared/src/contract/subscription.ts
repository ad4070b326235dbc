import { z } from 'zod';
import { CheckoutSchema, InvoiceSchema, RedirectSchema, SubscriptionSchema } from '../schemas/subscription.ts';
import { endpoint } from './endpoint.ts';

// The user's plan, its invoices, Checkout and the portal (decision 014).
export const get = /* @__PURE__ */ endpoint({ method: 'GET', path: '/subscription', response: SubscriptionSchema });
export const invoices = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/subscription/invoices',
  response: z.array(InvoiceSchema),
});
export const checkout = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/subscription/checkout',
  body: CheckoutSchema,
  response: RedirectSchema,
  failures: [409, 502],
});
export const portal = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/subscription/portal',
  response: RedirectSchema,
  failures: [409, 502],
});
export const cancel = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/subscription/cancel',
  response: SubscriptionSchema,
});
export const resume = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/subscription/resume',
  response: SubscriptionSchema,
});
