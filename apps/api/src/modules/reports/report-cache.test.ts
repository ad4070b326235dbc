// Reports kept by versions (decision 030): a repeated read is answered from memory, and every change
// to what a report reads is visible on the next read, whichever instance or statement made it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, secondInstance, type TestContext } from '../../../test/helpers/test-app.ts';
import { newAccount, newPlanner, newRate, newTx, type Planner } from '../../../test/helpers/planning-helpers.ts';

type Group = { category_id: string | null; name: string; amount: number };
type Envelope<T> = { missing_rates: { from_currency: string }[]; rows: T };

let ctx: TestContext;
let ana: Planner;
let bea: Planner;
let main: string;
const Q = 'from=2025-01-01&to=2025-03-31';

beforeAll(async () => {
  ctx = await createTestApp();
  ana = await newPlanner(ctx);
  bea = await newPlanner(ctx);
  main = await newAccount(ctx, ana.token, { name: 'Principal', opening_date: '2024-06-01' });
  await newTx(ctx, ana.token, {
    account_id: main,
    date: '2025-01-15',
    amount: -30000,
    category_id: ana.cat('Supermercado'),
  });
  const other = await newAccount(ctx, bea.token, { name: 'Otra', opening_date: '2024-06-01' });
  await newTx(ctx, bea.token, {
    account_id: other,
    date: '2025-01-15',
    amount: -1234,
    category_id: bea.cat('Supermercado'),
  });
});
afterAll(async () => ctx.close());

async function spending(user: Planner = ana, app = ctx.app): Promise<Envelope<Group[]>> {
  const res = await call({ ...ctx, app }, 'GET', `/api/reports/spending-by-category?${Q}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Envelope<Group[]>;
}
const total = (data: Envelope<Group[]>) => data.rows.reduce((sum, group) => sum + group.amount, 0);

describe('reports kept by versions', () => {
  it('answers a repeated read with the same figures, and each user only their own', async () => {
    const first = await spending();
    expect(total(first)).toBe(30000);
    expect(await spending()).toEqual(first);
    // Same query, same day, another user: their own figures, not the ones kept for Ana.
    expect(total(await spending(bea))).toBe(1234);
    expect(total(await spending())).toBe(30000);
  });

  it('shows a new movement, a renamed category and a movement written outside the API on the next read', async () => {
    await spending();
    await newTx(ctx, ana.token, {
      account_id: main,
      date: '2025-02-10',
      amount: -5000,
      category_id: ana.cat('Supermercado'),
    });
    expect(total(await spending())).toBe(35000);

    const group = (await spending()).rows[0]!;
    const renamed = await call(ctx, 'PATCH', `/api/categories/${group.category_id}`, {
      token: ana.token,
      body: { name: 'Comida y casa' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await spending()).rows[0]!.name).toBe('Comida y casa');

    // A statement straight on the database (a command, another instance): the triggers move the version.
    await ctx.database.db.execute(
      sql`update transactions set amount = amount - 1000 where account_id = ${main} and date = '2025-02-10'`,
    );
    expect(total(await spending())).toBe(36000);
  });

  it('shows a change made through a second instance, and a rate typed after a missing one', async () => {
    await spending();
    const other = await secondInstance(ctx);
    try {
      const res = await call({ ...ctx, app: other.app }, 'POST', '/api/transactions', {
        token: ana.token,
        body: { account_id: main, date: '2025-03-03', amount: -4000, category_id: ana.cat('Supermercado') },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    } finally {
      await other.close();
    }
    expect(total(await spending())).toBe(40000);

    const dollars = await newAccount(ctx, ana.token, { name: 'Dólares', currency: 'USD', opening_date: '2024-06-01' });
    await newTx(ctx, ana.token, {
      account_id: dollars,
      date: '2025-03-05',
      amount: -1000,
      category_id: ana.cat('Supermercado'),
    });
    const missing = await spending();
    expect(missing.missing_rates.map((rate) => rate.from_currency)).toEqual(['USD']);
    expect(total(missing)).toBe(40000);
    await newRate(ctx, ana.token, { from_currency: 'USD', to_currency: 'EUR', rate: '0.5', date: '2025-03-01' });
    const converted = await spending();
    expect(converted.missing_rates).toEqual([]);
    expect(total(converted)).toBe(40500);
  });

  it('follows the clock: the default range moves with today', async () => {
    const res = async () =>
      (await call(ctx, 'GET', '/api/reports/spending-by-category', { token: ana.token })).data as unknown as {
        to: string;
      };
    const before = (await res()).to;
    ctx.clock.advance(86_400_000);
    const after = (await res()).to;
    expect(after > before).toBe(true);
  });
});
