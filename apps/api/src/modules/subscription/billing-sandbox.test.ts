import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

// Response bodies and Stripe fixtures are read as loose JSON in these tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ BILLING_MODE: 'sandbox', BILLING_SANDBOX_PERIOD_SECONDS: '3600' });
});
afterAll(async () => ctx.close());

const subscription = async (token: string) => (await call(ctx, 'GET', '/api/subscription', { token })).data as Json;

async function openCheckout(token: string, interval = 'month') {
  const res = await call(ctx, 'POST', '/api/subscription/checkout', { token, body: { interval } });
  expect(res.status).toBe(200);
  const url = res.data.url as string;
  expect(url).toMatch(/^\/api\/billing\/sandbox\/checkout\?token=/);
  const page = await ctx.app.inject({ method: 'GET', url });
  return { url, page, token: new URL(url, 'http://x').searchParams.get('token')! };
}

const submit = (action: 'pay' | 'decline', token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/billing/sandbox/checkout/${action}`,
    payload: new URLSearchParams({ token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('sandbox checkout (BILLING_MODE=sandbox)', () => {
  it('shows a local checkout page with the price, "Pagar" and "Rechazar pago"', async () => {
    const { token, email } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
    });
    const { page } = await openCheckout(token, 'year');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Pagar');
    expect(page.body).toContain('Rechazar pago');
    expect(page.body).toContain(email);
    expect(page.body).toMatch(/199\.000/);
    expect(page.body).toContain('no se cobra nada');
    expect(page.body).not.toMatch(/<script/i);
    // The link carries no personal data (URLs end up in logs).
    const link = (await openCheckout(token, 'year')).token;
    expect(Buffer.from(link.split('.')[0]!, 'base64url').toString()).not.toContain(email);
  });

  it('"Pagar" sends signed Stripe events through the webhook: Premium, an invoice, then paid-success', async () => {
    const { token } = await registerUser(ctx);
    const checkout = await openCheckout(token);
    const paid = await submit('pay', checkout.token);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/subscription\/paid-success\?session_id=cs_test_sandbox/);
    const plan = await subscription(token);
    expect(plan).toMatchObject({
      plan: 'premium',
      plan_name: 'Premium',
      status: 'active',
      interval: 'month',
      manage: 'sandbox',
      cancel_at_period_end: false,
    });
    expect(new Date(plan.renews_at).getTime() - ctx.clock.now().getTime()).toBeGreaterThan(3590_000);
    const invoices = (await call(ctx, 'GET', '/api/subscription/invoices', { token })).data as unknown as Json[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', amount: 499, currency: 'EUR' });
    // The same page submitted again (back button) does not pay twice.
    expect((await submit('pay', checkout.token)).statusCode).toBe(303);
    expect((await call(ctx, 'GET', '/api/subscription/invoices', { token })).data).toHaveLength(1);
    expect((await subscription(token)).renews_at).toBe(plan.renews_at);
  });

  it('"Rechazar pago" leads to paid-failed and changes nothing; a forged or expired link pays nothing', async () => {
    const { token } = await registerUser(ctx);
    const checkout = await openCheckout(token);
    const declined = await submit('decline', checkout.token);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe('/subscription/paid-failed');
    const forged = await submit('pay', `${checkout.token.split('.')[0]}.AAAA`);
    expect(forged.headers.location).toBe('/subscription/paid-failed');
    ctx.clock.advance(31 * 60 * 1000);
    expect((await submit('pay', checkout.token)).headers.location).toBe('/subscription/paid-failed');
    // An API caller gets the JSON envelope; a browser the page that says what to do.
    const expired = await ctx.app.inject({ method: 'GET', url: checkout.url, headers: { accept: 'application/json' } });
    expect(expired.statusCode).toBe(404);
    expect(expired.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(expired.body)).toEqual({ errors: [{ message: expect.stringMatching(/caducó/) }] });
    const bare = await ctx.app.inject({ method: 'GET', url: checkout.url });
    expect(bare.statusCode).toBe(404);
    expect(bare.headers['content-type']).toMatch(/^application\/json/);
    const page = await ctx.app.inject({
      method: 'GET',
      url: checkout.url,
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Este enlace de pago caducó');
    expect((await subscription(token)).plan).toBe('free');
  });

  it('renews at the period end, and a cancelled plan falls back to Gratis at the end of its period', async () => {
    const { token } = await registerUser(ctx);
    await submit('pay', (await openCheckout(token)).token);
    ctx.clock.advance(3601_000);
    await ctx.app.jobs.run();
    const renewed = await subscription(token);
    expect(renewed.plan).toBe('premium');
    expect(new Date(renewed.renews_at).getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    expect((await call(ctx, 'GET', '/api/subscription/invoices', { token })).data).toHaveLength(2);

    const cancelled = await call(ctx, 'POST', '/api/subscription/cancel', { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ plan: 'premium', cancel_at_period_end: true, renews_at: null });
    const resumed = await call(ctx, 'POST', '/api/subscription/resume', { token });
    expect(resumed.data).toMatchObject({ plan: 'premium', cancel_at_period_end: false });
    await call(ctx, 'POST', '/api/subscription/cancel', { token });
    ctx.clock.advance(3601_000);
    await ctx.app.jobs.run();
    expect(await subscription(token)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect((await call(ctx, 'GET', '/api/subscription/invoices', { token })).data).toHaveLength(2);
    expect((await call(ctx, 'POST', '/api/subscription/cancel', { token })).status).toBe(400);
  });

  it('an outside post to the webhook cannot forge a sandbox payment (the secret is the process’s own)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: '{"id":"evt_x","type":"checkout.session.completed"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(res.statusCode).toBe(400);
  });
});
