import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { balanceOf, fixture, newUser, setClock, upload, type User } from '../../../test/helpers/money-helpers.ts';

// banorte.qif states no balance: four movements in July 2026 adding up to +14.714,70 MXN.
// Which balance the account shows after it depends on what the user told us before.
let ctx: TestContext;
let user: User;
beforeAll(async () => {
  ctx = await createTestApp();
  setClock(ctx, '2026-11-25T10:00:00Z');
  user = await newUser(ctx, { base_currency: 'MXN', country: 'MX' });
});
afterAll(async () => ctx.close());

async function accountOpenedToday(openingBalance: number) {
  const res = await call(ctx, 'POST', '/api/accounts', {
    token: user.token,
    body: { name: 'Banorte', type: 'checking', currency: 'MXN', opening_balance: openingBalance },
  });
  return res.data.id as string;
}

async function importQif(accountId: string) {
  const uploaded = await upload(ctx, user.token, accountId, 'banorte.qif', fixture('banorte.qif'));
  const id = (uploaded.data.import as { id: string }).id;
  const committed = await call(ctx, 'POST', `/api/imports/${id}/commit`, { token: user.token, body: {} });
  expect(committed.status, JSON.stringify(committed.body)).toBe(200);
  return id;
}

describe('importing history that states no balance', () => {
  it('keeps a balance the user typed today: the older movements move the opening back', async () => {
    const account = await accountOpenedToday(2_500_000);
    await importQif(account);
    expect(await balanceOf(ctx, user.token, account)).toBe(2_500_000);
    const opened = (await call(ctx, 'GET', `/api/accounts/${account}`, { token: user.token })).data;
    expect(opened).toMatchObject({ opening_balance: 2_500_000, opening_date: '2026-11-25' });
  });

  it('adds the movements up in an account never given a balance, and the undo puts it back as it was', async () => {
    const account = await accountOpenedToday(0);
    const id = await importQif(account);
    expect(await balanceOf(ctx, user.token, account)).toBe(1_471_470);
    expect((await call(ctx, 'GET', `/api/accounts/${account}`, { token: user.token })).data).toMatchObject({
      opening_balance: 0,
      opening_date: '2026-07-01',
    });

    expect((await call(ctx, 'DELETE', `/api/imports/${id}`, { token: user.token })).status).toBe(200);
    expect(await balanceOf(ctx, user.token, account)).toBe(0);
    expect((await call(ctx, 'GET', `/api/accounts/${account}`, { token: user.token })).data).toMatchObject({
      opening_balance: 0,
      opening_date: '2026-11-25',
    });
  });
});
