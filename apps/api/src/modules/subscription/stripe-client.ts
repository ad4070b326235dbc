import Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';

const clients = new WeakMap<AppConfig, Stripe>();

/** One SDK client per configuration, talking to STRIPE_API_URL (Stripe's own, or a local stand-in in tests). */
export function stripeFor(config: AppConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const url = new URL(config.STRIPE_API_URL);
    client = new Stripe(config.STRIPE_SECRET_KEY ?? 'sk_test_sandbox', {
      host: url.hostname,
      port: url.port || (url.protocol === 'http:' ? 80 : 443),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 1,
      timeout: 8_000,
    });
    clients.set(config, client);
  }
  return client;
}

/** Only webhooks are verified in sandbox mode, so a key-less SDK instance is enough there. */
export const webhooksApi = new Stripe('sk_test_webhooks_only').webhooks;
