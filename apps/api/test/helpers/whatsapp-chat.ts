import { afterAll, beforeAll, expect } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from './test-app.ts';

/**
 * The app of an end-to-end chat suite, started before its tests with the clock set to `at` (by
 * default Thursday 26 November 2026, 15:00 UTC: the same day in every country) and closed after.
 * Read `app.ctx` inside the tests.
 */
export function chatApp(at = '2026-11-26T15:00:00Z'): { readonly ctx: TestContext } {
  const app = {} as { ctx: TestContext };
  beforeAll(async () => {
    app.ctx = await createTestApp();
    app.ctx.clock.advance(new Date(at).getTime() - app.ctx.clock.now().getTime());
  });
  afterAll(async () => app.ctx?.close());
  return app;
}

/**
 * A chat user for end-to-end WhatsApp tests: configured for a country, with the accounts given
 * (the first is where a capture naming none goes), talking through the simulator, which runs the
 * same inbox and handler as the webhook.
 */
export async function chatUser(
  ctx: TestContext,
  country: string,
  currency: string,
  accounts: { name: string; type: 'cash' | 'checking' | 'savings' | 'credit_card' | 'other' }[],
): Promise<string> {
  const { token } = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country, base_currency: currency, month_start_day: 1 },
  });
  for (const account of accounts) await call(ctx, 'POST', '/api/accounts', { token, body: { ...account, currency } });
  return token;
}

/** Sends one message and returns the chat's reply. */
export async function say(ctx: TestContext, token: string, text: string): Promise<string> {
  const res = await call(ctx, 'POST', '/api/whatsapp/simulate', { token, body: { text } });
  expect(res.status).toBe(200);
  return (res.data as unknown as { reply: string }).reply;
}

/** The ledger's movements, newest first, as the app lists them. */
export async function movements(
  ctx: TestContext,
  token: string,
): Promise<{ amount: number; account_id: string; account_name?: string }[]> {
  const list = (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as {
    items: { amount: number; account_id: string; account_name?: string }[];
  };
  return list.items;
}
