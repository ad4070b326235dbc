import { describe, expect, it } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import { flowStats, projectBalance } from './forecast-math.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

describe('forecast arithmetic', () => {
  it('computes mean and sample standard deviation', () => {
    expect(flowStats([100, 200, 300])).toEqual({ mean: 200, stdDev: 100 });
    expect(flowStats([])).toEqual({ mean: 0, stdDev: 0 });
    expect(flowStats([50])).toEqual({ mean: 50, stdDev: 0 });
  });

  it('projects balance with known items weighted by probability and a widening band', () => {
    const points = projectBalance(1000, ['2026-01-01', '2026-02-01', '2026-03-01'], 100, 30, [
      { month: '2026-02-01', amount: 400, probability: 0.5 },
      { month: '2026-03-01', amount: -50, probability: 1 },
    ]);
    expect(points.map((point) => point.expected)).toEqual([1100, 1400, 1450]);
    // σ√k for the flow, plus 400²·0.5·0.5 = 40000 of variance from the prospect from February on.
    expect(points[0]).toMatchObject({ low: 1070, high: 1130 });
    expect(points[1]!.high - points[1]!.expected).toBe(Math.round(Math.sqrt(2 * 900 + 40000)));
    expect(points[2]!.high - points[2]!.expected).toBe(Math.round(Math.sqrt(3 * 900 + 40000)));
  });
});

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

describe('reports', () => {
  it('answers every report for a user with data', async () => {
    const thisMonth = ctx.clock.now().toISOString().slice(0, 7);
    // Opened on the 1st, so the month's movements count on top of the opening balance.
    const account = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: {
        name: 'Nómina',
        type: 'checking',
        currency: 'EUR',
        opening_balance: 100000,
        opening_date: `${thisMonth}-01`,
      },
    });
    const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as {
      id: string;
      name: string;
    }[];
    const salary = categories.find((c) => c.name === 'Salario')!;
    const market = categories.find((c) => c.name === 'Supermercado')!;
    await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: account.data.id, date: `${thisMonth}-01`, amount: 250000, category_id: salary.id },
    });
    await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: account.data.id, date: `${thisMonth}-01`, amount: -40000, category_id: market.id },
    });
    const ie = await call(ctx, 'GET', '/api/reports/income-expense', { token });
    expect(ie.status).toBe(200);
    expect((ie.data.rows as unknown[]).length).toBe(12);
    expect((ie.data.rows as { month: string; income: number; expense: number }[]).at(-1)).toMatchObject({
      month: thisMonth,
      income: 250000,
      expense: -40000,
    });
    const spending = await call(ctx, 'GET', '/api/reports/spending-by-category', { token });
    expect(spending.data.rows).toMatchObject([
      { name: 'Alimentación', amount: 40000, children: [{ name: 'Supermercado', amount: 40000 }] },
    ]);
    const worth = await call(ctx, 'GET', '/api/reports/net-worth', { token });
    expect((worth.data.rows as { net_worth: number }[]).at(-1)!.net_worth).toBe(310000);
    const flow = await call(ctx, 'GET', '/api/reports/cash-flow', { token });
    expect(flow.data.rows).toMatchObject({
      nodes: [{ name: 'Ingresos' }, { name: 'Salario' }, { name: 'Alimentación' }, { name: 'Ahorro' }],
    });
    expect((await call(ctx, 'GET', '/api/reports/budget-vs-actual', { token })).status).toBe(200);
    await call(ctx, 'POST', '/api/prospects', {
      token,
      body: {
        title: 'Bono',
        kind: 'income',
        amount: 100000,
        currency: 'EUR',
        expected_date: `${thisMonth}-28`,
        probability: 50,
      },
    });
    const forecast = await call(ctx, 'GET', '/api/reports/forecast?months=3', { token });
    expect(forecast.status).toBe(200);
    expect(forecast.data.start_balance).toBe(310000);
    expect((forecast.data.months as unknown[]).length).toBe(3);
    expect((await call(ctx, 'GET', '/api/reports/forecast?months=5', { token })).errors?.[0]?.field).toBe('months');
  });
});
