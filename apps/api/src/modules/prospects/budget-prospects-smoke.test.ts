import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await registerUser(ctx));
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1, is_completed: true },
  });
});
afterAll(async () => ctx.close());

describe('budget and prospects', () => {
  it('tracks a month budget with rollover into the next month', async () => {
    const account = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Nómina', type: 'checking', currency: 'EUR' },
    });
    const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as {
      id: string;
      name: string;
    }[];
    const market = categories.find((c) => c.name === 'Supermercado')!;
    await call(ctx, 'PUT', '/api/budgets/2026-01', {
      token,
      body: { expected_income: 200000, lines: [{ category_id: market.id, amount: 30000, rollover: true }] },
    });
    await call(ctx, 'PUT', '/api/budgets/2026-02', {
      token,
      body: { lines: [{ category_id: market.id, amount: 30000 }] },
    });
    await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: account.data.id, date: '2026-01-10', amount: -25000, category_id: market.id },
    });
    await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: account.data.id, date: '2026-02-03', amount: -33000, category_id: market.id },
    });
    const january = await call(ctx, 'GET', '/api/budgets/2026-01', { token });
    const line = (january.data.groups as { categories: { category_id: string }[] }[])
      .flatMap((g) => g.categories)
      .find((c) => c.category_id === market.id);
    expect(line).toMatchObject({ budgeted: 30000, spent: 25000, carried: 0, available: 5000, status: 'warning' });
    expect(january.data.left_to_budget).toBe(170000);
    const february = await call(ctx, 'GET', '/api/budgets/2026-02', { token });
    const next = (february.data.groups as { categories: { category_id: string }[] }[])
      .flatMap((g) => g.categories)
      .find((c) => c.category_id === market.id);
    expect(next).toMatchObject({ budgeted: 30000, spent: 33000, carried: 5000, available: 2000, status: 'warning' });
  });

  it('realises a prospect into a real transaction', async () => {
    const account = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Cobros', type: 'checking', currency: 'EUR' },
    });
    const created = await call(ctx, 'POST', '/api/prospects', {
      token,
      body: {
        title: 'Factura cliente',
        kind: 'income',
        amount: 120000,
        currency: 'EUR',
        expected_date: '2026-03-01',
        probability: 50,
      },
    });
    expect(created.status).toBe(201);
    const totals = await call(ctx, 'GET', '/api/prospects/totals', { token });
    expect(totals.data.by_currency).toEqual([
      { currency: 'EUR', expected_income: 120000, expected_expense: 0, weighted_income: 60000, weighted_expense: 0 },
    ]);
    const realized = await call(ctx, 'POST', `/api/prospects/${created.data.id}/realize`, {
      token,
      body: { account_id: account.data.id, date: '2026-03-02' },
    });
    expect(realized.data).toMatchObject({ status: 'concretado' });
    const tx = await call(ctx, 'GET', `/api/transactions/${realized.data.transaction_id}`, { token });
    expect(tx.data).toMatchObject({ amount: 120000, payee: 'Factura cliente' });
    expect(
      (
        await call(ctx, 'POST', `/api/prospects/${created.data.id}/realize`, {
          token,
          body: { account_id: account.data.id, date: '2026-03-02' },
        })
      ).status,
    ).toBe(409);
  });

  it('counts manual contributions and transfers into the linked account towards a goal', async () => {
    const from = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Corriente', type: 'checking', currency: 'EUR', opening_balance: 500000 },
    });
    const pot = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Hucha', type: 'savings', currency: 'EUR' },
    });
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const goal = await call(ctx, 'POST', '/api/savings-goals', {
      token,
      body: { name: 'Viaje', target_amount: 100000, currency: 'EUR', account_id: pot.data.id },
    });
    await call(ctx, 'POST', `/api/savings-goals/${goal.data.id}/contributions`, {
      token,
      body: { amount: 10000, date: today },
    });
    await call(ctx, 'POST', '/api/transfers', {
      token,
      body: { from_account_id: from.data.id, to_account_id: pot.data.id, date: today, amount: 30000 },
    });
    const after = await call(ctx, 'GET', `/api/savings-goals/${goal.data.id}`, { token });
    expect(after.data).toMatchObject({ saved: 40000, achieved: false, progress: 0.4 });
    await call(ctx, 'POST', `/api/savings-goals/${goal.data.id}/contributions`, {
      token,
      body: { amount: 60000, date: today },
    });
    expect((await call(ctx, 'GET', `/api/savings-goals/${goal.data.id}`, { token })).data).toMatchObject({
      achieved: true,
      monthly_needed: null,
    });
  });
});
