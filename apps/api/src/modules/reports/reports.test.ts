import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  firstError,
  isoToday,
  type Json,
  newAccount,
  newPlanner,
  newRate,
  newTransfer,
  newTx,
  type Planner,
} from '../../../test/helpers/planning-helpers.ts';

type IncomeRow = { month: string; income: number; expense: number; net: number };
type SpendingRow = {
  category_id: string | null;
  name: string;
  amount: number;
  children: { category_id: string | null; name: string; amount: number }[];
};
type Envelope<T> = {
  base_currency: string | null;
  from: string;
  to: string;
  missing_rates: { from_currency: string; to_currency: string }[];
  rows: T;
};

let ctx: TestContext;
let ana: Planner;
let main: string;
let wallet: string;
const Q1 = 'from=2025-01-01&to=2025-03-31';

beforeAll(async () => {
  ctx = await createTestApp();
  ana = await newPlanner(ctx);
  main = await newAccount(ctx, ana.token, { name: 'Principal', opening_balance: 100000, opening_date: '2024-06-01' });
  wallet = await newAccount(ctx, ana.token, { name: 'Cartera', type: 'cash', opening_date: '2024-06-01' });
  const spend = (account: string, date: string, amount: number, category?: string) =>
    newTx(ctx, ana.token, {
      account_id: account,
      date,
      amount,
      ...(category ? { category_id: ana.cat(category) } : {}),
    });
  await spend(main, '2024-12-31', -999, 'Supermercado');
  await spend(main, '2025-01-10', 200000, 'Salario');
  await spend(main, '2025-01-15', -30000, 'Supermercado');
  await spend(wallet, '2025-01-20', -10000, 'Restaurantes');
  await newTx(ctx, ana.token, {
    account_id: main,
    date: '2025-02-05',
    amount: -10000,
    splits: [
      { category_id: ana.cat('Supermercado'), amount: -6000 },
      { category_id: ana.cat('Farmacia'), amount: -4000 },
    ],
  });
  await spend(wallet, '2025-02-10', 5000, 'Supermercado');
  await newTransfer(ctx, ana.token, {
    from_account_id: main,
    to_account_id: wallet,
    date: '2025-02-12',
    amount: 50000,
  });
  await spend(main, '2025-03-01', -7000);
  await spend(main, '2025-04-01', -888, 'Supermercado');
});
afterAll(async () => ctx.close());

async function report<T>(name: string, query: string, user: Planner = ana): Promise<Envelope<T>> {
  const res = await call(ctx, 'GET', `/api/reports/${name}?${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Envelope<T>;
}

describe('income-expense', () => {
  it('sums income and expenses per calendar month, without transfers', async () => {
    const data = await report<IncomeRow[]>('income-expense', Q1);
    expect(data).toMatchObject({ base_currency: 'EUR', from: '2025-01-01', to: '2025-03-31', missing_rates: [] });
    expect(data.rows).toEqual([
      { month: '2025-01', income: 200000, expense: -40000, net: 160000 },
      { month: '2025-02', income: 5000, expense: -10000, net: -5000 },
      { month: '2025-03', income: 0, expense: -7000, net: -7000 },
    ]);
  });

  it('agrees with GET /transactions/totals month by month, for all accounts and for one', async () => {
    for (const accounts of ['', `&account_ids=${wallet}`]) {
      const rows = (await report<IncomeRow[]>('income-expense', `${Q1}${accounts}`)).rows;
      for (const [month, last] of [
        ['2025-01', '31'],
        ['2025-02', '28'],
        ['2025-03', '31'],
      ]) {
        const totals = await call(
          ctx,
          'GET',
          `/api/transactions/totals?from=${month}-01&to=${month}-${last}${accounts}`,
          { token: ana.token },
        );
        const eur = (totals.data.by_currency as unknown as IncomeRow[]).find(
          (row) => (row as unknown as Json).currency === 'EUR',
        ) ?? { income: 0, expense: 0, net: 0 };
        expect(
          rows.find((row) => row.month === month),
          `${month}${accounts}`,
        ).toMatchObject({ income: eur.income, expense: eur.expense, net: eur.net });
      }
    }
  });

  it('narrows to accounts and categories (split lines count under their own category)', async () => {
    expect(
      (await report<IncomeRow[]>('income-expense', `${Q1}&account_ids=${wallet}`)).rows.map((row) => [
        row.income,
        row.expense,
      ]),
    ).toEqual([
      [0, -10000],
      [5000, 0],
      [0, 0],
    ]);
    const market = await report<IncomeRow[]>('income-expense', `${Q1}&category_ids=${ana.cat('Supermercado')}`);
    expect(market.rows.map((row) => [row.income, row.expense])).toEqual([
      [0, -30000],
      [5000, -6000],
      [0, 0],
    ]);
    const both = await report<IncomeRow[]>(
      'income-expense',
      `${Q1}&category_ids=${ana.cat('Supermercado')},${ana.cat('Farmacia')}&account_ids=${main}`,
    );
    expect(both.rows.map((row) => row.net)).toEqual([-30000, -10000, 0]);
  });

  it('defaults to the last twelve months, this one included', async () => {
    const data = await report<IncomeRow[]>('income-expense', '');
    expect(data.to).toBe(isoToday(ctx));
    expect(data.rows).toHaveLength(12);
    expect(data.rows.at(-1)!.month).toBe(isoToday(ctx).slice(0, 7));
  });
});

describe('spending-by-category', () => {
  it('nets refunds per category, groups the children and sorts by amount', async () => {
    const data = await report<SpendingRow[]>('spending-by-category', Q1);
    expect(data.rows).toEqual([
      expect.objectContaining({
        category_id: ana.cat('Alimentación'),
        name: 'Alimentación',
        amount: 41000,
        children: [
          expect.objectContaining({ name: 'Supermercado', amount: 31000 }),
          expect.objectContaining({ name: 'Restaurantes', amount: 10000 }),
        ],
      }),
      expect.objectContaining({ category_id: null, name: 'Sin categoría', amount: 7000 }),
      expect.objectContaining({
        name: 'Salud',
        amount: 4000,
        children: [expect.objectContaining({ name: 'Farmacia', amount: 4000 })],
      }),
    ]);
    for (const group of data.rows)
      expect(group.children.reduce((acc, child) => acc + child.amount, 0)).toBe(group.amount);
  });

  it('honours the account and category filters', async () => {
    const market = await report<SpendingRow[]>('spending-by-category', `${Q1}&category_ids=${ana.cat('Supermercado')}`);
    expect(market.rows).toMatchObject([
      { name: 'Alimentación', amount: 31000, children: [{ name: 'Supermercado', amount: 31000 }] },
    ]);
    const cash = await report<SpendingRow[]>('spending-by-category', `${Q1}&account_ids=${wallet}`);
    expect(cash.rows).toMatchObject([
      { name: 'Alimentación', amount: 10000, children: [{ name: 'Restaurantes', amount: 10000 }] },
    ]);
    const january = await report<SpendingRow[]>('spending-by-category', 'from=2025-01-01&to=2025-01-31');
    expect(january.rows.map((row) => [row.name, row.amount])).toEqual([['Alimentación', 40000]]);
  });
});

describe('net-worth', () => {
  it('follows the month-end balances, accounts counting from their opening date', async () => {
    const data = await report<{ month: string; net_worth: number | null }[]>('net-worth', Q1);
    expect(data.rows).toEqual([
      { month: '2025-01', net_worth: 100000 - 999 + 200000 - 30000 - 10000 },
      { month: '2025-02', net_worth: 259001 - 10000 + 5000 },
      { month: '2025-03', net_worth: 254001 - 7000 },
    ]);
    expect(
      (await report<{ net_worth: number }[]>('net-worth', `${Q1}&account_ids=${wallet}`)).rows.map(
        (row) => row.net_worth,
      ),
    ).toEqual([-10000, 45000, 45000]);
    const eva = await newPlanner(ctx);
    await newAccount(ctx, eva.token, { opening_balance: 5000, opening_date: '2025-02-10' });
    expect((await report<{ net_worth: number }[]>('net-worth', Q1, eva)).rows.map((row) => row.net_worth)).toEqual([
      0, 5000, 5000,
    ]);
  });

  it("ends at the accounts' net worth today", async () => {
    const eva = await newPlanner(ctx);
    const account = await newAccount(ctx, eva.token, { opening_balance: 70000, opening_date: '2024-01-01' });
    const card = await newAccount(ctx, eva.token, { type: 'credit_card', opening_date: '2024-01-01' });
    await newTx(ctx, eva.token, {
      account_id: account,
      date: '2025-06-01',
      amount: -12345,
      category_id: eva.cat('Gas'),
    });
    await newTx(ctx, eva.token, {
      account_id: card,
      date: isoToday(ctx),
      amount: -4321,
      category_id: eva.cat('Ropa y calzado'),
    });
    const series = await report<{ month: string; net_worth: number }[]>('net-worth', '', eva);
    const total = (await call(ctx, 'GET', '/api/accounts/net-worth', { token: eva.token })).data.total;
    expect(total).toBe(70000 - 12345 - 4321);
    expect(series.rows.at(-1)).toEqual({ month: isoToday(ctx).slice(0, 7), net_worth: total });
  });

  it("still ends at the accounts' net worth when an account holding money is archived", async () => {
    const eva = await newPlanner(ctx);
    await newAccount(ctx, eva.token, { opening_balance: 70000, opening_date: '2024-01-01' });
    const old = await newAccount(ctx, eva.token, { name: 'Antigua', opening_date: '2024-01-01' });
    await newTx(ctx, eva.token, { account_id: old, date: '2025-05-05', amount: 3000 });
    expect(
      (await call(ctx, 'PATCH', `/api/accounts/${old}`, { token: eva.token, body: { archived: true } })).status,
    ).toBe(200);
    const series = await report<{ net_worth: number }[]>('net-worth', '', eva);
    const total = (await call(ctx, 'GET', '/api/accounts/net-worth', { token: eva.token })).data.total;
    expect(series.rows.at(-1)!.net_worth).toBe(total);
  });

  it('keeps an opening balance in the series after the account is renamed', async () => {
    const eva = await newPlanner(ctx);
    const account = await newAccount(ctx, eva.token, { opening_balance: 70000, opening_date: '2024-01-01' });
    const renamed = await call(ctx, 'PATCH', `/api/accounts/${account}`, {
      token: eva.token,
      body: { name: 'Nómina' },
    });
    expect(renamed.data).toMatchObject({ name: 'Nómina', opening_balance: 70000 });
    expect((await report<{ net_worth: number }[]>('net-worth', '', eva)).rows.at(-1)!.net_worth).toBe(70000);
  });
});

describe('cash-flow and budget-vs-actual', () => {
  it('balances the Sankey: what comes in equals what goes out plus what was saved', async () => {
    const data = await report<{
      nodes: { name: string }[];
      links: { source: number; target: number; value: number }[];
    }>('cash-flow', Q1);
    const names = data.rows.nodes.map((node) => node.name);
    expect(names).toEqual(['Ingresos', 'Salario', 'Alimentación', 'Sin categoría', 'Salud', 'Ahorro']);
    const into = data.rows.links.filter((link) => link.target === 0).reduce((acc, link) => acc + link.value, 0);
    const out = data.rows.links.filter((link) => link.source === 0).reduce((acc, link) => acc + link.value, 0);
    expect(into).toBe(200000);
    expect(out).toBe(into);
    expect(data.rows.links.find((link) => names[link.target] === 'Ahorro')?.value).toBe(200000 - 52000);
    const deficit = await report<{ nodes: { name: string }[] }>('cash-flow', 'from=2025-03-01&to=2025-03-31');
    expect(deficit.rows.nodes.map((node) => node.name)).toEqual(['Ingresos', 'Sin categoría', 'De tus ahorros']);
  });

  it('puts each month budget beside what was spent in expense categories', async () => {
    await call(ctx, 'PUT', '/api/budgets/2025-01', {
      token: ana.token,
      body: {
        lines: [
          { category_id: ana.cat('Supermercado'), amount: 40000 },
          { category_id: ana.cat('Restaurantes'), amount: 5000 },
        ],
      },
    });
    const data = await report<{ month: string; budgeted: number; spent: number }[]>('budget-vs-actual', Q1);
    expect(data.rows).toEqual([
      { month: '2025-01', budgeted: 45000, spent: 40000 },
      { month: '2025-02', budgeted: 0, spent: 5000 },
      { month: '2025-03', budgeted: 0, spent: 0 },
    ]);
  });
});

describe('multi-currency', () => {
  it('leaves out amounts without a rate and lists the missing rates, never converting 1:1', async () => {
    const eva = await newPlanner(ctx);
    const eur = await newAccount(ctx, eva.token, { opening_date: '2024-01-01' });
    const usd = await newAccount(ctx, eva.token, {
      currency: 'USD',
      opening_balance: 100000,
      opening_date: '2024-01-01',
    });
    await newTx(ctx, eva.token, {
      account_id: eur,
      date: '2025-01-05',
      amount: -2000,
      category_id: eva.cat('Supermercado'),
    });
    await newTx(ctx, eva.token, {
      account_id: usd,
      date: '2025-01-06',
      amount: 50000,
      category_id: eva.cat('Salario'),
    });
    await newTx(ctx, eva.token, {
      account_id: usd,
      date: '2025-02-06',
      amount: -10000,
      category_id: eva.cat('Supermercado'),
    });
    const query = 'from=2025-01-01&to=2025-02-28';
    const missing = [{ from_currency: 'USD', to_currency: 'EUR' }];
    const income = await report<IncomeRow[]>('income-expense', query, eva);
    expect(income.missing_rates).toEqual(missing);
    expect(income.rows).toEqual([
      { month: '2025-01', income: 0, expense: -2000, net: -2000 },
      { month: '2025-02', income: 0, expense: 0, net: 0 },
    ]);
    const spending = await report<SpendingRow[]>('spending-by-category', query, eva);
    expect(spending).toMatchObject({ missing_rates: missing, rows: [{ name: 'Alimentación', amount: 2000 }] });
    const worth = await report<{ net_worth: number | null }[]>('net-worth', query, eva);
    expect(worth).toMatchObject({ missing_rates: missing, rows: [{ net_worth: null }, { net_worth: null }] });

    // A rate from 15 February on converts February, and January stays missing.
    await newRate(ctx, eva.token, { from_currency: 'USD', to_currency: 'EUR', rate: '0.9', date: '2025-02-15' });
    const partial = await report<IncomeRow[]>('income-expense', query, eva);
    expect(partial.missing_rates).toEqual(missing);
    expect(partial.rows).toEqual([
      { month: '2025-01', income: 0, expense: -2000, net: -2000 },
      { month: '2025-02', income: 0, expense: -9000, net: -9000 },
    ]);
    expect(
      (await report<{ net_worth: number | null }[]>('net-worth', query, eva)).rows.map((row) => row.net_worth),
    ).toEqual([null, (100000 + 50000 - 10000) * 0.9 - 2000]);

    await newRate(ctx, eva.token, { from_currency: 'EUR', to_currency: 'USD', rate: '1.25', date: '2024-12-01' });
    const full = await report<IncomeRow[]>('income-expense', query, eva);
    expect(full.missing_rates).toEqual([]);
    expect(full.rows[0]).toEqual({ month: '2025-01', income: 40000, expense: -2000, net: 38000 });
  });
});

describe('bad requests', () => {
  it('rejects malformed filters with field errors and answers 401 without a token', async () => {
    const cases: [string, string][] = [
      ['from=2025-13-01', 'from'],
      ['to=ayer', 'to'],
      ['from=2025-02-30', 'from'],
      ['account_ids=cuenta', 'account_ids'],
      ['category_ids=x,y', 'category_ids'],
    ];
    for (const name of ['income-expense', 'spending-by-category', 'net-worth', 'cash-flow', 'budget-vs-actual']) {
      for (const [query, field] of cases) {
        const res = await call(ctx, 'GET', `/api/reports/${name}?${query}`, { token: ana.token });
        expect(res.status, `${name}?${query}`).toBe(400);
        expect(String(firstError(res).field)).toMatch(new RegExp(`^${field}`));
      }
      expect((await call(ctx, 'GET', `/api/reports/${name}`)).status).toBe(401);
    }
  });
});
