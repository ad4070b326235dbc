import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  firstError,
  isoDaysFromToday,
  isoToday,
  type Json,
  newAccount,
  newPlanner,
  newTx,
  type Planner,
  shiftMonth,
} from '../../../test/helpers/planning-helpers.ts';

type Item = { kind: 'reminder' | 'prospect'; title: string; date: string; amount: number; probability: number };
type Month = { month: string; expected: number; low: number; high: number; items: Item[] };
type Forecast = Json & { start_balance: number | null; assumptions: Json; missing_rates: Json[]; months: Month[] };

let ctx: TestContext;
let ana: Planner;
let thisMonth: string;
// Six complete months of history: salary 201 000 … 206 000, rent 150 000 every month.
const nets = [1, 2, 3, 4, 5, 6].map((k) => 50000 + k * 1000);
const START = nets.reduce((acc, value) => acc + value, 0);
const MEAN = START / 6;
const VARIANCE = nets.reduce((acc, value) => acc + (value - MEAN) ** 2, 0) / 5;

beforeAll(async () => {
  ctx = await createTestApp();
  thisMonth = isoToday(ctx).slice(0, 7);
  ana = await newPlanner(ctx);
  const account = await newAccount(ctx, ana.token, { opening_date: '2020-01-01' });
  for (const k of [1, 2, 3, 4, 5, 6]) {
    const month = shiftMonth(thisMonth, -k);
    await newTx(ctx, ana.token, {
      account_id: account,
      date: `${month}-05`,
      amount: 200000 + k * 1000,
      category_id: ana.cat('Salario'),
    });
    await newTx(ctx, ana.token, {
      account_id: account,
      date: `${month}-06`,
      amount: -150000,
      category_id: ana.cat('Alquiler o hipoteca'),
    });
  }
});
afterAll(async () => ctx.close());

async function forecast(months: number, user: Planner = ana): Promise<Forecast> {
  const res = await call(ctx, 'GET', `/api/reports/forecast?months=${months}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Forecast;
}
async function prospect(body: Json) {
  const res = await call(ctx, 'POST', '/api/prospects', {
    token: ana.token,
    body: { kind: 'income', currency: 'EUR', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data;
}

describe('forecast from history', () => {
  it('starts at today net worth and projects the average monthly net with a ±1σ band that widens', async () => {
    const data = await forecast(3);
    expect(data).toMatchObject({ base_currency: 'EUR', start_balance: START, missing_rates: [] });
    expect(data.assumptions).toEqual({
      months_used: 6,
      average_income: 203500,
      average_expense: -150000,
      monthly_std_dev: Math.round(Math.sqrt(VARIANCE)),
      recurring_reminders_included: false,
    });
    expect(data.months.map((month) => month.month)).toEqual([1, 2, 3].map((k) => shiftMonth(thisMonth, k)));
    data.months.forEach((month, index) => {
      const k = index + 1;
      const expected = START + k * MEAN;
      const spread = Math.sqrt(k * VARIANCE);
      expect(month).toEqual({
        month: shiftMonth(thisMonth, k),
        expected: Math.round(expected),
        low: Math.round(expected - spread),
        high: Math.round(expected + spread),
        items: [],
      });
    });
  });

  it('answers 3, 6 or 12 consecutive months, the band never narrowing', async () => {
    for (const count of [3, 6, 12]) {
      const data = await forecast(count);
      expect(data.months.map((month) => month.month)).toEqual(
        Array.from({ length: count }, (_, index) => shiftMonth(thisMonth, index + 1)),
      );
      const widths = data.months.map((month) => month.high - month.low);
      for (let index = 1; index < widths.length; index++) expect(widths[index]!).toBeGreaterThan(widths[index - 1]!);
      for (const month of data.months) expect(month.low).toBeLessThanOrEqual(month.expected);
    }
  });

  it('is flat and without a band for a user with no history', async () => {
    const eva = await newPlanner(ctx);
    await newAccount(ctx, eva.token, { opening_balance: 12345, opening_date: '2020-01-01' });
    const data = await forecast(6, eva);
    expect(data.assumptions).toEqual({
      months_used: 0,
      average_income: 0,
      average_expense: 0,
      monthly_std_dev: 0,
      recurring_reminders_included: true,
    });
    for (const month of data.months) expect(month).toMatchObject({ expected: 12345, low: 12345, high: 12345 });
  });

  it('counts a new user’s recurring rent month by month, since no mean holds it yet', async () => {
    const leo = await newPlanner(ctx);
    await newAccount(ctx, leo.token, { opening_balance: 1_000_000, opening_date: '2020-01-01' });
    const rent = {
      title: 'Arriendo',
      amount: -150000,
      next_due: `${shiftMonth(thisMonth, 1)}-01`,
      recurrence: { kind: 'monthly_day', day: 1 },
    };
    expect((await call(ctx, 'POST', '/api/reminders', { token: leo.token, body: rent })).status).toBe(201);
    const data = await forecast(3, leo);
    expect(data.assumptions).toMatchObject({ months_used: 0, monthly_std_dev: 0, recurring_reminders_included: true });
    expect(data.months.map((month) => month.items.map((item) => item.title))).toEqual([
      ['Arriendo'],
      ['Arriendo'],
      ['Arriendo'],
    ]);
    expect(data.months.map((month) => month.expected)).toEqual([850_000, 700_000, 550_000]);
  });
});

describe('known items', () => {
  it('weights prospects by probability, adds one-off bills, and leaves out what cannot count', async () => {
    const baseline = await forecast(6);
    const twoAhead = `${shiftMonth(thisMonth, 2)}-10`;
    await prospect({ title: 'Bono', amount: 100000, probability: 40, expected_date: twoAhead });
    await prospect({
      title: 'Multa',
      kind: 'expense',
      amount: 20000,
      probability: 100,
      expected_date: `${shiftMonth(thisMonth, 3)}-01`,
    });
    await prospect({ title: 'Atrasado', amount: 10000, probability: 50, expected_date: isoDaysFromToday(ctx, -10) });
    await prospect({
      title: 'Lejano',
      amount: 70000,
      probability: 100,
      expected_date: `${shiftMonth(thisMonth, 5)}-20`,
    });
    await prospect({ title: 'En dólares', amount: 50000, currency: 'USD', probability: 100, expected_date: twoAhead });
    const dropped = await prospect({ title: 'Descartado', amount: 999999, probability: 100, expected_date: twoAhead });
    await call(ctx, 'PATCH', `/api/prospects/${dropped.id}`, { token: ana.token, body: { status: 'descartado' } });
    const bill = {
      title: 'Impuesto',
      amount: -30000,
      next_due: `${shiftMonth(thisMonth, 1)}-15`,
      recurrence: { kind: 'once' },
    };
    expect((await call(ctx, 'POST', '/api/reminders', { token: ana.token, body: bill })).status).toBe(201);
    const rent = {
      title: 'Alquiler',
      amount: -150000,
      next_due: `${shiftMonth(thisMonth, 1)}-01`,
      recurrence: { kind: 'monthly_day', day: 1 },
    };
    expect((await call(ctx, 'POST', '/api/reminders', { token: ana.token, body: rent })).status).toBe(201);

    const data = await forecast(6);
    expect(data.missing_rates).toEqual([{ from_currency: 'USD', to_currency: 'EUR' }]);
    const titles = data.months.map((month) => month.items.map((item) => item.title).sort());
    expect(titles).toEqual([['Atrasado', 'Impuesto'], ['Bono'], ['Multa'], [], ['Lejano'], []]);
    expect(data.months[0]!.items.find((item) => item.title === 'Impuesto')).toEqual({
      kind: 'reminder',
      title: 'Impuesto',
      date: bill.next_due,
      amount: -30000,
      probability: 1,
    });
    expect(data.months[1]!.items).toEqual([
      { kind: 'prospect', title: 'Bono', date: twoAhead, amount: 100000, probability: 0.4 },
    ]);
    expect(data.months[2]!.items[0]).toMatchObject({ title: 'Multa', amount: -20000, probability: 1 });

    // Cumulative effect on the expected balance, month by month.
    const shift = [10000 * 0.5 - 30000, 40000, -20000, 0, 70000, 0].reduce<number[]>(
      (acc, value) => [...acc, (acc.at(-1) ?? 0) + value],
      [],
    );
    data.months.forEach((month, index) =>
      expect(month.expected - baseline.months[index]!.expected, month.month).toBe(Math.round(shift[index]!)),
    );
    // A 40 % prospect of 100 000 adds its own uncertainty, √(k·σ² + 100 000²·0.4·0.6), to the band.
    const k = 2;
    const half = Math.sqrt(k * VARIANCE + 100000 ** 2 * 0.4 * 0.6 + 10000 ** 2 * 0.25);
    expect(data.months[1]!.high - data.months[1]!.low).toBeCloseTo(2 * half, -1);

    const short = await forecast(3);
    expect(short.months.flatMap((month) => month.items.map((item) => item.title))).not.toContain('Lejano');
  });
});

describe('bad requests', () => {
  it('accepts only 3, 6 or 12 months, and needs a token', async () => {
    for (const query of ['months=5', 'months=0', 'months=doce', '']) {
      const res = await call(ctx, 'GET', `/api/reports/forecast?${query}`, { token: ana.token });
      expect(res.status, query).toBe(400);
      expect(firstError(res).field).toBe('months');
    }
    const five = await call(ctx, 'GET', '/api/reports/forecast?months=5', { token: ana.token });
    expect(firstError(five).message).toBe('Debe ser 3, 6 o 12');
    expect((await call(ctx, 'GET', '/api/reports/forecast?months=3')).status).toBe(401);
  });
});
