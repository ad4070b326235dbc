import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

// Decision 014: recording movements by WhatsApp is Premium's on the hosted service; the questions
// about one's own figures stay open to everyone, and self-hosting (BILLING_MODE=off) unlocks all.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ BILLING_MODE: 'sandbox' });
});
afterAll(async () => ctx.close());

async function gratisUser() {
  const { token } = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
  });
  await call(ctx, 'POST', '/api/accounts', {
    token,
    body: { name: 'Efectivo', type: 'cash', currency: 'COP', opening_balance: 500_000 },
  });
  return token;
}

const say = async (token: string, text: string) => {
  const res = await call(ctx, 'POST', '/api/whatsapp/simulate', { token, body: { text } });
  expect(res.status).toBe(200);
  return res.data as unknown as { reply: string; transaction: unknown };
};

describe('WhatsApp capture on the Gratis plan', () => {
  it('records nothing and says how to get it, while questions are still answered', async () => {
    const token = await gratisUser();
    const captured = await say(token, 'gasté 12.500 en almuerzo');
    expect(captured.transaction).toBeNull();
    expect(captured.reply).toContain('Registrar movimientos por WhatsApp es parte de Premium');
    expect(captured.reply).toContain('/configuration#plan. No anoté nada.');
    const listed = (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as { items: unknown[] };
    expect(listed.items).toHaveLength(0);
    expect((await say(token, 'saldo')).reply).toContain('Efectivo');
  });
});
