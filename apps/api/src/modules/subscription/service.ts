import { and, desc, eq, like, lte } from 'drizzle-orm';
import type { CheckoutInput, Invoice, Redirect, Subscription } from '@cuentas/shared/schemas/subscription';
import { planNames } from '@cuentas/shared/schemas/subscription';
import { billingInvoices, configurations, subscriptions, users } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, conflict, HttpError, unauthorized } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { permissionsFor } from '../kernel/permissions.ts';
import { effectivePlan, freeLimits, loadSubscription, type SubscriptionRow } from '../kernel/plan.ts';
import { premiumPrices, priceFor } from './prices.ts';
import {
  cancelChangeEvent,
  checkoutPaidEvents,
  isSandboxSubscription,
  periodEndEvents,
  readSandboxCheckout,
  sandboxCheckoutToken,
} from './sandbox.ts';
import { stripeFor } from './stripe-client.ts';
import { deliverSignedEvent } from './webhook.ts';

// What other modules use of this one (docs/architecture.md §3).
export { requireReportHistory } from './report-history-guard.ts';

export const subscriptionMessages = {
  billingOff: 'Este servidor es autoalojado: todo está incluido y no hay nada que pagar.',
  alreadyPremium: 'Ya tienes Premium. Puedes cambiar o cancelar tu plan desde Configuración.',
  noSubscription: 'No tienes una suscripción de pago activa.',
  usePortal: 'Cambia o cancela tu plan desde el portal de pagos.',
  stripeDown:
    'No pudimos conectar con el servicio de pagos. No se hizo ningún cargo; inténtalo de nuevo en unos minutos.',
  deletionBlocked:
    'No pudimos cancelar tu suscripción de pago, así que no eliminamos tu cuenta. Inténtalo de nuevo en unos minutos.',
};

const paymentsUnavailable = (message = subscriptionMessages.stripeDown) => new HttpError(502, [{ message }]);

async function userAndCurrency(deps: Deps, userId: string) {
  const [row] = await deps.db
    .select({ email: users.email, name: users.name, baseCurrency: configurations.baseCurrency })
    .from(users)
    .leftJoin(configurations, eq(configurations.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw unauthorized();
  const currency = row.baseCurrency && premiumPrices(deps.config).has(row.baseCurrency) ? row.baseCurrency : 'EUR';
  return { ...row, currency };
}

export function toSubscription(deps: Deps, row: SubscriptionRow | undefined, currency: string | null): Subscription {
  const plan = effectivePlan(deps, row, deps.now());
  const mode = deps.config.BILLING_MODE;
  const premium = plan === 'premium';
  const limited = plan === 'free';
  return {
    billing_mode: mode,
    plan,
    plan_name: planNames[plan],
    status: mode === 'off' ? 'none' : (row?.status ?? 'none'),
    interval: premium && (row?.interval === 'month' || row?.interval === 'year') ? row.interval : null,
    current_period_end: premium ? isoOrNull(row?.currentPeriodEnd) : null,
    renews_at: premium && !row?.cancelAtPeriodEnd ? isoOrNull(row?.currentPeriodEnd) : null,
    cancel_at_period_end: premium && Boolean(row?.cancelAtPeriodEnd),
    grace_until: premium ? isoOrNull(row?.graceUntil) : null,
    permissions: permissionsFor(plan).permissions,
    limits: {
      accounts: limited ? freeLimits.accounts : null,
      report_history_months: limited ? freeLimits.reportHistoryMonths : null,
    },
    price: mode === 'off' ? null : priceFor(deps.config, currency),
    manage: mode === 'off' ? 'none' : mode === 'stripe' ? 'portal' : 'sandbox',
  };
}

export async function getSubscription(deps: Deps, session: SessionInfo): Promise<Subscription> {
  const { currency } = await userAndCurrency(deps, session.userId);
  return toSubscription(deps, await loadSubscription(deps, session.userId), currency);
}

export async function listInvoices(deps: Deps, session: SessionInfo): Promise<Invoice[]> {
  const rows = await deps.db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, session.userId))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    amount: row.amount,
    currency: row.currency,
    status: row.status === 'paid' ? 'paid' : 'failed',
    period_start: isoOrNull(row.periodStart),
    period_end: isoOrNull(row.periodEnd),
    hosted_invoice_url: row.hostedInvoiceUrl,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Starts a Checkout for Premium: Stripe's hosted page, or the sandbox's own. */
export async function createCheckout(deps: Deps, session: SessionInfo, input: CheckoutInput): Promise<Redirect> {
  const mode = deps.config.BILLING_MODE;
  if (mode === 'off') throw badRequest(subscriptionMessages.billingOff);
  const user = await userAndCurrency(deps, session.userId);
  const row = await loadSubscription(deps, session.userId);
  if (effectivePlan(deps, row, deps.now()) === 'premium') throw conflict(subscriptionMessages.alreadyPremium);

  if (mode === 'sandbox') {
    const checkout = sandboxCheckoutToken(deps, {
      userId: session.userId,
      interval: input.interval,
      currency: user.currency,
    });
    return { url: `/api/billing/sandbox/checkout?token=${encodeURIComponent(checkout.token)}` };
  }

  const stripe = await stripeFor(deps.config);
  try {
    let customerId = row?.stripeCustomerId ?? null;
    if (!customerId) {
      const customer = await stripe.customers.create({
        email: user.email,
        name: user.name,
        metadata: { user_id: session.userId },
      });
      customerId = customer.id;
      const now = deps.now();
      await deps.db
        .insert(subscriptions)
        .values({ userId: session.userId, stripeCustomerId: customerId, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { stripeCustomerId: customerId, updatedAt: now } });
    }
    const checkout = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: session.userId,
      line_items: [
        {
          price: input.interval === 'year' ? deps.config.STRIPE_PRICE_YEARLY! : deps.config.STRIPE_PRICE_MONTHLY!,
          quantity: 1,
        },
      ],
      // The price's currency options include every currency of PREMIUM_PRICES (decision 014).
      currency: user.currency.toLowerCase(),
      locale: 'es',
      metadata: { user_id: session.userId, interval: input.interval },
      subscription_data: { metadata: { user_id: session.userId } },
      success_url: `${deps.config.appUrl}/subscription/paid-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${deps.config.appUrl}/subscription/paid-failed`,
    });
    if (!checkout.url) throw new Error('checkout session without url');
    return { url: checkout.url };
  } catch (err) {
    deps.logger.error({ err }, 'stripe checkout failed');
    throw paymentsUnavailable();
  }
}

/** The Stripe Customer Portal: change the card, cancel or resume. */
export async function createPortal(deps: Deps, session: SessionInfo): Promise<Redirect> {
  if (deps.config.BILLING_MODE !== 'stripe') throw badRequest(subscriptionMessages.billingOff);
  const row = await loadSubscription(deps, session.userId);
  if (!row?.stripeCustomerId) throw badRequest(subscriptionMessages.noSubscription);
  try {
    const portal = await (
      await stripeFor(deps.config)
    ).billingPortal.sessions.create({
      customer: row.stripeCustomerId,
      locale: 'es',
      return_url: `${deps.config.appUrl}/configuration#plan`,
    });
    return { url: portal.url };
  } catch (err) {
    deps.logger.error({ err }, 'stripe portal failed');
    throw paymentsUnavailable();
  }
}

/** Sandbox: cancel at the period's end, or take the cancellation back, as the portal would. */
export async function changeSandboxCancellation(
  deps: Deps,
  session: SessionInfo,
  cancel: boolean,
): Promise<Subscription> {
  if (deps.config.BILLING_MODE === 'off') throw badRequest(subscriptionMessages.billingOff);
  if (deps.config.BILLING_MODE === 'stripe') throw badRequest(subscriptionMessages.usePortal);
  const row = await loadSubscription(deps, session.userId);
  const change =
    row && effectivePlan(deps, row, deps.now()) === 'premium' && isSandboxSubscription(row)
      ? cancelChangeEvent(deps, row, cancel)
      : undefined;
  if (!change) throw badRequest(subscriptionMessages.noSubscription);
  await deliverSignedEvent(deps, change);
  return getSubscription(deps, session);
}

/** The sandbox page's "Pagar": Stripe's events for a paid Checkout, signed and sent through the webhook. */
export async function paySandboxCheckout(deps: Deps, token: string): Promise<string | undefined> {
  const open = await openSandboxCheckout(deps, token);
  if (!open) return undefined;
  for (const event of checkoutPaidEvents(deps, open.checkout, open.email)) await deliverSignedEvent(deps, event);
  return open.checkout.sessionId;
}

/** A valid, unexpired sandbox checkout link, and the address of the user it is for (still registered). */
export async function openSandboxCheckout(deps: Deps, token: string) {
  const checkout = readSandboxCheckout(deps, token);
  if (!checkout) return undefined;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, checkout.userId)).limit(1);
  return user ? { checkout, email: user.email } : undefined;
}

/** Before an account is deleted: its subscription is cancelled now, so nobody pays for a deleted account. */
export async function cancelSubscriptionForDeletion(deps: Deps, userId: string): Promise<void> {
  if (deps.config.BILLING_MODE === 'off') return;
  const row = await loadSubscription(deps, userId);
  if (!row?.stripeSubscriptionId || row.status === 'canceled' || isSandboxSubscription(row)) return;
  if (deps.config.BILLING_MODE !== 'stripe') return;
  try {
    await (await stripeFor(deps.config)).subscriptions.cancel(row.stripeSubscriptionId);
  } catch (err) {
    // Already gone at Stripe: nothing left to charge.
    if ((err as { statusCode?: number }).statusCode === 404) return;
    deps.logger.error({ err }, 'stripe cancellation before deletion failed');
    throw paymentsUnavailable(subscriptionMessages.deletionBlocked);
  }
}

/**
 * Scheduler pass: grace periods that ran out fall back to Gratis (the expired grace stays written,
 * so a late "past_due" update cannot bring Premium back); in the sandbox, periods that ended are
 * renewed or, when cancelled, closed, with the events Stripe would send.
 */
export async function runBillingJobs(deps: Deps, now: Date) {
  if (deps.config.BILLING_MODE === 'off') return { downgraded: 0, sandboxPeriods: 0 };
  const downgraded = await deps.db
    .update(subscriptions)
    .set({ plan: 'free', updatedAt: now })
    .where(and(eq(subscriptions.plan, 'premium'), lte(subscriptions.graceUntil, now)))
    .returning({ userId: subscriptions.userId });
  let sandboxPeriods = 0;
  if (deps.config.BILLING_MODE === 'sandbox') {
    const ended = await deps.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.plan, 'premium'),
          lte(subscriptions.currentPeriodEnd, now),
          like(subscriptions.stripeSubscriptionId, 'sub_sandbox%'),
        ),
      );
    for (const row of ended) {
      for (const event of periodEndEvents(deps, row)) await deliverSignedEvent(deps, event);
      sandboxPeriods += 1;
    }
  }
  return { downgraded: downgraded.length, sandboxPeriods };
}
