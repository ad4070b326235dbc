import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BillingInterval } from '@cuentas/shared/schemas/subscription';
import type { Deps } from '../../lib/deps.ts';
import type { SubscriptionRow } from '../kernel/plan.ts';
import { priceFor } from './prices.ts';
import { webhookSecret } from './webhook.ts';

/**
 * The sandbox plays Stripe: it builds the events a real Checkout, renewal or cancellation produces,
 * with Stripe's own shapes, and the webhook code path verifies and applies them.
 */

const CHECKOUT_TTL_MS = 30 * 60 * 1000;
const stripeId = (prefix: string) => `${prefix}_sandbox${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
/** Ids derived from the checkout session: the page submitted twice produces the same events, applied once. */
const idFrom = (prefix: string, seed: string) =>
  `${prefix}_sandbox${createHash('sha256').update(`${prefix}.${seed}`).digest('base64url').slice(0, 16).replace(/[-_]/g, 'x')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

// No personal data in it: the token travels in a URL, and URLs end up in logs.
export type SandboxCheckout = {
  userId: string;
  interval: BillingInterval;
  currency: string;
  sessionId: string;
  expires: number;
};

function sign(deps: Deps, body: string) {
  return createHmac('sha256', webhookSecret(deps.config)).update(`sandbox-checkout.${body}`).digest('base64url');
}

/** A checkout "session" is a signed token carried by the page's URL: nothing to store or clean up. */
export function sandboxCheckoutToken(
  deps: Deps,
  checkout: Omit<SandboxCheckout, 'sessionId' | 'expires'>,
): SandboxCheckout & { token: string } {
  const full = { ...checkout, sessionId: stripeId('cs_test'), expires: deps.now().getTime() + CHECKOUT_TTL_MS };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return { ...full, token: `${body}.${sign(deps, body)}` };
}

export function readSandboxCheckout(deps: Deps, token: string): SandboxCheckout | undefined {
  const [body, signature] = token.split('.');
  if (!body || !signature) return undefined;
  const expected = Buffer.from(sign(deps, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const checkout = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SandboxCheckout;
    return checkout.expires > deps.now().getTime() ? checkout : undefined;
  } catch {
    return undefined;
  }
}

/** The end of a period that starts at `start`: a calendar month or year, or the configured seconds. */
export function periodEndFrom(deps: Deps, start: Date, interval: BillingInterval): Date {
  const seconds = deps.config.BILLING_SANDBOX_PERIOD_SECONDS;
  if (seconds > 0) return new Date(start.getTime() + seconds * 1000);
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function event(
  deps: Deps,
  type: string,
  object: Record<string, unknown>,
  previous?: Record<string, unknown>,
  id = stripeId('evt'),
) {
  return {
    id,
    object: 'event',
    created: unix(deps.now()),
    data: previous ? { object, previous_attributes: previous } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

type SubscriptionState = {
  userId: string;
  customerId: string;
  subscriptionId: string;
  interval: BillingInterval;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  status: string;
  cancelAtPeriodEnd: boolean;
};

function amountOf(deps: Deps, state: Pick<SubscriptionState, 'currency' | 'interval'>) {
  const price = priceFor(deps.config, state.currency);
  return state.interval === 'year' ? (price?.yearly ?? 0) : (price?.monthly ?? 0);
}

function subscriptionObject(deps: Deps, state: SubscriptionState) {
  const created = unix(state.periodStart);
  return {
    id: state.subscriptionId,
    object: 'subscription',
    billing_cycle_anchor: created,
    cancel_at: state.cancelAtPeriodEnd ? unix(state.periodEnd) : null,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    canceled_at: state.cancelAtPeriodEnd || state.status === 'canceled' ? unix(deps.now()) : null,
    collection_method: 'charge_automatically',
    created,
    currency: state.currency.toLowerCase(),
    customer: state.customerId,
    ended_at: state.status === 'canceled' ? unix(deps.now()) : null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${state.subscriptionId.slice(4)}`,
          object: 'subscription_item',
          created,
          current_period_end: unix(state.periodEnd),
          current_period_start: unix(state.periodStart),
          metadata: {},
          price: {
            id: `price_sandbox_${state.interval}`,
            object: 'price',
            active: true,
            currency: state.currency.toLowerCase(),
            product: 'prod_sandbox_premium',
            recurring: { interval: state.interval, interval_count: 1, usage_type: 'licensed' },
            type: 'recurring',
            unit_amount: amountOf(deps, state),
          },
          quantity: 1,
          subscription: state.subscriptionId,
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${state.subscriptionId}`,
    },
    livemode: false,
    metadata: { user_id: state.userId },
    start_date: created,
    status: state.status,
  };
}

function invoiceObject(
  deps: Deps,
  state: SubscriptionState,
  reason: 'subscription_create' | 'subscription_cycle',
  id = stripeId('in'),
) {
  const amount = amountOf(deps, state);
  return {
    id,
    object: 'invoice',
    amount_due: amount,
    amount_paid: amount,
    amount_remaining: 0,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: unix(deps.now()),
    currency: state.currency.toLowerCase(),
    customer: state.customerId,
    hosted_invoice_url: null,
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${id.slice(3)}`,
          object: 'line_item',
          amount,
          currency: state.currency.toLowerCase(),
          description: `1 × Cuentas Claras Premium (${state.interval === 'year' ? 'anual' : 'mensual'})`,
          period: { start: unix(state.periodStart), end: unix(state.periodEnd) },
          quantity: 1,
        },
      ],
      has_more: false,
      total_count: 1,
    },
    livemode: false,
    number: `SANDBOX-${String(unix(deps.now())).slice(-6)}`,
    parent: {
      type: 'subscription_details',
      subscription_details: { metadata: { user_id: state.userId }, subscription: state.subscriptionId },
    },
    period_end: unix(state.periodEnd),
    period_start: unix(state.periodStart),
    status: 'paid',
    subtotal: amount,
    total: amount,
  };
}

/** What a successful Checkout of a subscription sends, in Stripe's order. */
export function checkoutPaidEvents(deps: Deps, checkout: SandboxCheckout, email: string) {
  const now = deps.now();
  const state: SubscriptionState = {
    userId: checkout.userId,
    customerId: idFrom('cus', checkout.sessionId),
    subscriptionId: idFrom('sub', checkout.sessionId),
    interval: checkout.interval,
    currency: checkout.currency,
    periodStart: now,
    periodEnd: periodEndFrom(deps, now, checkout.interval),
    status: 'active',
    cancelAtPeriodEnd: false,
  };
  const amount = amountOf(deps, state);
  const session = {
    id: checkout.sessionId,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: `${deps.config.appUrl}/subscription/paid-failed`,
    client_reference_id: checkout.userId,
    created: unix(now),
    currency: checkout.currency.toLowerCase(),
    customer: state.customerId,
    customer_details: { email, name: null, phone: null, tax_exempt: 'none', tax_ids: [] },
    customer_email: email,
    expires_at: unix(new Date(checkout.expires)),
    invoice: null,
    livemode: false,
    metadata: { user_id: checkout.userId, interval: checkout.interval },
    mode: 'subscription',
    payment_status: 'paid',
    status: 'complete',
    subscription: state.subscriptionId,
    success_url: `${deps.config.appUrl}/subscription/paid-success?session_id={CHECKOUT_SESSION_ID}`,
    url: null,
  };
  const seed = checkout.sessionId;
  return [
    event(deps, 'checkout.session.completed', session, undefined, idFrom('evt', `${seed}.completed`)),
    event(
      deps,
      'customer.subscription.created',
      subscriptionObject(deps, state),
      undefined,
      idFrom('evt', `${seed}.created`),
    ),
    event(
      deps,
      'invoice.paid',
      invoiceObject(deps, state, 'subscription_create', idFrom('in', seed)),
      undefined,
      idFrom('evt', `${seed}.paid`),
    ),
  ];
}

function stateOf(deps: Deps, row: SubscriptionRow): SubscriptionState | undefined {
  if (!row.stripeCustomerId || !row.stripeSubscriptionId || !row.currentPeriodEnd) return undefined;
  const interval: BillingInterval = row.interval === 'year' ? 'year' : 'month';
  const seconds = deps.config.BILLING_SANDBOX_PERIOD_SECONDS;
  const periodStart =
    seconds > 0 ? new Date(row.currentPeriodEnd.getTime() - seconds * 1000) : new Date(row.currentPeriodEnd);
  if (seconds === 0) {
    if (interval === 'year') periodStart.setUTCFullYear(periodStart.getUTCFullYear() - 1);
    else periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
  }
  return {
    userId: row.userId,
    customerId: row.stripeCustomerId,
    subscriptionId: row.stripeSubscriptionId,
    interval,
    currency: row.currency ?? 'EUR',
    periodStart,
    periodEnd: row.currentPeriodEnd,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export const isSandboxSubscription = (row: SubscriptionRow) =>
  Boolean(row.stripeSubscriptionId?.startsWith('sub_sandbox'));

/** The portal's "cancel" (at the period's end) or "renew" as Stripe reports it. */
export function cancelChangeEvent(deps: Deps, row: SubscriptionRow, cancel: boolean) {
  const state = stateOf(deps, row);
  if (!state) return undefined;
  return event(
    deps,
    'customer.subscription.updated',
    subscriptionObject(deps, { ...state, status: 'active', cancelAtPeriodEnd: cancel }),
    {
      cancel_at_period_end: !cancel,
      cancel_at: cancel ? null : unix(state.periodEnd),
    },
  );
}

/** What Stripe sends when a period ends: the subscription deleted (cancelled) or renewed and paid. */
export function periodEndEvents(deps: Deps, row: SubscriptionRow) {
  const state = stateOf(deps, row);
  if (!state) return [];
  if (row.cancelAtPeriodEnd) {
    return [
      event(
        deps,
        'customer.subscription.deleted',
        subscriptionObject(deps, { ...state, status: 'canceled', cancelAtPeriodEnd: false }),
      ),
    ];
  }
  const next = {
    ...state,
    status: 'active',
    periodStart: state.periodEnd,
    periodEnd: periodEndFrom(deps, state.periodEnd, state.interval),
  };
  return [
    event(deps, 'invoice.paid', invoiceObject(deps, next, 'subscription_cycle')),
    event(deps, 'customer.subscription.updated', subscriptionObject(deps, next), {
      items: { data: [{ current_period_end: unix(state.periodEnd), current_period_start: unix(state.periodStart) }] },
    }),
  ];
}
