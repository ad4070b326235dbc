import { afterAll, beforeAll, it } from 'vitest';
import { call, createTestApp, type TestContext } from './helpers/test-app.ts';
import { newUser } from './money-helpers.ts';
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestApp(); });
afterAll(async () => ctx.close());
it('probe', async () => {
  const u = await newUser(ctx);
  const a = await ctx.app.inject({ method: 'DELETE', url: `/api/categories/${u.cat('Dentista')}`, headers: { authorization: `Bearer ${u.token}` } });
  console.log('nobody', a.statusCode, a.body);
  const b = await call(ctx, 'DELETE', `/api/categories/${u.cat('Farmacia')}`, { token: u.token, body: {} });
  console.log('empty obj', b.status, JSON.stringify(b.body));
  const c = await ctx.app.inject({ method: 'DELETE', url: `/api/accounts/0190a000-0000-7000-8000-000000000000`, headers: { authorization: `Bearer ${u.token}` } });
  console.log('acct', c.statusCode, c.body);
  const d = await call(ctx, 'POST', `/api/categories/${u.cat('Transporte')}/merge`, { token: u.token, body: { into_id: u.cat('Combustible') } });
  console.log('merge into child', d.status, JSON.stringify(d.body));
});
