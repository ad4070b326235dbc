import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionPageSchema } from '@cuentas/shared/schemas/transactions';
import { call, createTestApp, registerUser, type TestContext } from './helpers/test-app.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await registerUser(ctx));
  await call(ctx, 'POST', '/api/configuration', { token, body: { country: 'ES', base_currency: 'EUR', month_start_day: 1, is_completed: true } });
});
afterAll(async () => ctx.close());

describe('money core smoke', () => {
  it('records income, expense, transfer and split, and balances follow', async () => {
    const checking = await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Nómina', type: 'checking', currency: 'EUR', opening_balance: 100000 } });
    const savings = await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Colchón', type: 'savings', currency: 'EUR', opening_balance: 0 } });
    const categories = await call(ctx, 'GET', '/api/categories', { token });
    const food = (categories.data as unknown as { id: string; name: string }[]).find((c) => c.name === 'Supermercado')!;
    const resto = (categories.data as unknown as { id: string; name: string }[]).find((c) => c.name === 'Restaurantes')!;
    const today = new Date().toISOString().slice(0, 10);
    const expense = await call(ctx, 'POST', '/api/transactions', { token, body: { account_id: checking.data.id, date: today, amount: -4550, payee: 'Mercadona', category_id: food.id } });
    expect(expense.status).toBe(201);
    const split = await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: checking.data.id, date: today, amount: -3000, payee: 'Varios', splits: [{ category_id: food.id, amount: -1000 }, { category_id: resto.id, amount: -2000 }] },
    });
    expect(split.status).toBe(201);
    const badSplit = await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: checking.data.id, date: today, amount: -3000, splits: [{ category_id: food.id, amount: -1000 }, { category_id: resto.id, amount: -1000 }] },
    });
    expect(badSplit.status).toBe(400);
    expect(badSplit.errors?.[0]?.field).toBe('splits');
    const transfer = await call(ctx, 'POST', '/api/transfers', { token, body: { from_account_id: checking.data.id, to_account_id: savings.data.id, date: today, amount: 20000 } });
    expect(transfer.status).toBe(201);
    const accounts = await call(ctx, 'GET', '/api/accounts', { token });
    const balances = Object.fromEntries((accounts.data as unknown as { name: string; balance: number }[]).map((a) => [a.name, a.balance]));
    expect(balances).toEqual({ Nómina: 100000 - 4550 - 3000 - 20000, Colchón: 20000 });
    const list = await call(ctx, 'GET', '/api/transactions?limit=2', { token });
    expect((list.data.items as unknown[]).length).toBe(2);
    const next = await call(ctx, 'GET', `/api/transactions?limit=2&cursor=${list.data.next_cursor}`, { token });
    expect((next.data.items as unknown[]).length).toBe(2);
    const search = await call(ctx, 'GET', '/api/transactions?q=merca', { token });
    expect((search.data.items as { payee: string }[]).map((t) => t.payee)).toEqual(['Mercadona']);
    const totals = await call(ctx, 'GET', '/api/transactions/totals', { token });
    expect(totals.data).toEqual({ count: 4, by_currency: [{ currency: 'EUR', income: 0, expense: -7550, net: -7550 }] });
    const dash = await call(ctx, 'GET', '/api/reports/dashboard', { token });
    expect(dash.status).toBe(200);
    expect(dash.data.expense).toBe(-7550);
    expect(dash.data.net_worth).toMatchObject({ total: 100000 - 7550 });
    // The list body is built by the database: it must equal, item by item, what GET /:id answers.
    const all = await call(ctx, 'GET', '/api/transactions?limit=200', { token });
    expect(TransactionPageSchema.strict().parse(all.data).items).toHaveLength(4);
    for (const item of all.data.items as { id: string }[]) {
      const one = await call(ctx, 'GET', `/api/transactions/${item.id}`, { token });
      expect(item).toEqual(one.data);
    }
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/transactions/export', headers: { authorization: `Bearer ${token}` } });
    expect(csv.body).toContain('Mercadona');
  });
});
