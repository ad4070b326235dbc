import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodContaining, periodOf } from '@cuentas/shared/periods';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { setClock } from '../../../test/helpers/money-helpers.ts';
import {
  newAccount,
  newPlanner,
  newRate,
  newTransfer,
  newTx,
  type Planner,
} from '../../../test/helpers/planning-helpers.ts';

// Random ledgers, one per start day: every report of the user's months (read from the monthly
// totals corrected by edge stretches, decision 022) equals a recomputation that puts each movement
// in the month containing its date. Euros and dollars (at a fixed 2 EUR per USD, so conversions are
// exact), transfers, split movements, income and uncategorised rows.

const CATEGORIES = [null, 'Supermercado', 'Restaurantes', 'Farmacia', 'Salario', 'Alimentación'] as const;
const EXPENSE_LEAVES = new Set(['Supermercado', 'Restaurantes', 'Farmacia']);
const GROUP_OF: Record<string, string> = {
  Supermercado: 'Alimentación',
  Restaurantes: 'Alimentación',
  Alimentación: 'Alimentación',
  Farmacia: 'Salud',
};
const FACTOR = { eur: 1, wallet: 1, usd: 2 } as const;
type Account = keyof typeof FACTOR;
type Entry = {
  date: string;
  account: Account;
  amount: number;
  category: string | null;
  kind: 'plain' | 'split' | 'transfer';
  lines?: { category: string; amount: number }[];
};

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

const dayAfter = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  setClock(ctx, '2025-08-20T12:00:00Z');
});
afterAll(async () => ctx.close());

async function ledger(user: Planner, seed: number) {
  const ids = {
    eur: await newAccount(ctx, user.token, { name: 'Principal', opening_balance: 50000, opening_date: '2024-01-01' }),
    wallet: await newAccount(ctx, user.token, { name: 'Cartera', type: 'cash', opening_date: '2024-01-01' }),
    usd: await newAccount(ctx, user.token, { name: 'Dólares', currency: 'USD', opening_date: '2024-01-01' }),
  };
  await newRate(ctx, user.token, { from_currency: 'USD', to_currency: 'EUR', rate: '2', date: '2000-01-01' });
  const rng = random(seed);
  const entries: Entry[] = [];
  for (let index = 0; index < 70; index++) {
    // Edge days (the 1st, the days around the start day, the month's end) come up often.
    const date = dayAfter('2024-01-01', rng.int(0, 560));
    const account: Account = rng.next() < 0.75 ? 'eur' : 'usd';
    const amount = rng.int(1, 90_000) * (rng.next() < 0.7 ? -1 : 1);
    const roll = rng.next();
    if (roll < 0.1) {
      await newTransfer(ctx, user.token, {
        from_account_id: ids.eur,
        to_account_id: ids.wallet,
        date,
        amount: Math.abs(amount),
      });
      entries.push(
        { date, account: 'eur', amount: -Math.abs(amount), category: null, kind: 'transfer' },
        { date, account: 'wallet', amount: Math.abs(amount), category: null, kind: 'transfer' },
      );
    } else if (roll < 0.2) {
      const first = -rng.int(1, 40_000);
      const second = -rng.int(1, 40_000);
      const lines = [
        { category: rng.pick(['Supermercado', 'Restaurantes', 'Farmacia']), amount: first },
        { category: rng.pick(['Supermercado', 'Farmacia']), amount: second },
      ];
      await newTx(ctx, user.token, {
        account_id: ids[account],
        date,
        amount: first + second,
        splits: lines.map((line) => ({ category_id: user.cat(line.category), amount: line.amount })),
      });
      entries.push({ date, account, amount: first + second, category: null, kind: 'split', lines });
    } else {
      const category = rng.pick(CATEGORIES);
      await newTx(ctx, user.token, {
        account_id: ids[account],
        date,
        amount,
        ...(category ? { category_id: user.cat(category) } : {}),
      });
      entries.push({ date, account, amount, category, kind: 'plain' });
    }
  }
  return { ids, entries, rng };
}

async function report<T>(user: Planner, name: string, query: string): Promise<T> {
  const res = await call(ctx, 'GET', `/api/reports/${name}?${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data.rows as unknown as T;
}

describe.each([3, 16, 17, 25, 31, 9])('with the month starting on day %i', (startDay) => {
  it('every report equals the row-by-row recomputation', async () => {
    const user = await newPlanner(ctx, { month_start_day: startDay });
    const { ids, entries, rng } = await ledger(user, startDay * 7919);
    const from = dayAfter('2024-01-01', rng.int(0, 150));
    const to = dayAfter('2025-01-01', rng.int(0, 200));
    const query = `from=${from}&to=${to}`;
    const labels: string[] = [];
    for (let label = periodContaining(from, startDay).label; label <= periodContaining(to, startDay).label;) {
      labels.push(label);
      const [year, month] = label.split('-').map(Number) as [number, number];
      label = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    }
    const periodOfLabel = (label: string) => periodOf(Number(label.slice(0, 4)), Number(label.slice(5, 7)), startDay);
    const labelOf = (date: string) => periodContaining(date, startDay).label;
    const inRange = (date: string) => labels.includes(labelOf(date));
    const flows = entries.filter((entry) => entry.kind !== 'transfer');
    // Category-level amounts: plain rows and split lines, in euros.
    const pieces = entries.flatMap((entry) =>
      entry.kind === 'split'
        ? entry.lines!.map((line) => ({ ...entry, category: line.category, amount: line.amount }))
        : entry.kind === 'plain'
          ? [entry]
          : [],
    );
    const eur = (entry: { account: Account; amount: number }) => entry.amount * FACTOR[entry.account];

    const incomeRows = await report<
      { month: string; period: { from: string; to: string }; income: number; expense: number }[]
    >(user, 'income-expense', query);
    expect(incomeRows.map((row) => row.month)).toEqual(labels);
    for (const row of incomeRows) {
      const mine = flows.filter((entry) => labelOf(entry.date) === row.month);
      expect(row.period).toEqual({ from: periodOfLabel(row.month).from, to: periodOfLabel(row.month).to });
      expect([row.month, row.income, row.expense]).toEqual([
        row.month,
        mine.filter((entry) => entry.amount > 0).reduce((acc, entry) => acc + eur(entry), 0),
        mine.filter((entry) => entry.amount < 0).reduce((acc, entry) => acc + eur(entry), 0),
      ]);
    }

    const market = await report<{ month: string; expense: number; income: number }[]>(
      user,
      'income-expense',
      `${query}&category_ids=${user.cat('Supermercado')}`,
    );
    for (const row of market) {
      const mine = pieces.filter((piece) => piece.category === 'Supermercado' && labelOf(piece.date) === row.month);
      expect([row.month, row.income + row.expense]).toEqual([
        row.month,
        mine.reduce((acc, piece) => acc + eur(piece), 0),
      ]);
    }

    const spending = await report<{ name: string; amount: number; children: { name: string; amount: number }[] }[]>(
      user,
      'spending-by-category',
      query,
    );
    const perCategory = new Map<string, number>();
    for (const piece of pieces.filter((item) => inRange(item.date) && item.category !== 'Salario')) {
      const key = piece.category ?? 'Sin categoría';
      // Uncategorised rows count only what went out; a category's refunds net against it.
      const value = piece.category ? -eur(piece) : Math.min(0, piece.amount) * -FACTOR[piece.account];
      perCategory.set(key, (perCategory.get(key) ?? 0) + value);
    }
    const groups = new Map<string, number>();
    for (const [name, amount] of perCategory)
      if (amount > 0) groups.set(GROUP_OF[name] ?? name, (groups.get(GROUP_OF[name] ?? name) ?? 0) + amount);
    expect(new Map(spending.map((group) => [group.name, group.amount]))).toEqual(groups);

    const flow = await report<{
      nodes: { name: string }[];
      links: { source: number; target: number; value: number }[];
    }>(user, 'cash-flow', query);
    // Income flows in where it is positive: in euros over the whole range, in dollars month by month (each at its month's rate).
    const salaries = new Map<string, number>();
    for (const piece of pieces.filter((item) => item.category === 'Salario' && inRange(item.date))) {
      const key = piece.account === 'usd' ? labelOf(piece.date) : 'eur';
      salaries.set(key, (salaries.get(key) ?? 0) + eur(piece));
    }
    const salary = [...salaries.values()].reduce((acc, value) => acc + Math.max(0, value), 0);
    const salaryNode = flow.nodes.findIndex((node) => node.name === 'Salario');
    expect(salaryNode === -1 ? 0 : flow.links.find((link) => link.source === salaryNode)!.value).toBe(salary);

    const worth = await report<{ month: string; net_worth: number }[]>(user, 'net-worth', query);
    for (const row of worth) {
      const end = periodOfLabel(row.month).to;
      const moved = entries.filter((entry) => entry.date <= end).reduce((acc, entry) => acc + eur(entry), 0);
      expect([row.month, row.net_worth]).toEqual([row.month, 50000 + moved]);
    }
    const dollars = await report<{ month: string; net_worth: number }[]>(
      user,
      'net-worth',
      `${query}&account_ids=${ids.usd}`,
    );
    for (const row of dollars) {
      const end = periodOfLabel(row.month).to;
      expect([row.month, row.net_worth]).toEqual([
        row.month,
        entries
          .filter((entry) => entry.account === 'usd' && entry.date <= end)
          .reduce((acc, entry) => acc + eur(entry), 0),
      ]);
    }

    const budget = await report<{ month: string; spent: number }[]>(user, 'budget-vs-actual', query);
    for (const row of budget) {
      const spent =
        0 -
        pieces
          .filter((piece) => piece.category && EXPENSE_LEAVES.has(piece.category) && labelOf(piece.date) === row.month)
          .reduce((acc, piece) => acc + eur(piece), 0);
      expect([row.month, row.spent]).toEqual([row.month, spent]);
    }
    // The budget screen agrees on a few of those months.
    for (const row of [budget[0]!, budget[Math.floor(budget.length / 2)]!, budget.at(-1)!]) {
      expect((await call(ctx, 'GET', `/api/budgets/${row.month}`, { token: user.token })).data.spent).toBe(row.spent);
    }
  });
});
