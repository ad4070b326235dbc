import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  balanceOf,
  newAccount,
  newTx,
  newUser,
  UNKNOWN_ID,
  type Tx,
  type User,
} from '../../../test/helpers/money-helpers.ts';

let ctx: TestContext;
let user: User;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await newUser(ctx);
});
afterAll(async () => ctx.close());

type Row = Tx & { status: string; origin: string; running_balance: number | null };
type Page = {
  items: Row[];
  next_cursor: string | null;
  totals: {
    balance: number;
    cleared_balance: number;
    uncleared_count: number;
    opening: { date: string; balance: number };
    last_reconciliation: { date: string; statement_balance: number } | null;
  };
};
const register = async (account: string, query = '') =>
  (await call(ctx, 'GET', `/api/accounts/${account}/register${query}`, { token: user.token })).data as unknown as Page;
const clear = (account: string, ids: string[], cleared = true, confirm = false) =>
  call(ctx, 'POST', `/api/accounts/${account}/cleared`, {
    token: user.token,
    body: { ids, cleared, confirm_reconciled: confirm },
  });

describe('the account register', () => {
  it('lists the account’s movements newest first, each with the balance right after it, across pages', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 100_000, opening_date: '2026-01-01' });
    const other = await newAccount(ctx, user.token, { name: 'Otra' });
    await newTx(ctx, user.token, { account_id: other, date: '2026-01-05', amount: -999 });
    const a = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-01-03',
      amount: 250_000,
      payee: 'Nómina',
    });
    const b = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-01-05',
      amount: -4_530,
      payee: 'Mercadona',
    });
    const c = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-01-05',
      amount: -1_200,
      payee: 'Farmacia',
    });
    const d = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-01-09',
      amount: -30_000,
      payee: 'Alquiler',
    });

    const first = await register(account, '?limit=2');
    expect(first.items.map((row) => row.id)).toEqual([d.id, [b, c].sort((x, y) => (x.id < y.id ? 1 : -1))[0]!.id]);
    expect(first.items[0]!.running_balance).toBe(100_000 + 250_000 - 4_530 - 1_200 - 30_000);
    expect(first.totals).toMatchObject({
      balance: 314_270,
      cleared_balance: 100_000,
      uncleared_count: 4,
      opening: { date: '2026-01-01', balance: 100_000 },
    });
    const second = await register(account, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.map((row) => row.id)).toHaveLength(4);
    expect(all.at(-1)!.id).toBe(a.id);
    expect(all.at(-1)!.running_balance).toBe(350_000);
    for (let index = 1; index < all.length; index++)
      expect(all[index]!.running_balance).toBe(all[index - 1]!.running_balance! - all[index - 1]!.amount);
    expect(all.every((row) => row.status === 'uncleared' && row.origin === 'manual')).toBe(true);
  });

  it('shows no running balance when a search or status filter hides movements between rows', async () => {
    const account = await newAccount(ctx, user.token);
    await newTx(ctx, user.token, { account_id: account, date: '2026-02-01', amount: -500, payee: 'Café Central' });
    await newTx(ctx, user.token, { account_id: account, date: '2026-02-02', amount: -700, payee: 'Panadería' });
    const found = await register(account, '?q=cafe');
    expect(found.items.map((row) => [row.payee, row.running_balance])).toEqual([['Café Central', null]]);
    const ranged = await register(account, '?from=2026-02-01&to=2026-02-01');
    expect(ranged.items[0]!.running_balance).toBe(-500);
  });

  it('marks movements cleared in bulk, and asks before changing reconciled ones', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 10_000 });
    const one = await newTx(ctx, user.token, { account_id: account, date: '2026-03-01', amount: -1_000 });
    const two = await newTx(ctx, user.token, { account_id: account, date: '2026-03-02', amount: -2_000 });
    expect((await clear(account, [one.id, two.id])).data).toEqual({ updated: 2 });
    expect((await register(account)).totals).toMatchObject({ cleared_balance: 7_000, uncleared_count: 0 });
    expect(
      (
        await call(ctx, 'POST', `/api/accounts/${account}/reconciliations`, {
          token: user.token,
          body: { date: '2026-03-31', statement_balance: 7_000 },
        })
      ).status,
    ).toBe(201);

    const refused = await clear(account, [one.id], false);
    expect(refused.status).toBe(409);
    expect(refused.errors?.[0]?.message).toBe(
      'Un movimiento ya está conciliado con el banco. Confirma si de verdad quieres cambiarlo.',
    );
    expect((await register(account, '?status=reconciled')).items).toHaveLength(2);
    expect((await clear(account, [one.id], false, true)).data).toEqual({ updated: 1 });
    expect((await register(account, '?status=uncleared')).items.map((row) => row.id)).toEqual([one.id]);
  });
});

describe('reconciliation', () => {
  it('shows the difference with one movement missing, refuses to finish, and finishes once it is entered', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 50_000, opening_date: '2026-04-01' });
    const salary = await newTx(ctx, user.token, { account_id: account, date: '2026-04-02', amount: 150_000 });
    const rent = await newTx(ctx, user.token, { account_id: account, date: '2026-04-03', amount: -80_000 });
    const later = await newTx(ctx, user.token, { account_id: account, date: '2026-05-02', amount: -3_000 });
    await clear(account, [salary.id, rent.id]);
    // The bank says 115.000 on 30 April: a 5.000 card payment is missing.
    const preview = await call(
      ctx,
      'GET',
      `/api/accounts/${account}/reconciliation?date=2026-04-30&statement_balance=115000`,
      { token: user.token },
    );
    expect(preview.data).toEqual({
      date: '2026-04-30',
      statement_balance: 115_000,
      cleared_balance: 120_000,
      difference: -5_000,
      uncleared_count: 0,
    });

    const refused = await call(ctx, 'POST', `/api/accounts/${account}/reconciliations`, {
      token: user.token,
      body: { date: '2026-04-30', statement_balance: 115_000 },
    });
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.field).toBe('statement_balance');
    expect(String(refused.errors?.[0]?.message).replace(/\s/g, ' ')).toBe(
      'Al 30/04/2026 tus movimientos confirmados suman 1.200,00 € y el banco dice 1.150,00 €: sobran 50,00 €. Marca los movimientos que ves en el extracto o registra un ajuste por la diferencia.',
    );

    const card = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-04-20',
      amount: -5_000,
      payee: 'Visa',
    });
    await clear(account, [card.id]);
    const done = await call(ctx, 'POST', `/api/accounts/${account}/reconciliations`, {
      token: user.token,
      body: { date: '2026-04-30', statement_balance: 115_000 },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.data).toMatchObject({
      date: '2026-04-30',
      statement_balance: 115_000,
      adjustment_id: null,
      adjustment_amount: 0,
      reconciled_count: 3,
    });
    const rows = (await register(account)).items;
    expect(rows.find((row) => row.id === later.id)?.status).toBe('uncleared');
    expect(
      rows
        .filter((row) => row.status === 'reconciled')
        .map((row) => row.id)
        .sort(),
    ).toEqual([salary.id, rent.id, card.id].sort());
    expect((await register(account)).totals.last_reconciliation).toEqual({
      date: '2026-04-30',
      statement_balance: 115_000,
    });
  });

  it('records a dated adjustment for a difference nobody can find, and the balance then agrees with the bank', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 20_000, opening_date: '2026-06-01' });
    const coffee = await newTx(ctx, user.token, { account_id: account, date: '2026-06-10', amount: -350 });
    await clear(account, [coffee.id]);
    const done = await call(ctx, 'POST', `/api/accounts/${account}/reconciliations`, {
      token: user.token,
      body: { date: '2026-06-30', statement_balance: 19_500, adjust: true },
    });
    expect(done.status).toBe(201);
    expect(done.data).toMatchObject({ adjustment_amount: -150, reconciled_count: 2 });
    const adjustment = (await register(account)).items.find((row) => row.id === done.data.adjustment_id);
    expect(adjustment).toMatchObject({
      date: '2026-06-30',
      amount: -150,
      payee: 'Ajuste de conciliación',
      status: 'reconciled',
      origin: 'adjustment',
    });
    expect(await balanceOf(ctx, user.token, account)).toBe(19_500);
  });

  it('refuses a date before the opening date, where the typed balance rules', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 1_000, opening_date: '2026-07-01' });
    const res = await call(ctx, 'POST', `/api/accounts/${account}/reconciliations`, {
      token: user.token,
      body: { date: '2026-06-30', statement_balance: 900, adjust: true },
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ field: 'date' });
    expect(res.errors?.[0]?.message).toContain('01/07/2026');
  });
});

describe('register input and ownership', () => {
  it("answers 404 for another user's account or unknown ids on every route", async () => {
    const other = await newUser(ctx);
    const theirs = await newAccount(ctx, other.token);
    const theirTx = await newTx(ctx, other.token, { account_id: theirs, date: '2026-01-01', amount: -100 });
    for (const id of [theirs, UNKNOWN_ID]) {
      expect((await call(ctx, 'GET', `/api/accounts/${id}/register`, { token: user.token })).status).toBe(404);
      expect(
        (
          await call(ctx, 'GET', `/api/accounts/${id}/reconciliation?date=2026-01-31&statement_balance=0`, {
            token: user.token,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(ctx, 'POST', `/api/accounts/${id}/reconciliations`, {
            token: user.token,
            body: { date: '2026-01-31', statement_balance: 0 },
          })
        ).status,
      ).toBe(404);
      expect((await clear(id, [theirTx.id])).status).toBe(404);
    }
    // Their movement listed under my account id changes nothing.
    const mine = await newAccount(ctx, user.token);
    expect((await clear(mine, [theirTx.id])).data).toEqual({ updated: 0 });
    const theirRegister = (await call(ctx, 'GET', `/api/accounts/${theirs}/register`, { token: other.token }))
      .data as unknown as Page;
    expect(theirRegister.items[0]!.status).toBe('uncleared');
  });

  it('answers 400 with Spanish field errors for bad input', async () => {
    const account = await newAccount(ctx, user.token);
    const badDate = await call(ctx, 'POST', `/api/accounts/${account}/reconciliations`, {
      token: user.token,
      body: { date: '2026-02-30', statement_balance: 10 },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.errors?.[0]?.field).toBe('date');
    const badAmount = await call(ctx, 'POST', `/api/accounts/${account}/reconciliations`, {
      token: user.token,
      body: { date: '2026-02-01', statement_balance: 10.5 },
    });
    expect(badAmount.status).toBe(400);
    expect(badAmount.errors?.[0]?.field).toBe('statement_balance');
    const badQuery = await call(ctx, 'GET', `/api/accounts/${account}/reconciliation?date=ayer&statement_balance=abc`, {
      token: user.token,
    });
    expect(badQuery.status).toBe(400);
    const badStatus = await call(ctx, 'GET', `/api/accounts/${account}/register?status=perdido`, { token: user.token });
    expect(badStatus.errors?.[0]?.field).toBe('status');
    const badCursor = await call(ctx, 'GET', `/api/accounts/${account}/register?cursor=basura`, { token: user.token });
    expect(badCursor.status).toBe(400);
    expect(badCursor.errors?.[0]).toMatchObject({ field: 'cursor', message: 'El cursor de paginación no es válido' });
    const noIds = await clear(account, []);
    expect(noIds.status).toBe(400);
    expect(noIds.errors?.[0]?.field).toBe('ids');
  });
});
