import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, newTx } from '../../../test/helpers/money-helpers.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

// A recurring charge becomes a budget line in one click (decision 039): its monthly cost is added
// to its category's line in the month the user is living in.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.advance(new Date('2026-11-20T12:00:00Z').getTime() - ctx.clock.now().getTime());
});
afterAll(async () => ctx.close());

type Charge = { payee: string; account_id: string; category_id: string | null; monthly_amount: number };

async function person(name: string) {
  const { token } = await registerUser(ctx, { name });
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'CO', base_currency: 'COP', month_start_day: 1, is_completed: true },
  });
  const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as {
    id: string;
    name: string;
  }[];
  const category = (name: string) => categories.find((row) => row.name === name)!.id;
  return { token, category };
}

const charges = async (token: string) =>
  (await call(ctx, 'GET', '/api/recurring-charges', { token })).data as unknown as Charge[];

describe('a recurring charge added to the budget', () => {
  it('adds its monthly cost to its category in this month, and says the line before and after', async () => {
    const { token, category } = await person('Mariana Restrepo Gil');
    const bank = await newAccount(ctx, token, { name: 'Bancolombia', type: 'savings', currency: 'COP' });
    const subscriptions = category('Suscripciones');
    for (const date of ['2026-08-04', '2026-09-04', '2026-10-04'])
      await newTx(ctx, token, {
        account_id: bank,
        date,
        amount: -39_900,
        payee: 'NETFLIX.COM',
        category_id: subscriptions,
      });
    // Every three months: a third of it per month, rounded up.
    for (const date of ['2026-02-15', '2026-05-15', '2026-08-15'])
      await newTx(ctx, token, {
        account_id: bank,
        date,
        amount: -100_000,
        payee: 'ADOBE CREATIVE',
        category_id: subscriptions,
      });

    const list = await charges(token);
    expect(list.map((charge) => [charge.payee, charge.category_id, charge.monthly_amount]).sort()).toEqual([
      ['ADOBE CREATIVE', subscriptions, 33_334],
      ['NETFLIX.COM', subscriptions, 39_900],
    ]);

    const first = await call(ctx, 'POST', '/api/recurring-charges/budget-line', {
      token,
      body: { account_id: bank, payee: 'NETFLIX.COM' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.data).toMatchObject({ month: '2026-11', category_id: subscriptions, before: 0, after: 39_900 });
    expect(first.data.message).toMatch(/NETFLIX\.COM.*Suscripciones.*noviembre/);

    const second = await call(ctx, 'POST', '/api/recurring-charges/budget-line', {
      token,
      body: { account_id: bank, payee: 'ADOBE CREATIVE' },
    });
    expect(second.data).toMatchObject({ before: 39_900, after: 73_234 });

    const budget = (await call(ctx, 'GET', '/api/budgets/2026-11', { token })).data as unknown as {
      groups: { categories: { category_id: string; budgeted: number }[] }[];
    };
    const line = budget.groups.flatMap((group) => group.categories).find((row) => row.category_id === subscriptions);
    expect(line?.budgeted).toBe(73_234);
  });

  it("answers 404 for another user's charge, and 400 in Spanish for bad input or a charge with no category", async () => {
    const { token } = await person('Camilo Duarte Ríos');
    const bank = await newAccount(ctx, token, { name: 'Davivienda', type: 'checking', currency: 'COP' });
    for (const date of ['2026-08-10', '2026-09-10', '2026-10-10'])
      await newTx(ctx, token, { account_id: bank, date, amount: -65_000, payee: 'CLARO HOGAR' });
    expect((await charges(token)).map((charge) => charge.category_id)).toEqual([null]);

    const uncategorised = await call(ctx, 'POST', '/api/recurring-charges/budget-line', {
      token,
      body: { account_id: bank, payee: 'CLARO HOGAR' },
    });
    expect(uncategorised.status).toBe(400);
    expect(uncategorised.errors?.[0]).toMatchObject({ field: 'payee', message: expect.stringMatching(/categoría/) });

    const stranger = await person('Otra Persona');
    const foreign = await call(ctx, 'POST', '/api/recurring-charges/budget-line', {
      token: stranger.token,
      body: { account_id: bank, payee: 'CLARO HOGAR' },
    });
    expect(foreign.status).toBe(404);

    const bad = await call(ctx, 'POST', '/api/recurring-charges/budget-line', { token, body: { account_id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.errors?.map((error) => error.field).sort()).toEqual(['account_id', 'payee']);
  });
});
