import { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { receiveStripeWebhook } from './webhook.ts';

/**
 * POST /webhooks/stripe, outside the bearer token: the signature is the authentication. Stripe
 * signs the exact bytes it sent, so in this scope JSON bodies stay raw Buffers.
 */
export async function stripeWebhookRoutes(app: App, deps: Deps) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhooks/stripe', {
    schema: {
      tags: ['subscription'],
      security: [],
      response: { 200: dataOf(z.object({ received: z.boolean(), duplicate: z.boolean() })), ...failures },
    },
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(typeof request.body === 'string' ? request.body : '');
      return { data: await receiveStripeWebhook(deps, raw, typeof signature === 'string' ? signature : undefined) };
    },
  });
}
