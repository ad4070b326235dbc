import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import Stripe from 'stripe';

export type StandInRequest = { method: string; path: string; form: URLSearchParams; authorization?: string };

/**
 * A local Stripe API the SDK talks to through STRIPE_API_URL: it records every request and answers
 * the calls the app makes (customers, Checkout Sessions, portal sessions, cancelling a subscription)
 * with Stripe's shapes. `failNext` makes the next matching call (each call adds one) answer Stripe's error body.
 */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  let counter = 0;
  const failures = new Map<string, number>();
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const entry = {
      method: req.method ?? 'GET',
      path: url.pathname,
      form: new URLSearchParams(body),
      authorization: req.headers.authorization,
    };
    requests.push(entry);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_standin${++counter}` });
      res.end(JSON.stringify(json));
    };
    const key = `${entry.method} ${entry.path.replace(/\/(sub|cus)_\w+$/, '/:id')}`;
    const failing = failures.get(key) ?? 0;
    if (failing > 0) failures.set(key, failing - 1);
    if (failing > 0) return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    counter += 1;
    if (entry.method === 'POST' && entry.path === '/v1/customers') {
      return send(200, {
        id: `cus_StandIn${counter}`,
        object: 'customer',
        email: entry.form.get('email'),
        name: entry.form.get('name'),
        metadata: { user_id: entry.form.get('metadata[user_id]') },
        livemode: false,
      });
    }
    if (entry.method === 'POST' && entry.path === '/v1/checkout/sessions') {
      const id = `cs_test_StandIn${counter}`;
      return send(200, {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        customer: entry.form.get('customer'),
        client_reference_id: entry.form.get('client_reference_id'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    }
    if (entry.method === 'POST' && entry.path === '/v1/billing_portal/sessions') {
      return send(200, {
        id: `bps_StandIn${counter}`,
        object: 'billing_portal.session',
        customer: entry.form.get('customer'),
        return_url: entry.form.get('return_url'),
        url: `https://billing.stripe.com/p/session/test_StandIn${counter}`,
      });
    }
    const cancel = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(entry.path);
    if (entry.method === 'DELETE' && cancel) {
      return send(200, {
        id: cancel[1],
        object: 'subscription',
        status: 'canceled',
        canceled_at: Math.floor(Date.now() / 1000),
      });
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `Unrecognized request URL (${entry.method}: ${entry.path})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (key: string) => failures.set(key, (failures.get(key) ?? 0) + 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

// Stripe's events are read as loose JSON: tests reach into them to change a field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = Record<string, any>;

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'stripe');
let eventCounter = 0;

/**
 * A recorded Stripe event with this test's ids filled in. Each call gets a new event id unless
 * `id` is given (a replay keeps the one it replays).
 */
export function stripeEvent(
  name: string,
  ids: { userId: string; customerId: string; subscriptionId: string },
  edit?: (object: LooseJson) => void,
  id?: string,
) {
  const text = readFileSync(path.join(fixtures, `${name}.json`), 'utf8')
    .replaceAll('__USER_ID__', ids.userId)
    .replaceAll('__CUSTOMER_ID__', ids.customerId)
    .replaceAll('__SUBSCRIPTION_ID__', ids.subscriptionId);
  const event = JSON.parse(text) as LooseJson;
  event.id = id ?? `${event.id}_${process.pid}_${++eventCounter}`;
  // Invoice ids are Stripe's, unique per invoice: each test's invoice gets its own.
  if (event.data.object.object === 'invoice') event.data.object.id = `${event.data.object.id}_${ids.subscriptionId}`;
  edit?.(event.data.object);
  return event;
}

const webhooks = new Stripe('sk_test_signing').webhooks;

/** The Stripe-Signature header Stripe would send for `payload` at `at`. */
export function signatureFor(payload: string, secret: string, at: Date) {
  return webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });
}
