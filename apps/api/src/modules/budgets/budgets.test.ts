import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetLines } from '../../db/schema/index.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  firstError,
  type Json,
  newAccount,
  newPlanner,
  newRate,
  newTransfer,
  newTx,
  type Planner,
  UNKNOWN_ID,
} from '../../../test/helpers/planning-helpers.ts';

type Line = {
  category_id: string;
  name: string;
  budgeted: number;
  spent: number;
  carried: number;
  available: number;
  rollover: boolean;
  progress: number;
  status: string;
};
type Group = { group_id: string; name: string; budgeted: number; spent: number; available: number; categories: Line[] };
type Budget = Json & { groups: Group[] };

let ctx: TestContext;
let ana: Planner;
let eur: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = await newPlanner(ctx);
  eur = await newAccount(ctx, ana.token, { name: 'Nómina' });
});
afterAll(async () => ctx.close());

async function budget(user: Planner, month: string): Promise<Budget> {
  const res = await call(ctx, 'GET', `/api/budgets/${month}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Budget;
}
async function put(user: Planner, month: string, body: Json) {
  return call(ctx, 'PUT', `/api/budgets/${month}`, { token: user.token, body });
}
const lineOf = (data: Budget, categoryId: string) =>
  data.groups.flatMap((group) => group.categories).find((line) => line.category_id === categoryId)!;
const spend = (user: Planner, account: string, date: string, amount: number, category: string) =>
  newTx(ctx, user.token, { account_id: account, date, amount, category_id: user.cat(category) });

describe('GET /budgets/:month', () => {
  it('answers an untouched month with zeros and every expense group that has categories', async () => {
    const data = await budget(ana, '2024-06');
    expect(data).toMatchObject({
      month: '2024-06',
      period: { from: '2024-06-01', to: '2024-06-30' },
      currency: 'EUR',
      expected_income: 0,
      actual_income: 0,
      budgeted: 0,
      spent: 0,
      left_to_budget: 0,
      missing_rates: [],
    });
    const expenseGroups = ana.categories.filter(
      (category) => category.kind === 'expense' && category.parent_id === null,
    );
    expect(data.groups.map((group) => group.name)).toEqual(expenseGroups.map((group) => group.name));
    expect(data.groups.map((group) => group.name)).not.toContain('Ingresos');
    const lines = data.groups.flatMap((group) => group.categories);
    expect(lines).toHaveLength(
      ana.categories.filter((category) => category.kind === 'expense' && category.parent_id !== null).length,
    );
    for (const line of lines)
      expect(line).toMatchObject({
        budgeted: 0,
        spent: 0,
        carried: 0,
        available: 0,
        rollover: false,
        progress: 0,
        status: 'ok',
      });
  });

  it('leaves out a group without categories until it gets one', async () => {
    const luis = await newPlanner(ctx);
    const group = await call(ctx, 'POST', '/api/categories', {
      token: luis.token,
      body: { name: 'Mascotas', kind: 'expense' },
    });
    expect((await budget(luis, '2024-06')).groups.map((g) => g.name)).not.toContain('Mascotas');
    await call(ctx, 'POST', '/api/categories', {
      token: luis.token,
      body: { name: 'Veterinario', kind: 'expense', parent_id: group.data.id },
    });
    const mascotas = (await budget(luis, '2024-06')).groups.find((g) => g.name === 'Mascotas');
    expect(mascotas?.categories.map((line) => line.name)).toEqual(['Veterinario']);
  });

  it('rejects a malformed month with a field error, and a missing token with 401', async () => {
    for (const month of ['2026-13', '2026-00', '26-01', '2026-1']) {
      const res = await call(ctx, 'GET', `/api/budgets/${month}`, { token: ana.token });
      expect(res.status, month).toBe(400);
      expect(firstError(res)).toMatchObject({ field: 'month', message: 'Debe ser un mes con formato AAAA-MM' });
    }
    expect((await put(ana, '2026-13', { lines: [] })).status).toBe(400);
    expect((await call(ctx, 'GET', '/api/budgets/2026-01')).status).toBe(401);
    expect((await call(ctx, 'PUT', '/api/budgets/2026-01', { body: { lines: [] } })).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/budgets/2026-01/copy', { body: { source: 'last_month' } })).status).toBe(401);
  });
});

describe('PUT /budgets/:month', () => {
  it('accepts only the user own expense leaf categories, and saves nothing otherwise', async () => {
    const luis = await newPlanner(ctx);
    const wrong = [
      ana.cat('Alimentación'),
      ana.cat('Salario'),
      ana.cat('Ingresos'),
      luis.cat('Supermercado'),
      UNKNOWN_ID,
    ];
    for (const categoryId of wrong) {
      const res = await put(ana, '2024-07', {
        lines: [
          { category_id: ana.cat('Supermercado'), amount: 1000 },
          { category_id: categoryId, amount: 5000 },
        ],
      });
      expect(res.status, categoryId).toBe(400);
      expect(firstError(res)).toEqual({ field: 'lines', message: 'Solo puedes presupuestar categorías de gasto' });
    }
    expect((await budget(ana, '2024-07')).budgeted).toBe(0);
    const negative = await put(ana, '2024-07', { lines: [{ category_id: ana.cat('Supermercado'), amount: -1 }] });
    expect(negative.status).toBe(400);
    expect(firstError(negative).field).toBe('lines.0.amount');
    expect(firstError(await put(ana, '2024-07', { lines: [{ category_id: 'x', amount: 1 }] })).field).toBe(
      'lines.0.category_id',
    );
    expect(firstError(await put(ana, '2024-07', { expected_income: -5 })).field).toBe('expected_income');
    expect(
      firstError(await put(ana, '2024-07', { lines: [{ category_id: ana.cat('Supermercado'), amount: 1.5 }] })).field,
    ).toBe('lines.0.amount');
  });

  it('upserts the lines sent, keeps the others, and an amount of 0 removes a line', async () => {
    const first = await put(ana, '2024-08', {
      lines: [
        { category_id: ana.cat('Supermercado'), amount: 30000 },
        { category_id: ana.cat('Restaurantes'), amount: 10000 },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ month: '2024-08', budgeted: 40000 });
    const second = (await put(ana, '2024-08', { lines: [{ category_id: ana.cat('Supermercado'), amount: 0 }] }))
      .data as unknown as Budget;
    expect(second.budgeted).toBe(10000);
    expect(lineOf(second, ana.cat('Supermercado')).budgeted).toBe(0);
    expect(lineOf(second, ana.cat('Restaurantes')).budgeted).toBe(10000);
    const rows = await ctx.database.db
      .select()
      .from(budgetLines)
      .where(and(eq(budgetLines.categoryId, ana.cat('Supermercado')), eq(budgetLines.month, '2024-08')));
    expect(rows).toEqual([]);
  });

  it('computes left to budget from the expected income, and actual income from income transactions', async () => {
    const saved = await put(ana, '2024-09', {
      expected_income: 250000,
      lines: [
        { category_id: ana.cat('Supermercado'), amount: 40000 },
        { category_id: ana.cat('Alquiler o hipoteca'), amount: 90000 },
      ],
    });
    expect(saved.data).toMatchObject({ expected_income: 250000, budgeted: 130000, left_to_budget: 120000 });
    await spend(ana, eur, '2024-09-01', 250000, 'Salario');
    await spend(ana, eur, '2024-09-12', 5000, 'Reembolsos');
    await newTx(ctx, ana.token, { account_id: eur, date: '2024-09-13', amount: 7000 });
    expect(await budget(ana, '2024-09')).toMatchObject({ actual_income: 255000, spent: 0 });
    // Leaving expected_income out keeps it; setting it lower can leave a negative remainder.
    expect((await put(ana, '2024-09', { lines: [] })).data).toMatchObject({
      expected_income: 250000,
      left_to_budget: 120000,
    });
    expect((await put(ana, '2024-09', { expected_income: 100000 })).data).toMatchObject({ left_to_budget: -30000 });
  });
});

describe('spending', () => {
  it('counts plain transactions and split lines, nets refunds, ignores transfers, other months and uncategorised rows', async () => {
    const savings = await newAccount(ctx, ana.token, { name: 'Ahorro', type: 'savings' });
    await put(ana, '2024-10', {
      lines: [
        { category_id: ana.cat('Supermercado'), amount: 50000 },
        { category_id: ana.cat('Restaurantes'), amount: 20000 },
      ],
    });
    await spend(ana, eur, '2024-10-03', -12000, 'Supermercado');
    await newTx(ctx, ana.token, {
      account_id: eur,
      date: '2024-10-05',
      amount: -10000,
      splits: [
        { category_id: ana.cat('Supermercado'), amount: -6000 },
        { category_id: ana.cat('Restaurantes'), amount: -4000 },
      ],
    });
    await spend(ana, eur, '2024-10-07', 2000, 'Supermercado');
    await newTransfer(ctx, ana.token, {
      from_account_id: eur,
      to_account_id: savings,
      date: '2024-10-08',
      amount: 30000,
    });
    await newTx(ctx, ana.token, { account_id: eur, date: '2024-10-09', amount: -999 });
    await spend(ana, eur, '2024-09-30', -1111, 'Supermercado');
    await spend(ana, eur, '2024-11-01', -2222, 'Supermercado');
    const data = await budget(ana, '2024-10');
    expect(lineOf(data, ana.cat('Supermercado'))).toMatchObject({
      budgeted: 50000,
      spent: 16000,
      available: 34000,
      status: 'ok',
    });
    expect(lineOf(data, ana.cat('Restaurantes'))).toMatchObject({ budgeted: 20000, spent: 4000, available: 16000 });
    expect(data.groups.find((group) => group.name === 'Alimentación')).toMatchObject({
      budgeted: 70000,
      spent: 20000,
      available: 50000,
    });
    expect(data).toMatchObject({ spent: 20000, budgeted: 70000, actual_income: 0, missing_rates: [] });
  });

  it('converts other currencies with the rate of the day, and reports a missing rate instead of guessing', async () => {
    const usd = await newAccount(ctx, ana.token, { name: 'Dólares', currency: 'USD' });
    await spend(ana, usd, '2024-11-10', -1000, 'Cafeterías');
    const without = await budget(ana, '2024-11');
    expect(without.missing_rates).toEqual([{ from_currency: 'USD', to_currency: 'EUR' }]);
    expect(lineOf(without, ana.cat('Cafeterías')).spent).toBe(0);
    await newRate(ctx, ana.token, { from_currency: 'USD', to_currency: 'EUR', rate: '0.9', date: '2024-11-01' });
    const withRate = await budget(ana, '2024-11');
    expect(withRate.missing_rates).toEqual([]);
    expect(lineOf(withRate, ana.cat('Cafeterías')).spent).toBe(900);
  });

  it('uses the month start day: with day 25 the 24th belongs to the previous budget month', async () => {
    const paid = await newPlanner(ctx, { month_start_day: 25 });
    const account = await newAccount(ctx, paid.token);
    await spend(paid, account, '2025-03-24', -1000, 'Supermercado');
    await spend(paid, account, '2025-03-25', -2000, 'Supermercado');
    await spend(paid, account, '2025-04-24', -4000, 'Supermercado');
    await spend(paid, account, '2025-04-25', -8000, 'Supermercado');
    const march = await budget(paid, '2025-03');
    expect(march.period).toEqual({ from: '2025-03-25', to: '2025-04-24' });
    expect(lineOf(march, paid.cat('Supermercado')).spent).toBe(6000);
    expect(lineOf(await budget(paid, '2025-02'), paid.cat('Supermercado')).spent).toBe(1000);
    expect(lineOf(await budget(paid, '2025-04'), paid.cat('Supermercado')).spent).toBe(8000);
  });

  it('sets the status: ok below 80 %, warning from 80 %, at_limit exactly at it, over past it or with no budget', async () => {
    const cases: [string, number, number, string, number][] = [
      ['Domicilios', 10000, 0, 'ok', 0],
      ['Gas', 10000, 7000, 'ok', 0.7],
      ['Agua', 10000, 8000, 'warning', 0.8],
      ['Electricidad', 10000, 9999, 'warning', 1],
      ['Internet', 10000, 10000, 'at_limit', 1],
      ['Teléfono móvil', 10000, 12500, 'over', 1.25],
    ];
    await put(ana, '2024-12', { lines: cases.map(([name, amount]) => ({ category_id: ana.cat(name), amount })) });
    for (const [name, , spent] of cases) if (spent) await spend(ana, eur, '2024-12-10', -spent, name);
    await spend(ana, eur, '2024-12-11', -500, 'Farmacia');
    const data = await budget(ana, '2024-12');
    for (const [name, , spent, status, progress] of cases)
      expect(lineOf(data, ana.cat(name)), name).toMatchObject({ spent, status, progress });
    expect(lineOf(data, ana.cat('Farmacia'))).toMatchObject({
      budgeted: 0,
      spent: 500,
      available: -500,
      status: 'over',
      progress: 1,
    });
  });
});

describe('rollover', () => {
  it('carries what was left or overspent month after month, and stops where rollover is off', async () => {
    const cafe = ana.cat('Cafeterías');
    for (const month of ['2025-01', '2025-02', '2025-03'])
      await put(ana, month, { lines: [{ category_id: cafe, amount: 10000, rollover: true }] });
    await put(ana, '2025-04', { lines: [{ category_id: cafe, amount: 10000 }] });
    await put(ana, '2025-05', { lines: [{ category_id: cafe, amount: 10000 }] });
    await spend(ana, eur, '2025-01-10', -6000, 'Cafeterías');
    await spend(ana, eur, '2025-02-10', -15000, 'Cafeterías');
    await spend(ana, eur, '2025-03-10', -2000, 'Cafeterías');
    expect(lineOf(await budget(ana, '2025-01'), cafe)).toMatchObject({ carried: 0, available: 4000, rollover: true });
    expect(lineOf(await budget(ana, '2025-02'), cafe)).toMatchObject({
      carried: 4000,
      available: -1000,
      status: 'over',
    });
    expect(lineOf(await budget(ana, '2025-03'), cafe)).toMatchObject({ carried: -1000, available: 7000, status: 'ok' });
    expect(lineOf(await budget(ana, '2025-04'), cafe)).toMatchObject({
      carried: 7000,
      available: 17000,
      rollover: false,
    });
    expect(lineOf(await budget(ana, '2025-05'), cafe)).toMatchObject({ carried: 0, available: 10000 });
    // Turning February's rollover off cuts the chain: March starts again from zero.
    await put(ana, '2025-02', { lines: [{ category_id: cafe, amount: 10000, rollover: false }] });
    expect(lineOf(await budget(ana, '2025-03'), cafe)).toMatchObject({ carried: 0, available: 8000 });
    expect(lineOf(await budget(ana, '2025-04'), cafe)).toMatchObject({ carried: 8000, available: 18000 });
  });
});

describe('POST /budgets/:month/copy', () => {
  it('copies last month lines with their rollover flag', async () => {
    const eva = await newPlanner(ctx);
    await put(eva, '2025-06', {
      lines: [
        { category_id: eva.cat('Supermercado'), amount: 50000, rollover: true },
        { category_id: eva.cat('Gas'), amount: 3000 },
      ],
    });
    await put(eva, '2025-07', { lines: [{ category_id: eva.cat('Agua'), amount: 2000 }] });
    const copied = await call(ctx, 'POST', '/api/budgets/2025-07/copy', {
      token: eva.token,
      body: { source: 'last_month' },
    });
    expect(copied).toMatchObject({ status: 200, data: { message: 'Copiamos 2 líneas de presupuesto' } });
    const july = await budget(eva, '2025-07');
    expect(lineOf(july, eva.cat('Supermercado'))).toMatchObject({ budgeted: 50000, rollover: true, carried: 50000 });
    expect(lineOf(july, eva.cat('Gas'))).toMatchObject({ budgeted: 3000, rollover: false });
    expect(lineOf(july, eva.cat('Agua')).budgeted).toBe(2000);
    const empty = await call(ctx, 'POST', '/api/budgets/2025-01/copy', {
      token: eva.token,
      body: { source: 'last_month' },
    });
    expect(empty.data).toEqual({ message: 'Copiamos 0 líneas de presupuesto' });
    const one = await call(ctx, 'POST', '/api/budgets/2025-08/copy', {
      token: eva.token,
      body: { source: 'last_month' },
    });
    expect(one.data).toEqual({ message: 'Copiamos 3 líneas de presupuesto' });
  });

  it('average_3 budgets the rounded average spent in each of the last three months', async () => {
    const eva = await newPlanner(ctx);
    const account = await newAccount(ctx, eva.token);
    await spend(eva, account, '2025-05-15', -9000, 'Cine y eventos');
    await spend(eva, account, '2025-06-10', -1000, 'Taxi y VTC');
    await spend(eva, account, '2025-07-10', -2000, 'Taxi y VTC');
    await spend(eva, account, '2025-08-10', -2003, 'Taxi y VTC');
    await spend(eva, account, '2025-06-11', -3000, 'Farmacia');
    await spend(eva, account, '2025-07-11', 500, 'Farmacia');
    await spend(eva, account, '2025-08-11', 250000, 'Salario');
    const copied = await call(ctx, 'POST', '/api/budgets/2025-09/copy', {
      token: eva.token,
      body: { source: 'average_3' },
    });
    expect(copied.data).toEqual({ message: 'Copiamos 2 líneas de presupuesto' });
    const september = await budget(eva, '2025-09');
    expect(lineOf(september, eva.cat('Taxi y VTC')).budgeted).toBe(1668);
    expect(lineOf(september, eva.cat('Farmacia')).budgeted).toBe(1000);
    expect(lineOf(september, eva.cat('Cine y eventos')).budgeted).toBe(0);
    expect(september.budgeted).toBe(2668);
  });

  it('rejects an unknown source', async () => {
    const res = await call(ctx, 'POST', '/api/budgets/2025-09/copy', {
      token: ana.token,
      body: { source: 'average_12' },
    });
    expect(res.status).toBe(400);
    expect(firstError(res).field).toBe('source');
  });
});
