import { expect } from 'vitest';
import { call, registerUser, type TestContext } from './test-app.ts';

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
