// The budget month read through the user's budget book (decision 024): figures equal a
// recomputation from the movements themselves, on the monthly-totals path (payday on the 1st)
// and the row path (another payday), and every input's change shows on the very next read,
// whichever API instance made it.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodContaining } from '@cuentas/shared/periods';
import { queryRows } from '../../db/client.ts';
import { call, createTestApp, secondInstance, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  type Json,
  newAccount,
  newPlanner,
  newRate,
  newTransfer,
  newTx,
  type Planner,
} from '../../../test/helpers/planning-helpers.ts';

type Line = { category_id: string; name: string; budgeted: number; spent: number; carried: number; available: number };
type Budget = {
  period: { from: string; to: string };
  spent: number;
  actual_income: number;
  missing_rates: Json[];
  groups: { categories: Line[] }[];
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function budget(token: string, month: string, app = ctx.app): Promise<Budget> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/budgets/${month}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { data: Budget }).data;
}
const lines = (data: Budget) => data.groups.flatMap((group) => group.categories);
const spentOf = (data: Budget, categoryId: string) =>
  lines(data).find((line) => line.category_id === categoryId)?.spent ?? 0;

const EXPENSES = ['Supermercado', 'Restaurantes', 'Cafeterías', 'Farmacia'] as const;
type Movement = {
  account: 'eur' | 'usd' | 'gbp';
  month: number;
  day: number;
  amount: number;
  category: number;
  split: boolean;
  transfer: boolean;
};
const movement = fc.record({
  account: fc.constantFrom<'eur' | 'usd' | 'gbp'>('eur', 'eur', 'eur', 'usd', 'gbp'),
  month: fc.integer({ min: 0, max: 2 }),
  day: fc.integer({ min: 1, max: 28 }),
  amount: fc.integer({ min: -90_000, max: 30_000 }).filter((amount) => amount !== 0),
  category: fc.integer({ min: 0, max: EXPENSES.length }),
  split: fc.boolean(),
  transfer: fc.boolean(),
});

describe('figures equal a recomputation from the movements', () => {
  it('for payday on the 1st and on the 25th, with splits, refunds, transfers, another currency and a missing rate', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(1, 25),
        fc.array(movement, { minLength: 1, maxLength: 14 }),
        async (startDay, movements) => {
          const user = await newPlanner(ctx, { month_start_day: startDay });
          const accounts = {
            eur: await newAccount(ctx, user.token, { name: 'Euros' }),
            usd: await newAccount(ctx, user.token, { name: 'Dólares', currency: 'USD' }),
            gbp: await newAccount(ctx, user.token, { name: 'Libras', currency: 'GBP' }),
          };
          const savings = await newAccount(ctx, user.token, { name: 'Ahorro', type: 'savings' });
          // An exact rate, so the expected figures need no rounding; GBP has none on purpose.
          await newRate(ctx, user.token, { from_currency: 'USD', to_currency: 'EUR', rate: '2', date: '2024-01-01' });
          const salary = user.categories.find(
            (category) => category.kind === 'income' && category.parent_id !== null,
          )!.id;
          const categoryOf = (index: number) => (index < EXPENSES.length ? user.cat(EXPENSES[index]!) : salary);
          const expected = new Map<string, Map<string, number>>();
          const missing = new Set<string>();
          const count = (date: string, account: Movement['account'], categoryId: string, amount: number) => {
            if (account === 'gbp') return void missing.add(periodContaining(date, startDay).label);
            const label = periodContaining(date, startDay).label;
            const byCategory = expected.get(label) ?? new Map<string, number>();
            byCategory.set(categoryId, (byCategory.get(categoryId) ?? 0) - amount * (account === 'usd' ? 2 : 1));
            expected.set(label, byCategory);
          };
          for (const item of movements) {
            const date = `2024-${String(3 + item.month).padStart(2, '0')}-${String(item.day).padStart(2, '0')}`;
            if (item.transfer) {
              // Money between two of the user's own accounts is no spending.
              await newTransfer(ctx, user.token, {
                from_account_id: accounts.eur,
                to_account_id: savings,
                date,
                amount: Math.abs(item.amount),
              });
            } else if (item.split && item.amount < -1) {
              const first = Math.trunc(item.amount / 2);
              await newTx(ctx, user.token, {
                account_id: accounts[item.account],
                date,
                amount: item.amount,
                splits: [
                  { category_id: categoryOf(item.category), amount: first },
                  { category_id: categoryOf((item.category + 1) % EXPENSES.length), amount: item.amount - first },
                ],
              });
              count(date, item.account, categoryOf(item.category), first);
              count(date, item.account, categoryOf((item.category + 1) % EXPENSES.length), item.amount - first);
            } else {
              await newTx(ctx, user.token, {
                account_id: accounts[item.account],
                date,
                amount: item.amount,
                category_id: categoryOf(item.category),
              });
              count(date, item.account, categoryOf(item.category), item.amount);
            }
          }
          for (const month of ['2024-02', '2024-03', '2024-04', '2024-05']) {
            // Twice: the second read comes from the book the first one made.
            for (const data of [await budget(user.token, month), await budget(user.token, month)]) {
              const byCategory = expected.get(month) ?? new Map<string, number>();
              for (const name of EXPENSES)
                expect(spentOf(data, user.cat(name)), `${name} in ${month}`).toBe(byCategory.get(user.cat(name)) ?? 0);
              expect(data.actual_income).toBe(0 - (byCategory.get(salary) ?? 0));
              expect(data.missing_rates).toEqual(
                missing.has(month) ? [{ from_currency: 'GBP', to_currency: 'EUR' }] : [],
              );
            }
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 6) },
    );
  });
});

describe('every input shows on the next read', () => {
  let user: Planner;
  let eur: string;
  let usd: string;
  beforeAll(async () => {
    user = await newPlanner(ctx);
    eur = await newAccount(ctx, user.token, { name: 'Euros' });
    usd = await newAccount(ctx, user.token, { name: 'Dólares', currency: 'USD' });
    await newTx(ctx, user.token, {
      account_id: eur,
      date: '2025-06-10',
      amount: -5000,
      category_id: user.cat('Supermercado'),
    });
    await newTx(ctx, user.token, {
      account_id: usd,
      date: '2025-06-12',
      amount: -1000,
      category_id: user.cat('Cafeterías'),
    });
  });

  it('a typed rate, then a published reference rate for a currency with none typed', async () => {
    expect((await budget(user.token, '2025-06')).missing_rates).toEqual([{ from_currency: 'USD', to_currency: 'EUR' }]);
    await ctx.database.db.execute(
      sql`insert into reference_rates (source, date, base, currency, rate) values ('ecb', '2025-06-02', 'EUR', 'USD', '1.25')`,
    );
    const published = await budget(user.token, '2025-06');
    expect(published.missing_rates).toEqual([]);
    expect(spentOf(published, user.cat('Cafeterías'))).toBe(800);
    await newRate(ctx, user.token, { from_currency: 'USD', to_currency: 'EUR', rate: '0.5', date: '2025-06-11' });
    expect(spentOf(await budget(user.token, '2025-06'), user.cat('Cafeterías'))).toBe(500);
  });

  it('a budget line, the expected income and a category’s new name', async () => {
    await budget(user.token, '2025-06');
    await call(ctx, 'PUT', '/api/budgets/2025-06', {
      token: user.token,
      body: { lines: [{ category_id: user.cat('Supermercado'), amount: 20000 }], expected_income: 150000 },
    });
    await call(ctx, 'PATCH', `/api/categories/${user.cat('Supermercado')}`, {
      token: user.token,
      body: { name: 'Súper' },
    });
    const data = await budget(user.token, '2025-06');
    expect(lines(data).find((line) => line.category_id === user.cat('Supermercado'))).toMatchObject({
      name: 'Súper',
      budgeted: 20000,
      spent: 5000,
      available: 15000,
    });
    expect(data).toMatchObject({ spent: 5500 });
  });

  it('the month start day, which moves the period and what falls in it', async () => {
    await newTx(ctx, user.token, {
      account_id: eur,
      date: '2025-06-26',
      amount: -700,
      category_id: user.cat('Farmacia'),
    });
    expect(spentOf(await budget(user.token, '2025-06'), user.cat('Farmacia'))).toBe(700);
    const changed = await call(ctx, 'PATCH', '/api/configuration', {
      token: user.token,
      body: { month_start_day: 25 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await budget(user.token, '2025-06');
    expect(after.period).toEqual({ from: '2025-06-25', to: '2025-07-24' });
    expect(spentOf(after, user.cat('Farmacia'))).toBe(700);
    expect(spentOf(after, user.cat('Supermercado'))).toBe(0);
    await call(ctx, 'PATCH', '/api/configuration', { token: user.token, body: { month_start_day: 1 } });
  });

  it('a movement edited through another API instance on the same database', async () => {
    const other = await secondInstance(ctx);
    try {
      const tx = await newTx(ctx, user.token, {
        account_id: eur,
        date: '2025-07-03',
        amount: -1200,
        category_id: user.cat('Restaurantes'),
      });
      expect(spentOf(await budget(user.token, '2025-07', other.app), user.cat('Restaurantes'))).toBe(1200);
      expect(spentOf(await budget(user.token, '2025-07'), user.cat('Restaurantes'))).toBe(1200);
      await other.app.inject({
        method: 'PATCH',
        url: `/api/transactions/${tx.id as string}`,
        headers: { authorization: `Bearer ${user.token}` },
        payload: { amount: -3400 },
      });
      expect(spentOf(await budget(user.token, '2025-07'), user.cat('Restaurantes'))).toBe(3400);
      await call(ctx, 'DELETE', `/api/transactions/${tx.id as string}`, { token: user.token });
      expect(spentOf(await budget(user.token, '2025-07', other.app), user.cat('Restaurantes'))).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('never answers one user with another’s book', async () => {
    const other = await newPlanner(ctx);
    const account = await newAccount(ctx, other.token);
    await newTx(ctx, other.token, {
      account_id: account,
      date: '2025-06-10',
      amount: -9999,
      category_id: other.cat('Supermercado'),
    });
    expect(spentOf(await budget(other.token, '2025-06'), other.cat('Supermercado'))).toBe(9999);
    expect(spentOf(await budget(user.token, '2025-06'), user.cat('Supermercado'))).toBe(5000);
  });
});

describe('versions', () => {
  it('bumps the budget version once per statement, and the reference rates’ version on any change', async () => {
    const user = await newPlanner(ctx);
    await call(ctx, 'PUT', '/api/budgets/2025-01', {
      token: user.token,
      body: {
        lines: [
          { category_id: user.cat('Supermercado'), amount: 100 },
          { category_id: user.cat('Farmacia'), amount: 200 },
        ],
      },
    });
    const me = await call(ctx, 'GET', '/api/me', { token: user.token });
    const versions = async () =>
      (
        await queryRows<{ budget: string; rates: string }>(
          ctx.database.db,
          sql`select u.budget_version::text as budget, r.version::text as rates from users u, reference_rates_version r where u.id = ${me.data.id as string}`,
        )
      )[0]!;
    const before = await versions();
    await ctx.database.db.execute(
      sql`update budget_lines set amount = amount + 1 where user_id = ${me.data.id as string}`,
    );
    await ctx.database.db.execute(sql`delete from reference_rates where currency = 'XXX'`);
    const after = await versions();
    expect(Number(after.budget)).toBe(Number(before.budget) + 1);
    expect(Number(after.rates)).toBe(Number(before.rates) + 1);
  });
});
