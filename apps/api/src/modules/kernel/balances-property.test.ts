import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTotals, monthlyTotals, transactionSplits, transactions } from '../../db/schema/index.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { listAll, newAccount, newUser, type Tx } from '../../../test/helpers/money-helpers.ts';

// Over random sequences of operations through the API (including bulk actions, category merges,
// clearing, reconciliations and new opening dates), balances always equal the typed opening balance
// plus the listed transactions from the opening date on, the register's running balance agrees, and monthly_totals (kept by statement triggers) always equals a
// recomputation from the transactions and transaction_splits tables.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const CURRENCIES = ['EUR', 'EUR', 'COP'];
const amountArb = fc.integer({ min: 1, max: 500_000 }).chain((size) => fc.constantFrom(size, -size));
const dayArb = fc.integer({ min: 0, max: 120 });
const categoryArb = fc.integer({ min: 0, max: 4 });
const accountArb = fc.integer({ min: 0, max: 2 });
const pickArb = fc.nat();

const opArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('create' as const),
      account: accountArb,
      amount: amountArb,
      day: dayArb,
      category: categoryArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('edit' as const),
      pick: pickArb,
      amount: fc.integer({ min: 1, max: 500_000 }),
      day: dayArb,
      account: accountArb,
      category: categoryArb,
      fields: fc.subarray(['amount', 'date', 'account', 'category'] as const, { minLength: 1 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), pick: pickArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('transfer' as const),
      from: accountArb,
      to: accountArb,
      amount: fc.integer({ min: 1, max: 500_000 }),
      toAmount: fc.integer({ min: 1, max: 900_000 }),
      day: dayArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('split' as const),
      pick: fc.option(pickArb),
      account: accountArb,
      lines: fc.array(amountArb, { minLength: 2, maxLength: 3 }),
      categories: fc.array(categoryArb, { minLength: 3, maxLength: 3 }),
      day: dayArb,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('unsplit' as const), pick: pickArb, category: categoryArb }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('bulk' as const),
      picks: fc.array(pickArb, { minLength: 1, maxLength: 4 }),
      action: fc.constantFrom('categorize', 'delete'),
      category: categoryArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('merge' as const),
      from: fc.integer({ min: 0, max: 3 }),
      into: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('clear' as const),
      account: accountArb,
      picks: fc.array(pickArb, { minLength: 1, maxLength: 5 }),
      cleared: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('reconcile' as const),
      account: accountArb,
      day: dayArb,
      offset: fc.integer({ min: -5_000, max: 5_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('reopen' as const),
      account: accountArb,
      day: dayArb,
      balance: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    }),
  },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const dateOf = (day: number) => new Date(Date.UTC(2025, 10, 1 + day)).toISOString().slice(0, 10);

type Key = string;
type Totals = Map<Key, { income: number; expense: number; count: number }>;
function add(map: Totals, key: Key, amount: number) {
  const entry = map.get(key) ?? { income: 0, expense: 0, count: 0 };
  if (amount > 0) entry.income += amount;
  else entry.expense += amount;
  entry.count += 1;
  map.set(key, entry);
}

type RegisterRow = Tx & { running_balance: number | null; status: string };
type RegisterPage = {
  items: RegisterRow[];
  next_cursor: string | null;
  totals: { balance: number; cleared_balance: number; uncleared_count: number; opening: { balance: number } };
};

/** Every page of an account's register, oldest page last. */
async function wholeRegister(token: string, accountId: string) {
  const rows: RegisterRow[] = [];
  let cursor: string | null = null;
  let totals: RegisterPage['totals'] | undefined;
  do {
    const query: string = cursor ? `?limit=7&cursor=${cursor}` : '?limit=7';
    const page = (await call(ctx, 'GET', `/api/accounts/${accountId}/register${query}`, { token }))
      .data as unknown as RegisterPage;
    rows.push(...page.items);
    totals = page.totals;
    cursor = page.next_cursor;
  } while (cursor);
  return { rows, totals: totals! };
}

async function run(ops: Op[], openings: number[], accountCount: number, openingDays: number[]) {
  const user = await newUser(ctx);
  const me = await call(ctx, 'GET', '/api/me', { token: user.token });
  const userId = me.data.id as string;
  const accounts: string[] = [];
  for (let index = 0; index < accountCount; index++) {
    // Opening dates inside the movements' range: some movements fall before, and move the opening back.
    accounts.push(
      await newAccount(ctx, user.token, {
        name: `Cuenta ${index}`,
        currency: CURRENCIES[index],
        opening_balance: openings[index],
        opening_date: dateOf(openingDays[index]!),
      }),
    );
  }
  const categories = [user.cat('Supermercado'), user.cat('Restaurantes'), user.cat('Salario'), user.cat('Gas'), null];
  const account = (index: number) => accounts[index % accountCount]!;
  let live: Tx[] = [];
  const merged = new Set<string>();
  const pick = (index: number) => (live.length ? live[index % live.length] : undefined);

  for (const op of ops) {
    let res: { status: number; body: unknown } | undefined;
    if (op.op === 'create') {
      res = await call(ctx, 'POST', '/api/transactions', {
        token: user.token,
        body: {
          account_id: account(op.account),
          date: dateOf(op.day),
          amount: op.amount,
          category_id: categories[op.category],
        },
      });
    } else if (op.op === 'edit' && pick(op.pick)) {
      const target = pick(op.pick)!;
      const body: Record<string, unknown> = {};
      if (op.fields.includes('amount')) body.amount = Math.sign(target.amount) * op.amount;
      if (op.fields.includes('date')) body.date = dateOf(op.day);
      if (op.fields.includes('account')) body.account_id = account(op.account);
      if (op.fields.includes('category')) body.category_id = categories[op.category];
      res = await call(ctx, 'PATCH', `/api/transactions/${target.id}`, { token: user.token, body });
    } else if (op.op === 'delete' && pick(op.pick)) {
      res = await call(ctx, 'DELETE', `/api/transactions/${pick(op.pick)!.id}`, { token: user.token });
    } else if (op.op === 'transfer' && accountCount > 1) {
      const from = account(op.from);
      const to = from === account(op.to) ? account(op.to + 1) : account(op.to);
      res = await call(ctx, 'POST', '/api/transfers', {
        token: user.token,
        body: {
          from_account_id: from,
          to_account_id: to,
          date: dateOf(op.day),
          amount: op.amount,
          to_amount: op.toAmount,
        },
      });
    } else if (op.op === 'split') {
      const lines = op.lines.map((amount, index) => ({ amount, category_id: categories[op.categories[index]!] }));
      const total = op.lines.reduce((sum, amount) => sum + amount, 0);
      const target = op.pick === null ? undefined : pick(op.pick);
      if (total !== 0) {
        res = target
          ? await call(ctx, 'PATCH', `/api/transactions/${target.id}`, {
              token: user.token,
              body: { amount: total, splits: lines },
            })
          : await call(ctx, 'POST', '/api/transactions', {
              token: user.token,
              body: { account_id: account(op.account), date: dateOf(op.day), amount: total, splits: lines },
            });
      }
    } else if (op.op === 'bulk' && live.length) {
      const ids = [...new Set(op.picks.map((index) => pick(index)!.id))];
      res = await call(ctx, 'POST', '/api/transactions/bulk', {
        token: user.token,
        body: { ids, action: op.action, category_id: categories[op.category] },
      });
    } else if (op.op === 'merge' && op.from !== op.into && !merged.has(categories[op.from]!)) {
      // moves plain rows and split lines in one UPDATE each; later uses of the merged-away id answer 400
      res = await call(ctx, 'POST', `/api/categories/${categories[op.from]}/merge`, {
        token: user.token,
        body: { into_id: categories[op.into] },
      });
      if (res.status === 200) merged.add(categories[op.from]!);
    } else if (op.op === 'clear') {
      const mine = live.filter((row) => row.account_id === account(op.account));
      const ids = [
        ...new Set(
          op.picks.map((index) => mine[index % Math.max(mine.length, 1)]?.id).filter((id) => id !== undefined),
        ),
      ];
      if (ids.length)
        res = await call(ctx, 'POST', `/api/accounts/${account(op.account)}/cleared`, {
          token: user.token,
          body: { ids, cleared: op.cleared, confirm_reconciled: true },
        });
    } else if (op.op === 'reconcile') {
      const target = account(op.account);
      const check = await call(
        ctx,
        'GET',
        `/api/accounts/${target}/reconciliation?date=${dateOf(op.day)}&statement_balance=0`,
        { token: user.token },
      );
      expect(check.status).toBe(200);
      const statement = (check.data.cleared_balance as number) + op.offset;
      const opened = (await call(ctx, 'GET', `/api/accounts/${target}`, { token: user.token })).data
        .opening_date as string;
      res = await call(ctx, 'POST', `/api/accounts/${target}/reconciliations`, {
        token: user.token,
        body: { date: dateOf(op.day), statement_balance: statement, adjust: op.offset !== 0 },
      });
      // Before the opening date the typed balance rules: refused, with the reason on the date.
      expect(res.status, JSON.stringify(res.body)).toBe(dateOf(op.day) < opened ? 400 : 201);
      const after = await call(
        ctx,
        'GET',
        `/api/accounts/${target}/reconciliation?date=${dateOf(op.day)}&statement_balance=${statement}`,
        { token: user.token },
      );
      if (res.status === 201) expect(after.data.difference).toBe(0);
    } else if (op.op === 'reopen') {
      res = await call(ctx, 'PATCH', `/api/accounts/${account(op.account)}`, {
        token: user.token,
        body: { opening_date: dateOf(op.day), opening_balance: op.balance },
      });
    } else if (op.op === 'unsplit' && pick(op.pick)) {
      res = await call(ctx, 'PATCH', `/api/transactions/${pick(op.pick)!.id}`, {
        token: user.token,
        body: { splits: [], category_id: categories[op.category] },
      });
    }
    // Some edits are refused on purpose (a transfer's category, a split's bare amount…), never with a 5xx.
    if (res) expect([200, 201, 400], JSON.stringify({ op, body: res.body })).toContain(res.status);
    live = await listAll(ctx, user.token);
  }

  // 1. Balances: the balance typed for the opening date plus the movements the list shows from that date on
  //    (earlier ones move the opening back), and the register's running balance agrees row by row.
  const listed = (await call(ctx, 'GET', '/api/accounts', { token: user.token })).data as unknown as {
    id: string;
    balance: number;
    opening_balance: number;
    opening_date: string;
  }[];
  for (const item of listed) {
    const rows = await listAll(ctx, user.token, `account_ids=${item.id}`);
    const fromOpening = rows.filter((row) => row.date >= item.opening_date).reduce((sum, row) => sum + row.amount, 0);
    expect(item.balance, `account ${item.id}`).toBe(item.opening_balance + fromOpening);
    const register = await wholeRegister(user.token, item.id);
    expect(register.rows.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(register.totals.balance).toBe(item.balance);
    const uncleared = register.rows.filter((row) => row.status === 'uncleared');
    expect(register.totals.cleared_balance, 'cleared balance').toBe(
      item.balance - uncleared.reduce((sum, row) => sum + row.amount, 0),
    );
    expect(register.totals.uncleared_count).toBe(uncleared.length);
    let running = item.balance;
    for (const row of register.rows) {
      expect(row.running_balance, `register row ${row.id}`).toBe(running);
      running -= row.amount;
    }
    expect(running, 'the register ends on the balance before every movement').toBe(register.totals.opening.balance);
  }

  // 2. monthly_totals equals a recomputation from the base tables.
  const db = ctx.database.db;
  const [txRows, lineRows, totalRows] = await Promise.all([
    db.select().from(transactions).where(eq(transactions.userId, userId)),
    db.select().from(transactionSplits).where(eq(transactionSplits.userId, userId)),
    db.select().from(monthlyTotals).where(eq(monthlyTotals.userId, userId)),
  ]);
  const expected: Totals = new Map();
  const month = (date: string) => `${date.slice(0, 7)}-01`;
  for (const row of txRows) {
    const bucket = row.transferId ? 'transfer' : row.isSplit ? 'split' : 'plain';
    const category = bucket === 'plain' ? row.categoryId : null;
    add(expected, `${row.accountId}|${month(row.date)}|${category}|${bucket}`, row.amount);
  }
  for (const line of lineRows)
    add(expected, `${line.accountId}|${month(line.date)}|${line.categoryId}|line`, line.amount);
  const actual: Totals = new Map();
  for (const row of totalRows) {
    expect(row.count, 'no negative counts').toBeGreaterThanOrEqual(0);
    if (row.count === 0 && row.income === 0 && row.expense === 0) continue;
    actual.set(`${row.accountId}|${row.month}|${row.categoryId}|${row.bucket}`, {
      income: row.income,
      expense: row.expense,
      count: row.count,
    });
  }
  expect(Object.fromEntries([...actual].sort())).toEqual(Object.fromEntries([...expected].sort()));

  // account_totals (kept by statement triggers too) equals the sums of each account's movements.
  const accountIds = listed.map((item) => item.id);
  const kept = accountIds.length
    ? await db.select().from(accountTotals).where(inArray(accountTotals.accountId, accountIds))
    : [];
  const keptById = new Map(
    kept.map((row) => [row.accountId, { sum: row.sum, uncleared: row.uncleared, unclearedCount: row.unclearedCount }]),
  );
  for (const accountId of accountIds) {
    const mine = txRows.filter((row) => row.accountId === accountId);
    const uncleared = mine.filter((row) => row.status === 'uncleared');
    expect(
      keptById.get(accountId) ?? { sum: 0, uncleared: 0, unclearedCount: 0 },
      `account_totals of ${accountId}`,
    ).toEqual({
      sum: mine.reduce((sum, row) => sum + row.amount, 0),
      uncleared: uncleared.reduce((sum, row) => sum + row.amount, 0),
      unclearedCount: uncleared.length,
    });
  }

  // 3. Structure: split lines follow their parent and add up; transfers come in opposite pairs.
  for (const parent of txRows.filter((row) => row.isSplit)) {
    const lines = lineRows.filter((line) => line.transactionId === parent.id);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(parent.amount);
    expect(lines.every((line) => line.accountId === parent.accountId && line.date === parent.date)).toBe(true);
  }
  expect(lineRows.every((line) => txRows.some((row) => row.id === line.transactionId && row.isSplit))).toBe(true);
  const byTransfer = Map.groupBy(
    txRows.filter((row) => row.transferId),
    (row) => row.transferId,
  );
  for (const legs of byTransfer.values()) {
    expect(legs).toHaveLength(2);
    expect(Math.sign(legs[0]!.amount)).toBe(-Math.sign(legs[1]!.amount));
    expect(legs[0]!.date).toBe(legs[1]!.date);
    expect(legs[0]!.accountId).not.toBe(legs[1]!.accountId);
  }
}

describe('balances and monthly totals', () => {
  it('stay exact over random sequences of creates, edits, deletes, transfers, splits, clearing and reconciliations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 10, maxLength: 40 }),
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 2, max: 3 }),
        fc.array(dayArb, { minLength: 3, maxLength: 3 }),
        run,
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});
