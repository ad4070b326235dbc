import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOn, projectedBalanceOn } from '../kernel/balance-on.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { balanceOf, newAccount, newTx, newUser, setClock, type User } from '../../../test/helpers/money-helpers.ts';

// docs/architecture.md §4.5: a balance the user types is true on its date; movements dated
// before it move the opening balance back instead of adding on top (the onboarding balance +
// imported history bug).
let ctx: TestContext;
let user: User;
beforeAll(async () => {
  ctx = await createTestApp();
  setClock(ctx, '2026-11-25T10:00:00Z');
  user = await newUser(ctx);
});
afterAll(async () => ctx.close());

const accountOf = async (id: string) =>
  (await call(ctx, 'GET', `/api/accounts/${id}`, { token: user.token })).data as unknown as {
    balance: number;
    opening_balance: number;
    opening_date: string;
  };
const userIdOf = async () => (await call(ctx, 'GET', '/api/me', { token: user.token })).data.id as string;

describe('a balance typed today', () => {
  it('stays today’s balance when older history arrives, and later movements add on top', async () => {
    // Onboarding: "I have 7.095,92 € today".
    const account = await newAccount(ctx, user.token, {
      name: 'Santander',
      opening_balance: 709_592,
      opening_date: undefined,
    });
    expect((await accountOf(account)).opening_date).toBe('2026-11-25');
    await newTx(ctx, user.token, { account_id: account, date: '2026-09-01', amount: 185_000 });
    await newTx(ctx, user.token, { account_id: account, date: '2026-10-15', amount: -82_453 });
    await newTx(ctx, user.token, { account_id: account, date: '2026-11-24', amount: -4_000 });
    expect(await balanceOf(ctx, user.token, account)).toBe(709_592);
    expect((await accountOf(account)).opening_balance).toBe(709_592);

    // Today's and later movements move today's balance.
    await newTx(ctx, user.token, { account_id: account, date: '2026-11-25', amount: -1_250 });
    expect(await balanceOf(ctx, user.token, account)).toBe(708_342);

    // The history has a shape: on 30 September the account held the balance before those movements plus September's.
    const db = ctx.database.db;
    const userId = await userIdOf();
    expect(await balanceOn(db, userId, account, '2026-09-30')).toBe(709_592 - 185_000 + 82_453 + 4_000 + 185_000);
    expect(await balanceOn(db, userId, account, '2026-11-24')).toBe(709_592);
    expect(await balanceOn(db, userId, account, '2026-11-25')).toBe(708_342);
    // Before any movement and before the opening date the account did not exist yet.
    expect(await balanceOn(db, userId, account, '2026-08-31')).toBe(0);
  });

  it('does not move when an older movement is deleted or edited before the opening date, and moves when one crosses it', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 100_000, opening_date: '2026-11-01' });
    const old = await newTx(ctx, user.token, { account_id: account, date: '2026-10-10', amount: -30_000 });
    expect(await balanceOf(ctx, user.token, account)).toBe(100_000);
    await call(ctx, 'PATCH', `/api/transactions/${old.id}`, {
      token: user.token,
      body: { amount: -45_000, date: '2026-10-11' },
    });
    expect(await balanceOf(ctx, user.token, account)).toBe(100_000);
    // Moved after the opening date, it is spent from the typed balance.
    await call(ctx, 'PATCH', `/api/transactions/${old.id}`, { token: user.token, body: { date: '2026-11-02' } });
    expect(await balanceOf(ctx, user.token, account)).toBe(55_000);
    await call(ctx, 'PATCH', `/api/transactions/${old.id}`, { token: user.token, body: { date: '2026-10-02' } });
    expect(await balanceOf(ctx, user.token, account)).toBe(100_000);
    await call(ctx, 'DELETE', `/api/transactions/${old.id}`, { token: user.token });
    expect(await balanceOf(ctx, user.token, account)).toBe(100_000);
  });

  it('follows a new opening date: movements left after it add on top again', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 50_000, opening_date: '2026-06-01' });
    await newTx(ctx, user.token, { account_id: account, date: '2026-05-20', amount: -7_000 });
    await newTx(ctx, user.token, { account_id: account, date: '2026-06-20', amount: -3_000 });
    expect(await balanceOf(ctx, user.token, account)).toBe(47_000);
    const moved = await call(ctx, 'PATCH', `/api/accounts/${account}`, {
      token: user.token,
      body: { opening_date: '2026-05-01' },
    });
    expect(moved.data.balance).toBe(40_000);
    const later = await call(ctx, 'PATCH', `/api/accounts/${account}`, {
      token: user.token,
      body: { opening_date: '2026-07-01', opening_balance: 90_000 },
    });
    expect(later.data.balance).toBe(90_000);
  });

  it('keeps the net worth trend from going below what the account held', async () => {
    const other = await newUser(ctx);
    const account = await newAccount(ctx, other.token, { opening_balance: 300_000, opening_date: undefined });
    await newTx(ctx, other.token, { account_id: account, date: '2026-08-05', amount: -120_000 });
    await newTx(ctx, other.token, { account_id: account, date: '2026-09-05', amount: -120_000 });
    const trend = (await call(ctx, 'GET', '/api/reports/dashboard', { token: other.token })).data.trend as {
      month: string;
      net_worth: number | null;
    }[];
    const byMonth = Object.fromEntries(trend.map((point) => [point.month, point.net_worth]));
    expect(byMonth['2026-07']).toBe(0);
    expect(byMonth['2026-08']).toBe(420_000);
    expect(byMonth['2026-09']).toBe(300_000);
    expect(byMonth['2026-11']).toBe(300_000);
    expect(trend.every((point) => (point.net_worth ?? 0) >= 0)).toBe(true);
  });
});

describe('projectedBalanceOn', () => {
  it('adds incoming movements on or after the opening date, and only moves history for earlier ones', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 10_000, opening_date: '2026-11-01' });
    await newTx(ctx, user.token, { account_id: account, date: '2026-11-03', amount: -1_000 });
    const userId = await userIdOf();
    const incoming = [
      { date: '2026-10-20', amount: -2_500 },
      { date: '2026-11-05', amount: 4_000 },
      { date: '2026-11-30', amount: -500 },
    ];
    expect(await projectedBalanceOn(ctx.database.db, userId, account, '2026-11-10', incoming)).toBe(
      10_000 - 1_000 + 4_000,
    );
    expect(await projectedBalanceOn(ctx.database.db, userId, account, '2026-10-25', incoming)).toBe(
      10_000 + 2_500 - 2_500,
    );
    expect(await projectedBalanceOn(ctx.database.db, userId, account, '2026-12-31', incoming)).toBe(12_500);
  });

  it("answers 404 for another user's account", async () => {
    const other = await newUser(ctx);
    const theirs = await newAccount(ctx, other.token);
    await expect(projectedBalanceOn(ctx.database.db, await userIdOf(), theirs, '2026-11-01', [])).rejects.toMatchObject(
      { statusCode: 404 },
    );
  });
});
