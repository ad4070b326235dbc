import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, Tx } from '../../db/client.ts';
import { billingInvoices, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SubscriptionRow } from '../kernel/plan.ts';

type Store = Db | Tx;
type Context = { deps: Deps; db: Store; now: Date; eventAt: Date };

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** Statuses in which Stripe still considers the customer subscribed (past_due: retrying the card). */
const SUBSCRIBED = new Set(['active', 'trialing', 'past_due']);

async function rowByCustomer(db: Store, customerId: string | null): Promise<SubscriptionRow | undefined> {
  if (!customerId) return undefined;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeCustomerId, customerId)).limit(1);
  return row;
}

async function userExists(db: Store, userId: string | null | undefined): Promise<boolean> {
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return false;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

/** The user an event is about: our row for its customer first, else the user id we put in its metadata. */
async function ownerOf(
  db: Store,
  customerId: string | null,
  metadataUserId: string | null | undefined,
): Promise<string | undefined> {
  const row = await rowByCustomer(db, customerId);
  if (row) return row.userId;
  return (await userExists(db, metadataUserId)) ? metadataUserId! : undefined;
}

async function upsert(ctx: Context, userId: string, changes: Partial<SubscriptionRow>) {
  await ctx.db
    .insert(subscriptions)
    .values({ userId, ...changes, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...changes, updatedAt: ctx.now } });
}

async function checkoutCompleted(ctx: Context, session: Stripe.Checkout.Session) {
  if (session.mode !== 'subscription') return;
  const customerId = idOf(session.customer);
  const userId = await ownerOf(ctx.db, customerId, session.client_reference_id ?? session.metadata?.user_id);
  // A checkout delivered after the subscription it started was updated or deleted says nothing new.
  if (!userId || (await isStale(ctx, userId))) return;
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const interval =
    session.metadata?.interval === 'year' ? 'year' : session.metadata?.interval === 'month' ? 'month' : undefined;
  await upsert(ctx, userId, {
    plan: paid ? 'premium' : 'free',
    status: paid ? 'active' : 'incomplete',
    stripeCustomerId: customerId,
    stripeSubscriptionId: idOf(session.subscription),
    currency: session.currency?.toUpperCase() ?? null,
    graceUntil: null,
    ...(interval ? { interval } : {}),
    lastEventAt: ctx.eventAt,
  });
}

/**
 * Since API version 2025-03-31 the period lives on the subscription's items; older versions kept
 * it on the subscription itself, and either may reach us.
 */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return fromUnix(item?.current_period_end ?? legacy);
}

/**
 * Stripe does not promise order: an event created before the last one applied to this customer's
 * row (checkout, subscription or invoice alike) is stale and changes nothing (decision 036).
 * Events of the same second are applied in arrival order, as Stripe stamps a checkout and the
 * subscription it creates in one second.
 */
async function isStale(ctx: Context, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ lastEventAt: subscriptions.lastEventAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return Boolean(row?.lastEventAt && ctx.eventAt < row.lastEventAt);
}

async function subscriptionChanged(ctx: Context, subscription: Stripe.Subscription) {
  const customerId = idOf(subscription.customer);
  const userId = await ownerOf(ctx.db, customerId, subscription.metadata?.user_id);
  if (!userId || (await isStale(ctx, userId))) return;
  const subscribed = SUBSCRIBED.has(subscription.status);
  const interval = subscription.items?.data?.[0]?.price?.recurring?.interval;
  await upsert(ctx, userId, {
    plan: subscribed ? 'premium' : 'free',
    status: subscription.status,
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscription.id,
    currentPeriodEnd: periodEnd(subscription),
    // The portal's "cancel" sets cancel_at_period_end, or cancel_at on the newest API versions.
    cancelAtPeriodEnd: subscribed && (subscription.cancel_at_period_end || subscription.cancel_at != null),
    currency: subscription.currency?.toUpperCase() ?? null,
    ...(interval === 'month' || interval === 'year' ? { interval } : {}),
    // A subscription back to active has paid what was owed; past_due keeps the grace already running.
    ...(subscription.status === 'active' || subscription.status === 'trialing' ? { graceUntil: null } : {}),
    lastEventAt: ctx.eventAt,
  });
}

async function subscriptionDeleted(ctx: Context, subscription: Stripe.Subscription) {
  const userId = await ownerOf(ctx.db, idOf(subscription.customer), subscription.metadata?.user_id);
  if (!userId || (await isStale(ctx, userId))) return;
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  // The end of an earlier subscription does not end the one the user holds now.
  if (row?.stripeSubscriptionId && row.stripeSubscriptionId !== subscription.id) return;
  await upsert(ctx, userId, {
    plan: 'free',
    status: 'canceled',
    cancelAtPeriodEnd: false,
    graceUntil: null,
    currentPeriodEnd: periodEnd(subscription),
    lastEventAt: ctx.eventAt,
  });
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

async function recordInvoice(ctx: Context, userId: string, invoice: Stripe.Invoice, status: 'paid' | 'failed') {
  const line = invoice.lines?.data?.[0];
  const values = {
    id: invoice.id!,
    userId,
    number: invoice.number ?? null,
    amount: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    status,
    periodStart: fromUnix(line?.period?.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.period?.end ?? invoice.period_end),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    createdAt: fromUnix(invoice.created) ?? ctx.now,
  };
  await ctx.db
    .insert(billingInvoices)
    .values(values)
    .onConflictDoUpdate({
      target: billingInvoices.id,
      set: { status, amount: values.amount, hostedInvoiceUrl: values.hostedInvoiceUrl, number: values.number },
    });
}

async function invoicePaymentFailed(ctx: Context, invoice: Stripe.Invoice) {
  const row = await rowByCustomer(ctx.db, idOf(invoice.customer));
  if (!row) return;
  await recordInvoice(ctx, row.userId, invoice, 'failed');
  if (!invoiceSubscriptionId(invoice) || row.plan !== 'premium' || (await isStale(ctx, row.userId))) return;
  // The first failure starts the grace; Stripe's retries do not stretch it.
  const graceUntil =
    row.graceUntil ?? new Date(ctx.now.getTime() + ctx.deps.config.BILLING_GRACE_DAYS * 24 * 3600 * 1000);
  await upsert(ctx, row.userId, { status: 'past_due', graceUntil, lastEventAt: ctx.eventAt });
}

async function invoicePaid(ctx: Context, invoice: Stripe.Invoice) {
  const row = await rowByCustomer(ctx.db, idOf(invoice.customer));
  if (!row) return;
  await recordInvoice(ctx, row.userId, invoice, 'paid');
  const subscriptionId = invoiceSubscriptionId(invoice);
  // A renewal paid (also after the grace ran out and Stripe's retry succeeded): Premium again.
  if (
    subscriptionId &&
    subscriptionId === row.stripeSubscriptionId &&
    row.status !== 'canceled' &&
    !(await isStale(ctx, row.userId))
  ) {
    await upsert(ctx, row.userId, { plan: 'premium', status: 'active', graceUntil: null, lastEventAt: ctx.eventAt });
  }
}

/** Applies one verified Stripe event. Unknown types are acknowledged and ignored. */
export async function applyStripeEvent(deps: Deps, db: Store, event: Stripe.Event): Promise<void> {
  const ctx: Context = { deps, db, now: deps.now(), eventAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(ctx, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChanged(ctx, event.data.object);
    case 'customer.subscription.deleted':
      return subscriptionDeleted(ctx, event.data.object);
    case 'invoice.payment_failed':
      return invoicePaymentFailed(ctx, event.data.object);
    case 'invoice.paid':
      return invoicePaid(ctx, event.data.object);
    default:
      return;
  }
}
