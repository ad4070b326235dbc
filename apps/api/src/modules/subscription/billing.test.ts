import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { signatureFor, startStripeStandIn, stripeEvent } from '../../../test/helpers/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_cuentas_claras_0123456789';
const DAY = 24 * 3600 * 1000;
// Response bodies and Stripe fixtures are read as loose JSON in these tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let ctx: TestContext;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  ctx = await createTestApp({
    BILLING_MODE: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_cuentas',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    STRIPE_PRICE_MONTHLY: 'price_premium_monthly',
    STRIPE_PRICE_YEARLY: 'price_premium_yearly',
  });
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

async function postWebhook(event: Json, options: { secret?: string; at?: Date; signature?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature ?? signatureFor(payload, options.secret ?? WEBHOOK_SECRET, options.at ?? ctx.clock.now());
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as Json };
}

const subscription = async (token: string) => (await call(ctx, 'GET', '/api/subscription', { token })).data as Json;

async function configure(token: string, currency = 'EUR', country = 'ES') {
  const res = await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country, base_currency: currency, month_start_day: 1 },
  });
  expect(res.status).toBeLessThan(300);
}

/** A user who went through Stripe Checkout: customer created by the app, then the webhook events. */
async function subscribedUser(options: { periodDays?: number } = {}) {
  const user = await registerUser(ctx);
  await configure(user.token);
  const checkout = await call(ctx, 'POST', '/api/subscription/checkout', {
    token: user.token,
    body: { interval: 'month' },
  });
  expect(checkout.status).toBe(200);
  const created = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
  const ids = {
    userId: created.form.get('client_reference_id')!,
    customerId: created.form.get('customer')!,
    subscriptionId: `sub_Test${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
  };
  const now = ctx.clock.now();
  const periodEnd = new Date(Math.floor((now.getTime() + (options.periodDays ?? 30) * DAY) / 1000) * 1000);
  const periodOf = (object: Json) => {
    object.items.data[0].current_period_start = Math.floor(now.getTime() / 1000);
    object.items.data[0].current_period_end = Math.floor(periodEnd.getTime() / 1000);
  };
  expect((await postWebhook(stripeEvent('checkout.session.completed', ids))).status).toBe(200);
  expect((await postWebhook(stripeEvent('customer.subscription.updated', ids, periodOf))).status).toBe(200);
  return { ...user, ids, periodEnd, periodOf };
}

describe('Checkout (BILLING_MODE=stripe, through the stand-in)', () => {
  it('creates the customer, then a subscription Checkout Session with the right price, customer and return pages', async () => {
    const { token } = await registerUser(ctx);
    await configure(token, 'MXN', 'MX');
    const before = standIn.requests.length;
    const res = await call(ctx, 'POST', '/api/subscription/checkout', { token, body: { interval: 'year' } });
    expect(res.status).toBe(200);
    expect(res.data.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const made = standIn.requests.slice(before);
    expect(made.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions']);
    expect(made[0]!.authorization).toBe('Bearer sk_test_cuentas');
    const session = made[1]!.form;
    const customerId = made[0]!.form.get('metadata[user_id]');
    expect(customerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.get('mode')).toBe('subscription');
    expect(session.get('line_items[0][price]')).toBe('price_premium_yearly');
    expect(session.get('line_items[0][quantity]')).toBe('1');
    expect(session.get('customer')).toMatch(/^cus_StandIn/);
    expect(session.get('client_reference_id')).toBe(customerId);
    expect(session.get('currency')).toBe('mxn');
    expect(session.get('success_url')).toBe(
      'http://cuentas.test/subscription/paid-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(session.get('cancel_url')).toBe('http://cuentas.test/subscription/paid-failed');

    // A second checkout reuses the same Stripe customer.
    const again = await call(ctx, 'POST', '/api/subscription/checkout', { token, body: { interval: 'month' } });
    expect(again.status).toBe(200);
    const second = standIn.requests.slice(before + 2);
    expect(second.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(second[0]!.form.get('line_items[0][price]')).toBe('price_premium_monthly');
    expect(second[0]!.form.get('customer')).toBe(session.get('customer'));
    // Nothing is paid yet: still Gratis, priced in the user's currency.
    const plan = await subscription(token);
    expect(plan).toMatchObject({
      plan: 'free',
      plan_name: 'Gratis',
      status: 'none',
      price: { currency: 'MXN', monthly: 9900, yearly: 99000 },
    });
  });

  it('refuses a bad interval with a Spanish field error and answers 502 (no 500) when Stripe fails', async () => {
    const { token } = await registerUser(ctx);
    const bad = await call(ctx, 'POST', '/api/subscription/checkout', { token, body: { interval: 'week' } });
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0]).toMatchObject({ field: 'interval' });
    standIn.failNext('POST /v1/customers');
    standIn.failNext('POST /v1/customers');
    const down = await call(ctx, 'POST', '/api/subscription/checkout', { token, body: { interval: 'month' } });
    expect(down.status).toBe(502);
    expect(down.errors?.[0]?.message).toMatch(/No se hizo ningún cargo/);
  });

  it('becomes Premium from the webhook events, with the renewal date and what it allows', async () => {
    const { token, periodEnd } = await subscribedUser();
    const plan = await subscription(token);
    expect(plan).toMatchObject({
      plan: 'premium',
      plan_name: 'Premium',
      status: 'active',
      interval: 'month',
      renews_at: periodEnd.toISOString(),
      cancel_at_period_end: false,
      limits: { accounts: null, report_history_months: null },
      manage: 'portal',
    });
    expect(plan.permissions).toContain('forecast.view');
    const permissions = await call(ctx, 'GET', '/api/me/permissions', { token });
    expect(permissions.data.plan).toBe('premium');
    expect(permissions.data.permissions).toContain('whatsapp.capture');
    const checkout = await call(ctx, 'POST', '/api/subscription/checkout', { token, body: { interval: 'month' } });
    expect(checkout.status).toBe(409);
    const portal = await call(ctx, 'POST', '/api/subscription/portal', { token });
    expect(portal.status).toBe(200);
    expect(portal.data.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(standIn.requests.at(-1)!.form.get('return_url')).toBe('http://cuentas.test/configuration#plan');
  });
});

describe('webhook verification', () => {
  it('refuses a wrong signature with 400 and changes nothing', async () => {
    const user = await registerUser(ctx);
    await configure(user.token);
    await call(ctx, 'POST', '/api/subscription/checkout', { token: user.token, body: { interval: 'month' } });
    const created = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    const ids = {
      userId: created.form.get('client_reference_id')!,
      customerId: created.form.get('customer')!,
      subscriptionId: 'sub_Forged1',
    };
    const forged = await postWebhook(stripeEvent('checkout.session.completed', ids), { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.body.errors[0].message).toBe(
      'La firma del evento no es válida o su fecha está fuera del margen permitido',
    );
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: JSON.stringify(stripeEvent('checkout.session.completed', ids)),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    // The body was changed after signing (the raw bytes are what is verified).
    const event = stripeEvent('checkout.session.completed', ids);
    const signature = signatureFor(JSON.stringify(event), WEBHOOK_SECRET, ctx.clock.now());
    const tampered = await postWebhook({ ...event, id: `${event.id}x` }, { signature });
    expect(tampered.status).toBe(400);
    expect((await subscription(user.token)).plan).toBe('free');
  });

  it('refuses a signature older than Stripe’s five minutes, and takes one just inside them', async () => {
    const user = await registerUser(ctx);
    await configure(user.token);
    await call(ctx, 'POST', '/api/subscription/checkout', { token: user.token, body: { interval: 'month' } });
    const created = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    const ids = {
      userId: created.form.get('client_reference_id')!,
      customerId: created.form.get('customer')!,
      subscriptionId: 'sub_Old1',
    };
    const old = await postWebhook(stripeEvent('checkout.session.completed', ids), {
      at: new Date(ctx.clock.now().getTime() - 301_000),
    });
    expect(old.status).toBe(400);
    expect((await subscription(user.token)).plan).toBe('free');
    const recent = await postWebhook(stripeEvent('checkout.session.completed', ids), {
      at: new Date(ctx.clock.now().getTime() - 290_000),
    });
    expect(recent.status).toBe(200);
    expect((await subscription(user.token)).plan).toBe('premium');
  });

  it('refuses a signature stamped more than five minutes ahead, and takes one just inside them', async () => {
    const user = await registerUser(ctx);
    await configure(user.token);
    await call(ctx, 'POST', '/api/subscription/checkout', { token: user.token, body: { interval: 'month' } });
    const created = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    const ids = {
      userId: created.form.get('client_reference_id')!,
      customerId: created.form.get('customer')!,
      subscriptionId: 'sub_Future1',
    };
    const ahead = await postWebhook(stripeEvent('checkout.session.completed', ids), {
      at: new Date(ctx.clock.now().getTime() + 301_000),
    });
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors[0].message).toMatch(/fuera del margen/);
    expect((await subscription(user.token)).plan).toBe('free');
    const farAhead = await postWebhook(stripeEvent('checkout.session.completed', ids), {
      at: new Date(ctx.clock.now().getTime() + 365 * DAY),
    });
    expect(farAhead.status).toBe(400);
    const skewed = await postWebhook(stripeEvent('checkout.session.completed', ids), {
      at: new Date(ctx.clock.now().getTime() + 290_000),
    });
    expect(skewed.status).toBe(200);
    expect((await subscription(user.token)).plan).toBe('premium');
  });

  it('a checkout delivered after the subscription was deleted does not bring Premium back', async () => {
    const { token, ids, periodOf } = await subscribedUser();
    const checkout = stripeEvent('checkout.session.completed', ids);
    const deleted = stripeEvent('customer.subscription.deleted', ids, periodOf);
    deleted.created = checkout.created + 3600;
    expect((await postWebhook(deleted)).status).toBe(200);
    expect(await subscription(token)).toMatchObject({ plan: 'free', status: 'canceled' });
    // Stripe retries the checkout's first delivery an hour later: it is older than the deletion.
    const late = await postWebhook(checkout);
    expect(late.status).toBe(200);
    expect(late.body.data.duplicate).toBe(false);
    expect(await subscription(token)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect((await call(ctx, 'GET', '/api/me/permissions', { token })).data.plan).toBe('free');
    // So do a late update and a late paid invoice of that subscription.
    const update = stripeEvent('customer.subscription.updated', ids, periodOf);
    update.created = deleted.created - 10;
    await postWebhook(update);
    const paid = stripeEvent('invoice.paid', ids);
    paid.created = deleted.created - 5;
    await postWebhook(paid);
    expect(await subscription(token)).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('a payment failure delivered after the retry that paid does not start a grace', async () => {
    const { token, ids } = await subscribedUser();
    const failed = stripeEvent('invoice.payment_failed', ids);
    const paid = stripeEvent('invoice.paid', ids, (object) => (object.id = `in_Retry_${ids.subscriptionId}`));
    paid.created = failed.created + 3 * 24 * 3600;
    await postWebhook(paid);
    await postWebhook(failed);
    expect(await subscription(token)).toMatchObject({ plan: 'premium', status: 'active', grace_until: null });
  });

  it('the end of an earlier subscription does not end the current one', async () => {
    const { token, ids, periodOf } = await subscribedUser();
    const old = stripeEvent('customer.subscription.deleted', { ...ids, subscriptionId: 'sub_Earlier1' }, periodOf);
    old.created += 3600;
    await postWebhook(old);
    expect(await subscription(token)).toMatchObject({ plan: 'premium', status: 'active' });
  });

  it('applies a replayed event once', async () => {
    const { token, ids } = await subscribedUser();
    const paid = stripeEvent('invoice.paid', ids);
    const first = await postWebhook(paid);
    expect(first.body.data).toEqual({ received: true, duplicate: false });
    const replay = await postWebhook(paid);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ received: true, duplicate: true });
    const invoices = (await call(ctx, 'GET', '/api/subscription/invoices', { token })).data as unknown as Json[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      id: expect.stringMatching(/^in_1QxFirstInvoiceA1b2_/),
      number: 'CC-0001',
      amount: 499,
      currency: 'EUR',
      status: 'paid',
    });

    // The same failed payment twice starts one grace period, not two stretched ones.
    const failed = stripeEvent('invoice.payment_failed', ids);
    await postWebhook(failed);
    const grace = (await subscription(token)).grace_until;
    ctx.clock.advance(DAY);
    expect((await postWebhook(failed)).body.data.duplicate).toBe(true);
    expect((await subscription(token)).grace_until).toBe(grace);
  });

  it('skips a subscription update older than the one already applied (Stripe does not promise order)', async () => {
    const { token, ids, periodOf } = await subscribedUser();
    const created = Math.floor(ctx.clock.now().getTime() / 1000);
    const newer = stripeEvent(
      'customer.subscription.updated',
      ids,
      (object) => (periodOf(object), (object.cancel_at_period_end = true)),
    );
    newer.created = created + 10;
    const older = stripeEvent('customer.subscription.updated', ids, periodOf);
    older.created = created + 5;
    await postWebhook(newer);
    expect((await postWebhook(older)).body.data.duplicate).toBe(false);
    expect(await subscription(token)).toMatchObject({ plan: 'premium', cancel_at_period_end: true });
  });

  it('answers 200 to events it does not handle', async () => {
    const res = await postWebhook({
      id: `evt_Unhandled${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      api_version: '2025-03-31.basil',
      created: 1,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: 'cus_Other', object: 'customer' } },
    });
    expect(res.status).toBe(200);
  });
});

describe('failed payment, grace and cancellation', () => {
  it('keeps Premium through the grace period after a failed renewal, then falls back to Gratis', async () => {
    const { token, ids } = await subscribedUser();
    expect((await postWebhook(stripeEvent('invoice.payment_failed', ids))).status).toBe(200);
    const during = await subscription(token);
    expect(during).toMatchObject({ plan: 'premium', status: 'past_due' });
    expect(new Date(during.grace_until).getTime()).toBe(ctx.clock.now().getTime() + 7 * DAY);
    const invoices = (await call(ctx, 'GET', '/api/subscription/invoices', { token })).data as unknown as Json[];
    expect(invoices[0]).toMatchObject({
      status: 'failed',
      amount: 499,
      hosted_invoice_url: expect.stringContaining('invoice.stripe.com'),
    });

    ctx.clock.advance(6 * DAY);
    await ctx.app.jobs.run();
    expect((await subscription(token)).plan).toBe('premium');
    ctx.clock.advance(DAY + 1000);
    await ctx.app.jobs.run();
    expect((await subscription(token)).plan).toBe('free');
    expect((await call(ctx, 'GET', '/api/me/permissions', { token })).data.plan).toBe('free');
    // Stripe still reports past_due while retrying: that does not bring Premium back.
    const stillRetrying = stripeEvent('customer.subscription.updated', ids, (object) => (object.status = 'past_due'));
    stillRetrying.created = stripeEvent('invoice.payment_failed', ids).created + 7 * 24 * 3600;
    await postWebhook(stillRetrying);
    expect((await subscription(token)).plan).toBe('free');
    // A retry that finally pays does.
    const retryPaid = stripeEvent(
      'invoice.paid',
      ids,
      (object) => (object.id = `in_1QxRenewalInvoiceE5f6_${ids.subscriptionId}`),
    );
    retryPaid.created = stillRetrying.created + 60;
    await postWebhook(retryPaid);
    expect(await subscription(token)).toMatchObject({ plan: 'premium', status: 'active', grace_until: null });
  });

  it('a payment fixed within the grace ends it', async () => {
    const { token, ids, periodOf } = await subscribedUser();
    const failed = stripeEvent('invoice.payment_failed', ids);
    await postWebhook(failed);
    const fixed = stripeEvent(
      'customer.subscription.updated',
      ids,
      (object) => (periodOf(object), (object.status = 'active')),
    );
    fixed.created = failed.created + 3600;
    await postWebhook(fixed);
    expect(await subscription(token)).toMatchObject({ plan: 'premium', status: 'active', grace_until: null });
    ctx.clock.advance(8 * DAY);
    await ctx.app.jobs.run();
    expect((await subscription(token)).plan).toBe('premium');
  });

  it('a cancellation keeps Premium until the period ends, then Gratis', async () => {
    const { token, ids, periodEnd, periodOf } = await subscribedUser({ periodDays: 10 });
    await postWebhook(
      stripeEvent(
        'customer.subscription.updated',
        ids,
        (object) => (periodOf(object), (object.cancel_at_period_end = true)),
      ),
    );
    const cancelled = await subscription(token);
    expect(cancelled).toMatchObject({ plan: 'premium', cancel_at_period_end: true, renews_at: null });
    expect(cancelled.current_period_end).toBe(periodEnd.toISOString());
    ctx.clock.advance(9 * DAY);
    expect((await subscription(token)).plan).toBe('premium');
    ctx.clock.advance(DAY + 1000);
    // Past the period's end the plan in force is Gratis even before Stripe's "deleted" arrives.
    expect((await subscription(token)).plan).toBe('free');
    await postWebhook(stripeEvent('customer.subscription.deleted', ids, periodOf));
    expect(await subscription(token)).toMatchObject({ plan: 'free', plan_name: 'Gratis', status: 'canceled' });
  });
});

describe('what the plan allows, enforced by the API', () => {
  it('Gratis: a fourth account, the forecast and reports older than 12 months answer 403 in Spanish', async () => {
    const { token } = await registerUser(ctx);
    await configure(token);
    for (const name of ['Banco', 'Efectivo', 'Tarjeta']) {
      expect(
        (await call(ctx, 'POST', '/api/accounts', { token, body: { name, type: 'checking', currency: 'EUR' } })).status,
      ).toBe(201);
    }
    const fourth = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Ahorro', type: 'savings', currency: 'EUR' },
    });
    expect(fourth.status).toBe(403);
    expect(fourth.errors?.[0]?.message).toMatch(/^El plan Gratis incluye hasta 3 cuentas activas\. Pásate a Premium/);
    expect(fourth.headers['x-plan-required']).toBe('premium');
    const forecast = await call(ctx, 'GET', '/api/reports/forecast?months=3', { token });
    expect(forecast.status).toBe(403);
    expect(forecast.errors?.[0]?.message).toMatch(/proyección.*Premium/);
    const old = await call(ctx, 'GET', '/api/reports/income-expense?from=2020-01-01', { token });
    expect(old.status).toBe(403);
    expect(old.errors?.[0]?.message).toMatch(/últimos 12 meses/);
    for (const name of ['Viaje', 'Coche', 'Fondo']) {
      expect(
        (
          await call(ctx, 'POST', '/api/savings-goals', {
            token,
            body: { name, target_amount: 100000, currency: 'EUR' },
          })
        ).status,
      ).toBe(201);
    }
    const goal = await call(ctx, 'POST', '/api/savings-goals', {
      token,
      body: { name: 'Casa', target_amount: 100000, currency: 'EUR' },
    });
    expect(goal.status).toBe(403);
    expect(goal.errors?.[0]?.message).toMatch(/^El plan Gratis incluye hasta 3 metas de ahorro/);
    // The data stays theirs: recent reports, the accounts and the export keep working.
    const today = ctx.clock.now().toISOString().slice(0, 10);
    expect((await call(ctx, 'GET', `/api/reports/income-expense?from=${today.slice(0, 8)}01`, { token })).status).toBe(
      200,
    );
    expect((await call(ctx, 'GET', '/api/accounts', { token })).data).toHaveLength(3);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/transactions/export',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.statusCode).toBe(200);
  });

  it('Premium unlocks them', async () => {
    const { token } = await subscribedUser();
    for (const name of ['A', 'B', 'C', 'D']) {
      expect(
        (await call(ctx, 'POST', '/api/accounts', { token, body: { name, type: 'checking', currency: 'EUR' } })).status,
      ).toBe(201);
    }
    expect((await call(ctx, 'GET', '/api/reports/forecast?months=3', { token })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/reports/income-expense?from=2020-01-01', { token })).status).toBe(200);
    for (const name of ['Viaje', 'Coche', 'Fondo', 'Casa']) {
      expect(
        (
          await call(ctx, 'POST', '/api/savings-goals', {
            token,
            body: { name, target_amount: 100000, currency: 'EUR' },
          })
        ).status,
      ).toBe(201);
    }
  });
});

describe('deleting the account', () => {
  it('cancels the Stripe subscription first', async () => {
    const { token, password, ids } = await subscribedUser();
    const res = await call(ctx, 'DELETE', '/api/me', { token, body: { password } });
    expect(res.status).toBe(200);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${ids.subscriptionId}`,
    });
  });

  it('keeps the account when Stripe cannot cancel, so nobody pays for a deleted account', async () => {
    const { token, password } = await subscribedUser();
    standIn.failNext('DELETE /v1/subscriptions/:id');
    standIn.failNext('DELETE /v1/subscriptions/:id');
    const res = await call(ctx, 'DELETE', '/api/me', { token, body: { password } });
    expect(res.status).toBe(502);
    expect(res.errors?.[0]?.message).toMatch(/no eliminamos tu cuenta/);
    expect((await call(ctx, 'GET', '/api/me', { token })).status).toBe(200);
  });
});

describe('BILLING_MODE=off (self-hosted)', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(async () => off.close());

  it('unlocks everything and offers nothing to pay', async () => {
    const { token } = await registerUser(off);
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      expect(
        (await call(off, 'POST', '/api/accounts', { token, body: { name, type: 'checking', currency: 'EUR' } })).status,
      ).toBe(201);
    }
    expect((await call(off, 'GET', '/api/reports/forecast?months=3', { token })).status).toBe(200);
    expect((await call(off, 'GET', '/api/reports/income-expense?from=2015-01-01', { token })).status).toBe(200);
    const plan = (await call(off, 'GET', '/api/subscription', { token })).data;
    expect(plan).toMatchObject({
      billing_mode: 'off',
      plan: 'self_hosted',
      plan_name: 'Autoalojado',
      price: null,
      manage: 'none',
      limits: { accounts: null },
    });
    const checkout = await call(off, 'POST', '/api/subscription/checkout', { token, body: { interval: 'month' } });
    expect(checkout.status).toBe(400);
    expect(checkout.errors?.[0]?.message).toMatch(/autoalojado/);
    const webhook = await off.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(webhook.statusCode).toBe(400);
  });
});
