import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { setClock } from '../../../test/helpers/money-helpers.ts';
import { newAccount, newPlanner, newTransfer, newTx, type Planner } from '../../../test/helpers/planning-helpers.ts';

// Reports count the user's months (decision 022). Payday on the 25th: the month labelled
// '2025-01' runs from 25 January to 24 February, as in the budget. The same movements for a user
// whose month starts on the 1st are the control: there the 24th and the 25th share a month.

type Period = { from: string; to: string };
type IncomeRow = { month: string; period?: Period; income: number; expense: number; net: number };
type SpendingRow = {
  category_id: string | null;
  name: string;
  amount: number;
  children: { name: string; amount: number }[];
};
type Envelope<T> = {
  base_currency: string | null;
  from: string;
  to: string;
  month_start_day?: number;
  missing_rates: unknown[];
  rows: T;
};
type Sankey = { nodes: { name: string }[]; links: { source: number; target: number; value: number }[] };

let ctx: TestContext;
let payday: Setup;
let calendar: Setup;
type Setup = { user: Planner; main: string; wallet: string };

async function setUp(startDay: number): Promise<Setup> {
  const user = await newPlanner(ctx, { month_start_day: startDay });
  const main = await newAccount(ctx, user.token, {
    name: 'Principal',
    opening_balance: 100000,
    opening_date: '2024-06-01',
  });
  const wallet = await newAccount(ctx, user.token, { name: 'Cartera', type: 'cash', opening_date: '2024-06-01' });
  const spend = (date: string, amount: number, category?: string) =>
    newTx(ctx, user.token, {
      account_id: main,
      date,
      amount,
      ...(category ? { category_id: user.cat(category) } : {}),
    });
  await spend('2025-01-10', 300000, 'Salario');
  await spend('2025-01-24', -1000, 'Supermercado');
  await spend('2025-01-25', -2000, 'Supermercado');
  await newTransfer(ctx, user.token, {
    from_account_id: main,
    to_account_id: wallet,
    date: '2025-01-26',
    amount: 5000,
  });
  // Filed under the group itself: spending, but no budget line can hold it.
  await spend('2025-01-27', -700, 'Alimentación');
  await newTx(ctx, user.token, {
    account_id: main,
    date: '2025-01-30',
    amount: -10000,
    splits: [
      { category_id: user.cat('Supermercado'), amount: -6000 },
      { category_id: user.cat('Farmacia'), amount: -4000 },
    ],
  });
  await spend('2025-02-24', -4000, 'Restaurantes');
  await spend('2025-02-25', 50000, 'Salario');
  await spend('2025-03-05', -900);
  await call(ctx, 'PUT', '/api/budgets/2025-01', {
    token: user.token,
    body: { lines: [{ category_id: user.cat('Supermercado'), amount: 10000 }] },
  });
  return { user, main, wallet };
}

beforeAll(async () => {
  ctx = await createTestApp();
  // Today is 10 March 2025: with payday on the 25th, the month '2025-02' (25 February – 24 March).
  setClock(ctx, '2025-03-10T12:00:00Z');
  payday = await setUp(25);
  calendar = await setUp(1);
});
afterAll(async () => ctx.close());

async function report<T>(name: string, query: string, user: Planner): Promise<Envelope<T>> {
  const res = await call(ctx, 'GET', `/api/reports/${name}?${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Envelope<T>;
}

// Dates keep their meaning: the months reported are those the two dates fall in.
const JAN_FEB = 'from=2025-01-01&to=2025-02-28';

describe('income-expense', () => {
  it('puts the 24th and the 25th in different months, each month with its dates', async () => {
    const data = await report<IncomeRow[]>('income-expense', JAN_FEB, payday.user);
    expect(data).toMatchObject({ from: '2025-01-01', to: '2025-02-28', month_start_day: 25 });
    expect(data.rows).toEqual([
      {
        month: '2024-12',
        period: { from: '2024-12-25', to: '2025-01-24' },
        income: 300000,
        expense: -1000,
        net: 299000,
      },
      { month: '2025-01', period: { from: '2025-01-25', to: '2025-02-24' }, income: 0, expense: -16700, net: -16700 },
      { month: '2025-02', period: { from: '2025-02-25', to: '2025-03-24' }, income: 50000, expense: -900, net: 49100 },
    ]);
  });

  it('keeps calendar months, without dates, when the month starts on the 1st', async () => {
    const data = await report<IncomeRow[]>('income-expense', JAN_FEB, calendar.user);
    expect(data.month_start_day).toBe(1);
    expect(data.rows).toEqual([
      { month: '2025-01', income: 300000, expense: -13700, net: 286300 },
      { month: '2025-02', income: 50000, expense: -4000, net: 46000 },
    ]);
  });

  it('narrows to a category and an account over the edge stretches too', async () => {
    const market = await report<IncomeRow[]>(
      'income-expense',
      `${JAN_FEB}&category_ids=${payday.user.cat('Supermercado')}`,
      payday.user,
    );
    expect(market.rows.map((row) => row.expense)).toEqual([-1000, -8000, 0]);
    const wallet = await report<IncomeRow[]>('income-expense', `${JAN_FEB}&account_ids=${payday.wallet}`, payday.user);
    expect(wallet.rows.map((row) => [row.income, row.expense])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('defaults to the last twelve of the user’s months, this one included', async () => {
    const data = await report<IncomeRow[]>('income-expense', '', payday.user);
    expect(data).toMatchObject({ from: '2024-03-25', to: '2025-03-10' });
    expect(data.rows).toHaveLength(12);
    expect(data.rows[0]!.period).toEqual({ from: '2024-03-25', to: '2024-04-24' });
    expect(data.rows.at(-1)).toMatchObject({
      month: '2025-02',
      period: { from: '2025-02-25', to: '2025-03-24' },
      income: 50000,
    });
    const control = await report<IncomeRow[]>('income-expense', '', calendar.user);
    expect(control.from).toBe('2024-04-01');
    expect(control.rows.map((row) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, index) =>
        index < 9 ? `2024-${String(index + 4).padStart(2, '0')}` : `2025-0${index - 8}`,
      ),
    );
  });
});

describe('spending-by-category', () => {
  it('sums one user month: from the 25th, the 24th of the next month included', async () => {
    const data = await report<SpendingRow[]>('spending-by-category', 'from=2025-01-25&to=2025-02-24', payday.user);
    expect(data.rows).toEqual([
      expect.objectContaining({
        name: 'Alimentación',
        amount: 12700,
        children: [
          expect.objectContaining({ name: 'Supermercado', amount: 8000 }),
          expect.objectContaining({ name: 'Restaurantes', amount: 4000 }),
          expect.objectContaining({ name: 'Alimentación', amount: 700 }),
        ],
      }),
      expect.objectContaining({ name: 'Salud', amount: 4000 }),
    ]);
    // The same dates for the control cover January and February whole.
    const control = await report<SpendingRow[]>('spending-by-category', 'from=2025-01-25&to=2025-02-24', calendar.user);
    expect(control.rows[0]).toMatchObject({
      name: 'Alimentación',
      amount: 13700,
      children: [
        { name: 'Supermercado', amount: 9000 },
        { name: 'Restaurantes', amount: 4000 },
        { name: 'Alimentación', amount: 700 },
      ],
    });
  });

  it('over several months equals the sum of the months one by one', async () => {
    const whole = await report<SpendingRow[]>('spending-by-category', JAN_FEB, payday.user);
    const months = await Promise.all(
      ['from=2024-12-25&to=2025-01-24', 'from=2025-01-25&to=2025-02-24', 'from=2025-02-25&to=2025-03-24'].map((query) =>
        report<SpendingRow[]>('spending-by-category', query, payday.user),
      ),
    );
    const byName = (rows: SpendingRow[]) => new Map(rows.map((row) => [row.name, row.amount]));
    const summed = new Map<string, number>();
    for (const month of months)
      for (const [name, amount] of byName(month.rows)) summed.set(name, (summed.get(name) ?? 0) + amount);
    expect(byName(whole.rows)).toEqual(summed);
    expect(summed).toEqual(
      new Map([
        ['Alimentación', 13700],
        ['Salud', 4000],
        ['Sin categoría', 900],
      ]),
    );
  });
});

describe('cash-flow', () => {
  it('balances one user month: the salary of the 25th is the next month’s', async () => {
    const january = await report<Sankey>('cash-flow', 'from=2025-01-25&to=2025-02-24', payday.user);
    expect(january.rows.nodes.map((node) => node.name)).toEqual([
      'Ingresos',
      'Alimentación',
      'Salud',
      'De tus ahorros',
    ]);
    expect(january.rows.links.at(-1)!.value).toBe(16700);
    const february = await report<Sankey>('cash-flow', 'from=2025-02-25&to=2025-03-24', payday.user);
    expect(february.rows.nodes.map((node) => node.name)).toEqual(['Ingresos', 'Salario', 'Sin categoría', 'Ahorro']);
    expect(february.rows.links.map((link) => link.value)).toEqual([50000, 900, 49100]);
    const control = await report<Sankey>('cash-flow', 'from=2025-02-25&to=2025-03-24', calendar.user);
    expect(control.rows.nodes.map((node) => node.name)).toEqual([
      'Ingresos',
      'Salario',
      'Alimentación',
      'Sin categoría',
      'Ahorro',
    ]);
  });
});

describe('net-worth', () => {
  it('takes each balance on the last day of the user’s month', async () => {
    const data = await report<{ month: string; period?: Period; net_worth: number }[]>(
      'net-worth',
      JAN_FEB,
      payday.user,
    );
    expect(data.rows.map((row) => [row.month, row.period?.to, row.net_worth])).toEqual([
      ['2024-12', '2025-01-24', 399000],
      ['2025-01', '2025-02-24', 382300],
      ['2025-02', '2025-03-24', 431400],
    ]);
    const wallet = await report<{ net_worth: number }[]>(
      'net-worth',
      `${JAN_FEB}&account_ids=${payday.wallet}`,
      payday.user,
    );
    expect(wallet.rows.map((row) => row.net_worth)).toEqual([0, 5000, 5000]);
    const control = await report<{ month: string; net_worth: number }[]>('net-worth', JAN_FEB, calendar.user);
    expect(control.rows).toEqual([
      { month: '2025-01', net_worth: 386300 },
      { month: '2025-02', net_worth: 432300 },
    ]);
  });

  it('ends at the accounts’ net worth today', async () => {
    const series = await report<{ net_worth: number }[]>('net-worth', '', payday.user);
    const total = (await call(ctx, 'GET', '/api/accounts/net-worth', { token: payday.user.token })).data.total;
    expect(series.rows.at(-1)!.net_worth).toBe(total);
  });
});

describe('budget-vs-actual', () => {
  it('says, month by month, what the budget screen says', async () => {
    for (const { user } of [payday, calendar]) {
      const data = await report<{ month: string; budgeted: number; spent: number }[]>(
        'budget-vs-actual',
        JAN_FEB,
        user,
      );
      for (const row of data.rows) {
        const budget = await call(ctx, 'GET', `/api/budgets/${row.month}`, { token: user.token });
        expect(budget.status).toBe(200);
        expect({ month: row.month, budgeted: row.budgeted, spent: row.spent }).toEqual({
          month: row.month,
          budgeted: budget.data.budgeted,
          spent: budget.data.spent,
        });
      }
      if (user === payday.user)
        expect(data.rows.map((row) => [row.month, row.budgeted, row.spent])).toEqual([
          ['2024-12', 0, 1000],
          ['2025-01', 10000, 16000],
          ['2025-02', 0, 0],
        ]);
      else
        expect(data.rows.map((row) => [row.month, row.budgeted, row.spent])).toEqual([
          ['2025-01', 10000, 13000],
          ['2025-02', 0, 4000],
        ]);
    }
  });
});

describe('the Gratis plan', () => {
  it('lets the twelfth user month back through, though it starts before the calendar limit', async () => {
    const billed = await createTestApp({ BILLING_MODE: 'sandbox' });
    try {
      setClock(billed, '2025-03-10T12:00:00Z');
      const user = await newPlanner(billed, { month_start_day: 25 });
      const get = (from: string) =>
        call(billed, 'GET', `/api/reports/income-expense?from=${from}&to=2025-03-10`, { token: user.token });
      // Twelve user months back: 25 March 2024. The calendar limit is 1 April 2024.
      expect((await get('2024-03-25')).status).toBe(200);
      expect((await get('2024-03-24')).status).toBe(403);
      const control = await newPlanner(billed, { month_start_day: 1 });
      expect(
        (await call(billed, 'GET', '/api/reports/income-expense?from=2024-03-25', { token: control.token })).status,
      ).toBe(403);
      expect(
        (await call(billed, 'GET', '/api/reports/income-expense?from=2024-04-01', { token: control.token })).status,
      ).toBe(200);
    } finally {
      await billed.close();
    }
  });
});
