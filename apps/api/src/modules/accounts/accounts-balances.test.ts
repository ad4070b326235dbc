import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, secondInstance, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  balanceOf,
  getTx,
  newAccount,
  newTransfer,
  newTx,
  newUser,
  type User,
} from '../../../test/helpers/money-helpers.ts';

let ctx: TestContext;
let user: User;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await newUser(ctx);
});
afterAll(async () => ctx.close());

describe('account balances', () => {
  it('are the opening balance plus transactions, split parents once and transfers on both sides', async () => {
    const main = await newAccount(ctx, user.token, { opening_balance: 50_000 });
    const box = await newAccount(ctx, user.token, { type: 'savings', opening_balance: 1000 });
    await newTx(ctx, user.token, { account_id: main, date: '2026-01-01', amount: 200_000 });
    await newTx(ctx, user.token, {
      account_id: main,
      date: '2026-01-02',
      amount: -3000,
      splits: [{ amount: -1000 }, { amount: -2000 }],
    });
    await newTransfer(ctx, user.token, { from_account_id: main, to_account_id: box, date: '2026-01-03', amount: 7000 });
    expect(await balanceOf(ctx, user.token, main)).toBe(50_000 + 200_000 - 3000 - 7000);
    expect(await balanceOf(ctx, user.token, box)).toBe(1000 + 7000);
    const listed = (await call(ctx, 'GET', '/api/accounts', { token: user.token })).data as unknown as {
      id: string;
      balance: number;
    }[];
    expect(listed.find((account) => account.id === main)?.balance).toBe(240_000);

    await call(ctx, 'PATCH', `/api/accounts/${main}`, { token: user.token, body: { opening_balance: 0 } });
    expect(await balanceOf(ctx, user.token, main)).toBe(190_000);
  });

  it('follow a transaction moved to another account or another month', async () => {
    const a = await newAccount(ctx, user.token);
    const b = await newAccount(ctx, user.token);
    const tx = await newTx(ctx, user.token, { account_id: a, date: '2026-01-31', amount: -4530 });
    expect(
      (
        await call(ctx, 'PATCH', `/api/transactions/${tx.id}`, {
          token: user.token,
          body: { account_id: b, date: '2026-02-01' },
        })
      ).status,
    ).toBe(200);
    expect([await balanceOf(ctx, user.token, a), await balanceOf(ctx, user.token, b)]).toEqual([0, -4530]);
    await call(ctx, 'DELETE', `/api/transactions/${tx.id}`, { token: user.token });
    expect(await balanceOf(ctx, user.token, b)).toBe(0);
  });

  it("ignore another user's transactions", async () => {
    const mine = await newAccount(ctx, user.token, { opening_balance: 10 });
    const other = await newUser(ctx);
    await newTx(ctx, other.token, { account_id: await newAccount(ctx, other.token), date: '2026-01-01', amount: -999 });
    expect(await balanceOf(ctx, user.token, mine)).toBe(10);
  });
});

describe('account currency', () => {
  it('is locked while the account has transactions, and free again once they are gone', async () => {
    const account = await newAccount(ctx, user.token);
    const tx = await newTx(ctx, user.token, { account_id: account, date: '2026-01-01', amount: -100 });
    const locked = await call(ctx, 'PATCH', `/api/accounts/${account}`, {
      token: user.token,
      body: { currency: 'USD' },
    });
    expect(locked.status).toBe(400);
    expect(locked.errors).toEqual([
      { field: 'currency', message: 'No puedes cambiar la moneda de una cuenta que ya tiene movimientos' },
    ]);
    await call(ctx, 'DELETE', `/api/transactions/${tx.id}`, { token: user.token });
    // BUG: monthly_totals keeps a zeroed row after the delete and updateAccount only checks that a row exists.
    const freed = await call(ctx, 'PATCH', `/api/accounts/${account}`, {
      token: user.token,
      body: { currency: 'USD' },
    });
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);
    expect(freed.data.currency).toBe('USD');
  });
});

describe('deleting an account with transfers', () => {
  it('keeps the other leg as a plain transaction so the other balance does not change', async () => {
    const gone = await newAccount(ctx, user.token, { name: 'Se va' });
    const stays = await newAccount(ctx, user.token, { name: 'Se queda' });
    const [, into] = await newTransfer(ctx, user.token, {
      from_account_id: gone,
      to_account_id: stays,
      date: '2026-01-05',
      amount: 12_000,
    });
    expect((await call(ctx, 'DELETE', `/api/accounts/${gone}`, { token: user.token })).status).toBe(200);
    expect(await balanceOf(ctx, user.token, stays)).toBe(12_000);
    expect(await getTx(ctx, user.token, into.id)).toMatchObject({
      amount: 12_000,
      kind: 'income',
      transfer_id: null,
      counterpart: null,
    });
  });
});

// The account list, the net worth and the dashboard read each user's sums through a cache keyed
// by the ledger version (cachedMonthlySums in modules/kernel/balances.ts).
describe('balances read through the per-user cache', () => {
  const listed = async (token: string, id: string) =>
    ((await call(ctx, 'GET', '/api/accounts', { token })).data as unknown as { id: string; balance: number }[]).find(
      (account) => account.id === id,
    )?.balance;
  const netWorthTotal = async (token: string) =>
    (await call(ctx, 'GET', '/api/accounts/net-worth', { token })).data.total;
  const dashboardNetWorth = async (token: string) =>
    ((await call(ctx, 'GET', '/api/reports/dashboard', { token })).data.net_worth as { total: number }).total;

  it('follow every write, also one made by another server on the same database', async () => {
    const someone = await newUser(ctx);
    const account = await newAccount(ctx, someone.token, { opening_balance: 1000 });
    expect([
      await listed(someone.token, account),
      await netWorthTotal(someone.token),
      await dashboardNetWorth(someone.token),
    ]).toEqual([1000, 1000, 1000]);

    const tx = await newTx(ctx, someone.token, { account_id: account, date: '2026-01-05', amount: -300 });
    expect([
      await listed(someone.token, account),
      await netWorthTotal(someone.token),
      await dashboardNetWorth(someone.token),
    ]).toEqual([700, 700, 700]);

    const other = await secondInstance(ctx);
    try {
      const edited = await other.app.inject({
        method: 'PATCH',
        url: `/api/transactions/${tx.id}`,
        headers: { authorization: `Bearer ${someone.token}` },
        payload: { amount: -500 },
      });
      expect(edited.statusCode, edited.body).toBe(200);
    } finally {
      await other.close();
    }
    expect([
      await listed(someone.token, account),
      await netWorthTotal(someone.token),
      await dashboardNetWorth(someone.token),
    ]).toEqual([500, 500, 500]);

    await call(ctx, 'DELETE', `/api/transactions/${tx.id}`, { token: someone.token });
    expect([
      await listed(someone.token, account),
      await netWorthTotal(someone.token),
      await dashboardNetWorth(someone.token),
    ]).toEqual([1000, 1000, 1000]);
  });

  it("never hands one user's cached sums to another", async () => {
    const first = await newUser(ctx);
    const second = await newUser(ctx);
    const firstAccount = await newAccount(ctx, first.token, { opening_balance: 100 });
    await newTx(ctx, first.token, { account_id: firstAccount, date: '2026-01-05', amount: 900 });
    expect(await netWorthTotal(first.token)).toBe(1000);
    expect(await netWorthTotal(second.token)).toBe(0);
    expect(await listed(second.token, firstAccount)).toBeUndefined();
  });
});
