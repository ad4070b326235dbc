import type Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';

// The SDK is ~220 modules (~85 ms of every start); it loads the first time billing needs it,
// which on a self-hosted server (BILLING_MODE=off) is never.
let sdk: Promise<typeof Stripe> | undefined;
export const loadStripe = (): Promise<typeof Stripe> => (sdk ??= import('stripe').then((module) => module.default));

const clients = new WeakMap<AppConfig, Stripe>();

/** One SDK client per configuration, talking to STRIPE_API_URL (Stripe's own, or a local stand-in in tests). */
export async function stripeFor(config: AppConfig): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    const StripeSdk = await loadStripe();
    const url = new URL(config.STRIPE_API_URL);
    client = new StripeSdk(config.STRIPE_SECRET_KEY ?? 'sk_test_sandbox', {
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

let webhooks: Stripe.Webhooks | undefined;
/** Only webhooks are verified in sandbox mode, so a key-less SDK instance is enough there. */
export async function webhooksApi(): Promise<Stripe.Webhooks> {
  webhooks ??= new (await loadStripe())('sk_test_webhooks_only').webhooks;
  return webhooks;
}
