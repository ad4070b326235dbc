import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { fixture, newAccount, newUser, upload, type User } from '../../test/helpers/money-helpers.ts';

let ctx: TestContext;
let user: User;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await newUser(ctx);
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;
const importIds = async () =>
  ((await call(ctx, 'GET', '/api/imports', { token: user.token })).data as unknown as { id: string }[]).map(
    (item) => item.id,
  );

describe('scheduled maintenance', () => {
  it('drops imports left unconfirmed for over a week, and nothing the user confirmed', async () => {
    const account = await newAccount(ctx, user.token);
    const uploaded = async (name: string) =>
      ((await upload(ctx, user.token, account, name, fixture(name))).data as { import: { id: string } }).import.id;
    const abandoned = await uploaded('bbva-espana.csv');
    const confirmed = await uploaded('santander-espana.csv');
    expect((await call(ctx, 'POST', `/api/imports/${confirmed}/commit`, { token: user.token, body: {} })).status).toBe(
      200,
    );

    ctx.clock.advance(6 * DAY);
    expect((await ctx.app.jobs.run()).purgedImports).toBe(0);
    expect(await importIds()).toEqual(expect.arrayContaining([abandoned, confirmed]));

    ctx.clock.advance(2 * DAY);
    expect((await ctx.app.jobs.run()).purgedImports).toBe(1);
    const left = await importIds();
    expect(left).toContain(confirmed);
    expect(left).not.toContain(abandoned);
    expect((await call(ctx, 'POST', `/api/imports/${abandoned}/analyze`, { token: user.token, body: {} })).status).toBe(
      404,
    );
  });
});
