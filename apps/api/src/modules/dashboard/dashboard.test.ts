import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  newAccount,
  newTransfer,
  newTx,
  newUser,
  setClock,
  type Tx,
  type User,
} from '../../../test/helpers/money-helpers.ts';

// The API reads "today" from the injected clock: 28 March 2026, so with payday on the 25th the
// budget month runs from 25 March to 24 April.
const NOW = '2026-03-28T12:00:00Z';
const DAY = 24 * 3600 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  setClock(ctx, NOW);
});
afterAll(async () => ctx.close());

type Dashboard = {
  base_currency: string | null;
  net_worth: { total: number | null; missing_rates: unknown[] };
  trend: { month: string; net_worth: number | null }[];
  period: { from: string; to: string };
  income: number | null;
  expense: number | null;
  uncategorised_expense: number | null;
  left: number | null;
  missing_rates: { from_currency: string; to_currency: string }[];
  spending_by_category: { category_id: string | null; name: string; color: string; amount: number }[];
  latest: Tx[];
  has_transactions: boolean;
};
const dashboard = async (token: string, headers?: Record<string, string>) => {
  const res = await call(ctx, 'GET', '/api/reports/dashboard', { token, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Dashboard;
};
const TREND_MONTHS = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];

describe('dashboard of a new user', () => {
  it('has no transactions, zeros and a 12-month trend', async () => {
    const user = await newUser(ctx);
    const data = await dashboard(user.token);
    expect(data).toMatchObject({
      base_currency: 'EUR',
      period: { from: '2026-03-01', to: '2026-03-31' },
      income: 0,
      expense: 0,
      left: 0,
      missing_rates: [],
      spending_by_category: [],
      latest: [],
      has_transactions: false,
      net_worth: { total: 0, missing_rates: [] },
    });
    expect(data.trend).toEqual(TREND_MONTHS.map((month) => ({ month, net_worth: 0 })));
  });

  it('requires a token', async () => {
    expect((await call(ctx, 'GET', '/api/reports/dashboard')).status).toBe(401);
  });
});

/** Dates of the shared month of transactions: one before the period, six in it, one after. */
type MonthDates = {
  before: string;
  salary: string;
  market: string;
  split: string;
  loose: string;
  transfer: string;
  taxi: string;
  after: string;
};

/**
 * A user paid on `monthStartDay` with a checking account (opening 100,000) and a savings one, and
 * the same month of transactions: salary, a purchase, a split purchase, an uncategorised one, a
 * transfer to savings and a taxi inside the period, a purchase before it and one after it.
 */
async function userWithMonth(monthStartDay: number, dates: MonthDates) {
  const user = await newUser(ctx, { month_start_day: monthStartDay });
  const checking = await newAccount(ctx, user.token, {
    name: 'Nómina',
    opening_balance: 100_000,
    opening_date: dates.before,
  });
  const savings = await newAccount(ctx, user.token, { name: 'Ahorro', type: 'savings', opening_date: dates.before });
  const tx: Record<string, Tx> = {};
  const add = async (name: string, body: Record<string, unknown>) =>
    (tx[name] = await newTx(ctx, user.token, { account_id: checking, ...body }));
  await add('before', { date: dates.before, amount: -5000, category_id: user.cat('Supermercado') });
  await add('salary', { date: dates.salary, amount: 250_000, category_id: user.cat('Salario') });
  await add('market', { date: dates.market, amount: -4530, category_id: user.cat('Supermercado') });
  await add('split', {
    date: dates.split,
    amount: -3000,
    splits: [
      { category_id: user.cat('Supermercado'), amount: -1000 },
      { category_id: user.cat('Combustible'), amount: -2000 },
    ],
  });
  await add('loose', { date: dates.loose, amount: -1200, category_id: null });
  const legs = await newTransfer(ctx, user.token, {
    from_account_id: checking,
    to_account_id: savings,
    date: dates.transfer,
    amount: 20_000,
  });
  await add('taxi', { date: dates.taxi, amount: -800, category_id: user.cat('Taxi y VTC') });
  await add('after', { date: dates.after, amount: -999, category_id: user.cat('Gas') });
  return { user, tx, legs, add };
}

describe('dashboard with payday on the 25th', () => {
  let user: User;
  let tx: Record<string, Tx>;
  let legs: [Tx, Tx];
  beforeAll(async () => {
    ({ user, tx, legs } = await userWithMonth(25, {
      before: '2026-03-24',
      salary: '2026-03-25',
      market: '2026-03-26',
      split: '2026-03-27',
      loose: '2026-03-27',
      transfer: '2026-03-28',
      taxi: '2026-03-28',
      after: '2026-04-25',
    }));
  });

  it('uses the budget month that contains today', async () => {
    expect((await dashboard(user.token)).period).toEqual({ from: '2026-03-25', to: '2026-04-24' });
  });

  it('sums income and expense of the period as the budget does: transfers and uncategorised left out', async () => {
    const data = await dashboard(user.token);
    expect({ income: data.income, expense: data.expense, left: data.left }).toEqual({
      income: 250_000,
      expense: -8330,
      left: 241_670,
    });
    expect(data.uncategorised_expense).toBe(-1200);
    const budget = await call(ctx, 'GET', '/api/budgets/2026-03', { token: user.token });
    expect(-data.expense!).toBe(budget.data.spent);
    expect(data.has_transactions).toBe(true);
    expect(data.missing_rates).toEqual([]);
  });

  it('groups spending by top-level group, counting split lines, largest first', async () => {
    const { spending_by_category: spending } = await dashboard(user.token);
    expect(spending).toEqual([
      { category_id: user.cat('Alimentación'), name: 'Alimentación', color: '#2f9e44', amount: 5530 },
      { category_id: user.cat('Transporte'), name: 'Transporte', color: '#f08c00', amount: 2800 },
    ]);
  });

  it('shows the latest 8 transactions, newest first', async () => {
    const { latest } = await dashboard(user.token);
    expect(latest).toHaveLength(8);
    expect(latest[0]!.id).toBe(tx.after!.id);
    expect(new Set(latest.map((row) => row.id))).toEqual(
      new Set([tx.after, legs[0], legs[1], tx.taxi, tx.split, tx.loose, tx.market, tx.salary].map((row) => row!.id)),
    );
    const keys = latest.map((row) => `${row.date}|${row.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(latest.find((row) => row.id === tx.split!.id)?.splits).toHaveLength(2);
  });

  it('traces month-end net worth over 12 months', async () => {
    const data = await dashboard(user.token);
    expect(data.trend.map((point) => point.month)).toEqual(TREND_MONTHS);
    // the accounts open with the month's first movement: earlier months hold nothing; March ends before the April expense
    expect(data.trend.slice(0, 11).every((point) => point.net_worth === 0)).toBe(true);
    expect(data.trend[11]).toEqual({
      month: '2026-03',
      net_worth: 100_000 + 250_000 - 5000 - 4530 - 3000 - 1200 - 800,
    });
    expect(data.net_worth.total).toBe(100_000 + 250_000 - 5000 - 4530 - 3000 - 1200 - 800 - 999);
  });
});

// Payday on the 1st: the month is a calendar month, read from the monthly totals instead of the
// rows (period-sums.ts). Same transactions as above, so the figures must come out the same.
describe('dashboard with payday on the 1st', () => {
  let user: User;
  let tx: Record<string, Tx>;
  beforeAll(async () => {
    const month = await userWithMonth(1, {
      before: '2026-02-28',
      salary: '2026-03-01',
      market: '2026-03-15',
      split: '2026-03-20',
      loose: '2026-03-27',
      transfer: '2026-03-28',
      taxi: '2026-03-31',
      after: '2026-04-01',
    });
    ({ user, tx } = month);
    // A refund in an expense category reduces what was spent there, as in the budget.
    await month.add('refund', { date: '2026-03-16', amount: 500, category_id: user.cat('Supermercado') });
  });

  it('sums the calendar month: income, expense and spending by group, transfers left out', async () => {
    const data = await dashboard(user.token);
    expect(data.period).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect({ income: data.income, expense: data.expense, left: data.left }).toEqual({
      income: 250_000,
      expense: -7830,
      left: 242_170,
    });
    expect(data.spending_by_category).toEqual([
      { category_id: user.cat('Alimentación'), name: 'Alimentación', color: '#2f9e44', amount: 5030 },
      { category_id: user.cat('Transporte'), name: 'Transporte', color: '#f08c00', amount: 2800 },
    ]);
  });

  it('follows edits and deletions: a purchase moved out of the month and a deleted split', async () => {
    const moved = await call(ctx, 'PATCH', `/api/transactions/${tx.market!.id}`, {
      token: user.token,
      body: { date: '2026-04-02' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const deleted = await call(ctx, 'DELETE', `/api/transactions/${tx.split!.id}`, { token: user.token });
    expect(deleted.status).toBe(200);
    const data = await dashboard(user.token);
    expect({ income: data.income, expense: data.expense }).toEqual({ income: 250_000, expense: -300 });
    expect(data.uncategorised_expense).toBe(-1200);
    expect(data.spending_by_category).toEqual([
      { category_id: user.cat('Transporte'), name: 'Transporte', color: '#f08c00', amount: 800 },
    ]);
  });
});

describe('dashboard and budget agree on what was spent', () => {
  it('leaves a reconciliation adjustment and uncategorised income out of both', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token, { opening_balance: 100_000, opening_date: '2026-03-01' });
    await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-03-02',
      amount: -20_000,
      category_id: user.cat('Supermercado'),
    });
    await newTx(ctx, user.token, { account_id: account, date: '2026-03-03', amount: 5000, category_id: null });
    const reconciled = await call(ctx, 'POST', `/api/accounts/${account}/reconciliations`, {
      token: user.token,
      body: { date: '2026-03-04', statement_balance: 75_000, adjust: true },
    });
    expect(reconciled.status, JSON.stringify(reconciled.body)).toBe(201);
    const adjustment = reconciled.data.adjustment_amount as number;
    expect(adjustment).toBeLessThan(0);
    const data = await dashboard(user.token);
    const budget = await call(ctx, 'GET', '/api/budgets/2026-03', { token: user.token });
    expect(budget.data.spent).toBe(20_000);
    expect({ income: data.income, expense: data.expense, uncategorised: data.uncategorised_expense }).toEqual({
      income: 0,
      expense: -20_000,
      uncategorised: adjustment,
    });
  });
});

describe('dashboard across currencies', () => {
  it('leaves income empty and lists the missing rate, then converts once the rate exists', async () => {
    const user = await newUser(ctx, { base_currency: 'EUR' });
    const eur = await newAccount(ctx, user.token);
    const cop = await newAccount(ctx, user.token, { name: 'Bancolombia', currency: 'COP' });
    await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-03-02',
      amount: 100_000,
      category_id: user.cat('Salario'),
    });
    await newTx(ctx, user.token, {
      account_id: cop,
      date: '2026-03-03',
      amount: 4_250_000,
      category_id: user.cat('Honorarios'),
    });
    await newTx(ctx, user.token, {
      account_id: cop,
      date: '2026-03-04',
      amount: -425_000,
      category_id: user.cat('Supermercado'),
    });
    await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-03-05',
      amount: -2000,
      category_id: user.cat('Supermercado'),
    });

    const missing = await dashboard(user.token);
    expect(missing).toMatchObject({
      income: null,
      expense: null,
      left: null,
      missing_rates: [{ from_currency: 'COP', to_currency: 'EUR' }],
    });
    expect(missing.net_worth.total).toBeNull();
    expect(missing.trend.at(-1)).toEqual({ month: '2026-03', net_worth: null });

    await call(ctx, 'POST', '/api/exchange-rates', {
      token: user.token,
      body: { from_currency: 'EUR', to_currency: 'COP', rate: '4250', date: '2026-03-01' },
    });
    const converted = await dashboard(user.token);
    // 4.250.000 COP = 1000 €, 425.000 COP = 100 €
    expect(converted).toMatchObject({ income: 200_000, expense: -12_000, left: 188_000, missing_rates: [] });
    expect(converted.spending_by_category).toEqual([
      { category_id: user.cat('Alimentación'), name: 'Alimentación', color: '#2f9e44', amount: 12_000 },
    ]);
    expect(converted.net_worth.total).toBe(100_000 - 2000 + 100_000 - 10_000);
  });
});

describe('dashboard as time passes', () => {
  it('moves to the next budget month when the clock passes payday', async () => {
    const user = await newUser(ctx, { month_start_day: 25 });
    const account = await newAccount(ctx, user.token);
    const category_id = user.cat('Supermercado');
    await newTx(ctx, user.token, { account_id: account, date: '2026-03-26', amount: -1000, category_id });
    await newTx(ctx, user.token, { account_id: account, date: '2026-04-25', amount: -700, category_id });
    expect(await dashboard(user.token)).toMatchObject({
      period: { from: '2026-03-25', to: '2026-04-24' },
      expense: -1000,
    });
    ctx.clock.advance(29 * DAY); // 26 April
    expect(await dashboard(user.token)).toMatchObject({
      period: { from: '2026-04-25', to: '2026-05-24' },
      expense: -700,
    });
  });
});

describe("dashboard in the user's time zone", () => {
  it("shows the user's month, not UTC's, late on the month's last evening", async () => {
    // 02:00 UTC on 1 June is 21:00 on 31 May in Bogotá and 04:00 on 1 June in Madrid.
    setClock(ctx, '2026-06-01T02:00:00Z');
    try {
      const user = await newUser(ctx);
      const account = await newAccount(ctx, user.token);
      const category_id = user.cat('Supermercado');
      await newTx(ctx, user.token, { account_id: account, date: '2026-05-31', amount: -2500, category_id });
      expect(await dashboard(user.token, { 'x-time-zone': 'America/Bogota' })).toMatchObject({
        period: { from: '2026-05-01', to: '2026-05-31' },
        expense: -2500,
      });
      expect(await dashboard(user.token, { 'x-time-zone': 'Europe/Madrid' })).toMatchObject({
        period: { from: '2026-06-01', to: '2026-06-30' },
        expense: 0,
      });
      // Without a zone, or with one Intl does not know, the date is UTC's: no error.
      expect(await dashboard(user.token)).toMatchObject({ period: { from: '2026-06-01' } });
      expect(await dashboard(user.token, { 'x-time-zone': 'Marte/Olympus' })).toMatchObject({
        period: { from: '2026-06-01' },
      });
    } finally {
      setClock(ctx, NOW);
    }
  });
});
