import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';
import { billingEvents } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { applyStripeEvent } from './events.ts';
import { loadStripe, webhooksApi } from './stripe-client.ts';

/** Stripe's own default: a signature older than five minutes is refused (replayed capture). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The SDK only refuses signatures too old; one stamped further ahead than the tolerance would stay
 * replayable for as long as it lies in the future, so it is refused too (decision 036).
 */
function stampedInTheFuture(signature: string, nowMs: number): boolean {
  const stamps = signature
    .split(',')
    .map((part) => /^t=(\d+)$/.exec(part.trim())?.[1])
    .filter((stamp) => stamp !== undefined);
  return stamps.some((stamp) => Number(stamp) * 1000 - nowMs > SIGNATURE_TOLERANCE_SECONDS * 1000);
}

const sandboxSecrets = new WeakMap<AppConfig, string>();

/**
 * The signing secret. The sandbox signs its own events in this process, so without a configured
 * secret it makes one up per process: nobody outside can forge a sandbox payment.
 */
export function webhookSecret(config: AppConfig): string {
  if (config.STRIPE_WEBHOOK_SECRET) return config.STRIPE_WEBHOOK_SECRET;
  let secret = sandboxSecrets.get(config);
  if (!secret) {
    secret = `whsec_${randomBytes(24).toString('base64url')}`;
    sandboxSecrets.set(config, secret);
  }
  return secret;
}

export const webhookMessages = {
  missingSignature: 'Falta la firma del evento (Stripe-Signature)',
  badSignature: 'La firma del evento no es válida o su fecha está fuera del margen permitido',
  billingOff: 'La facturación no está activada en este servidor',
};

/**
 * Verifies a Stripe webhook over its raw bytes and applies it once: the event id is recorded in
 * the same transaction as its effect, so a replay or Stripe's retry changes nothing, and a failure
 * leaves no record (Stripe retries it).
 */
export async function receiveStripeWebhook(deps: Deps, rawBody: Buffer | string, signature: string | undefined) {
  if (deps.config.BILLING_MODE === 'off') throw badRequest(webhookMessages.billingOff);
  if (!signature) throw badRequest(webhookMessages.missingSignature);
  const webhooks = await webhooksApi();
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret(deps.config),
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      deps.now().getTime(),
    );
    if (stampedInTheFuture(signature, deps.now().getTime())) throw new Error('signature timestamp in the future');
  } catch (err) {
    deps.logger.warn({ err: (err as Error).message }, 'stripe webhook refused');
    throw badRequest(webhookMessages.badSignature);
  }
  const duplicate = await deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, processedAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) return true;
    await applyStripeEvent(deps, tx, event);
    return false;
  });
  return { received: true, duplicate };
}

/** Signs `event` as Stripe would and sends it through the webhook path above (the sandbox's "Stripe"). */
export async function deliverSignedEvent(deps: Deps, event: Record<string, unknown>) {
  // Stamped here, where the SDK is loaded anyway: the builders in sandbox.ts stay synchronous.
  const { id, object, ...rest } = event;
  const payload = JSON.stringify({ id, object, api_version: (await loadStripe()).API_VERSION, ...rest });
  const header = (await webhooksApi()).generateTestHeaderString({
    payload,
    secret: webhookSecret(deps.config),
    timestamp: Math.floor(deps.now().getTime() / 1000),
  });
  return receiveStripeWebhook(deps, payload, header);
}
