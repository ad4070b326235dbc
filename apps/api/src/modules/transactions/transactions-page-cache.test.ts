import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../lib/deps.ts';
import type { PageCache } from './page-cache.ts';
import { listTransactionsBody } from './queries.ts';
import { call, createTestApp, secondInstance, type TestContext } from '../../../test/helpers/test-app.ts';
import { newAccount, newTransfer, newTx, newUser, type Tx, type User } from '../../../test/helpers/money-helpers.ts';

// The list is served from a cache keyed by users.ledger_version, which triggers bump in the same
// transaction as any change. These tests change rows every way there is, including straight SQL
// (as another instance or a migration would), and expect the very next request to show it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const firstPage = async (token: string, query = '') => {
  const res = await call(ctx, 'GET', `/api/transactions?limit=50${query}`, { token });
  expect(res.status).toBe(200);
  return res.data.items as unknown as Tx[];
};
const version = async (token: string) => {
  const res = await call(ctx, 'GET', '/api/me', { token });
  const rows = await ctx.database.db.execute(sql`select ledger_version from users where id = ${res.data.id as string}`);
  return Number((rows as unknown as { rows: { ledger_version: string | number }[] }).rows[0]!.ledger_version);
};

describe('cached transaction pages', () => {
  let user: User;
  let account: string;
  let tx: Tx;
  beforeAll(async () => {
    user = await newUser(ctx);
    account = await newAccount(ctx, user.token, { name: 'Nómina' });
    tx = await newTx(ctx, user.token, { account_id: account, date: '2026-03-01', amount: -1200, payee: 'Panadería' });
  });

  it('answers the same body twice while nothing changes, and the ledger version stays put', async () => {
    const before = await version(user.token);
    const first = await call(ctx, 'GET', '/api/transactions?limit=50', { token: user.token });
    const second = await call(ctx, 'GET', '/api/transactions?limit=50', { token: user.token });
    expect(second.body).toEqual(first.body);
    expect(await version(user.token)).toBe(before);
  });

  it('shows a change made through the API in the very next page', async () => {
    await firstPage(user.token);
    const added = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-03-02',
      amount: -500,
      payee: 'Quiosco',
    });
    expect((await firstPage(user.token)).map((row) => row.payee)).toEqual(['Quiosco', 'Panadería']);
    await call(ctx, 'PATCH', `/api/transactions/${added.id}`, { token: user.token, body: { payee: 'Quiosco Luis' } });
    expect((await firstPage(user.token))[0]!.payee).toBe('Quiosco Luis');
    await call(ctx, 'DELETE', `/api/transactions/${added.id}`, { token: user.token });
    expect((await firstPage(user.token)).map((row) => row.payee)).toEqual(['Panadería']);
  });

  it('shows rows changed with plain SQL, behind the API’s back, in the very next page', async () => {
    await firstPage(user.token);
    await ctx.database.db.execute(sql`update transactions set payee = 'Panadería Sol' where id = ${tx.id}`);
    expect((await firstPage(user.token))[0]!.payee).toBe('Panadería Sol');
  });

  it('shows split lines changed with plain SQL', async () => {
    const cats = user.categories.filter((category) => category.parent_id && category.kind === 'expense');
    const split = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-03-05',
      amount: -3000,
      payee: 'Súper',
      splits: [
        { category_id: cats[0]!.id, amount: -1000 },
        { category_id: cats[1]!.id, amount: -2000 },
      ],
    });
    expect((await firstPage(user.token))[0]!.splits.map((line) => line.notes)).toEqual(['', '']);
    await ctx.database.db.execute(
      sql`update transaction_splits set notes = 'pan' where transaction_id = ${split.id} and amount = -1000`,
    );
    expect((await firstPage(user.token))[0]!.splits.map((line) => line.notes)).toEqual(['pan', '']);
    await call(ctx, 'DELETE', `/api/transactions/${split.id}`, { token: user.token });
  });

  it('shows an account’s new currency and the counterpart of a new transfer', async () => {
    const savings = await newAccount(ctx, user.token, { name: 'Ahorro' });
    await firstPage(user.token);
    await newTransfer(ctx, user.token, {
      from_account_id: account,
      to_account_id: savings,
      date: '2026-03-06',
      amount: 10_000,
    });
    const page = await firstPage(user.token);
    expect(
      page
        .filter((row) => row.kind === 'transfer')
        .map((row) => row.counterpart?.amount)
        .sort(),
    ).toEqual([-10_000, 10_000]);
    await ctx.database.db.execute(sql`update accounts set currency = 'USD' where id = ${savings}`);
    expect((await firstPage(user.token)).find((row) => row.account_id === savings)!.currency).toBe('USD');
  });

  it('drops an account’s rows when the account is deleted', async () => {
    const spare = await newAccount(ctx, user.token, { name: 'Temporal' });
    await newTx(ctx, user.token, { account_id: spare, date: '2026-03-07', amount: -100, payee: 'Efímero' });
    expect((await firstPage(user.token)).some((row) => row.payee === 'Efímero')).toBe(true);
    expect((await call(ctx, 'DELETE', `/api/accounts/${spare}`, { token: user.token })).status).toBe(200);
    expect((await firstPage(user.token)).some((row) => row.payee === 'Efímero')).toBe(false);
  });

  it('keeps each user’s pages apart for the same query', async () => {
    const other = await newUser(ctx);
    const otherAccount = await newAccount(ctx, other.token);
    await newTx(ctx, other.token, { account_id: otherAccount, date: '2026-03-01', amount: -1, payee: 'Ajeno' });
    const mine = await firstPage(user.token);
    const theirs = await firstPage(other.token);
    expect(theirs.map((row) => row.payee)).toEqual(['Ajeno']);
    expect(mine.some((row) => row.payee === 'Ajeno')).toBe(false);
  });

  it('bumps the version once per statement, not once per row', async () => {
    const before = await version(user.token);
    await ctx.database.db.execute(sql`update transactions set notes = 'revisado' where account_id = ${account}`);
    expect(await version(user.token)).toBe(before + 1);
  });
});

describe('two API instances on one database', () => {
  it('never serves the second instance’s cached page after the first one changed a row', async () => {
    const other = await secondInstance(ctx);
    try {
      const user = await newUser(ctx);
      const account = await newAccount(ctx, user.token);
      const tx = await newTx(ctx, user.token, {
        account_id: account,
        date: '2026-04-01',
        amount: -700,
        payee: 'Antes',
      });
      const fromOther = async () => {
        const res = await other.app.inject({
          method: 'GET',
          url: '/api/transactions?limit=50',
          headers: { authorization: `Bearer ${user.token}` },
        });
        return (JSON.parse(res.body) as { data: { items: Tx[] } }).data.items;
      };
      expect((await fromOther())[0]!.payee).toBe('Antes');
      await call(ctx, 'PATCH', `/api/transactions/${tx.id}`, { token: user.token, body: { payee: 'Después' } });
      expect((await fromOther())[0]!.payee).toBe('Después');
    } finally {
      await other.close();
    }
  });
});

describe('which pages are kept', () => {
  it('keeps the first page of a list, not the pages further down a scroll', async () => {
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token);
    for (const day of ['01', '02', '03'])
      await newTx(ctx, user.token, {
        account_id: account,
        date: `2026-04-${day}`,
        amount: -100,
        payee: `Compra ${day}`,
      });
    const me = await call(ctx, 'GET', '/api/me', { token: user.token });
    const stored: string[] = [];
    const cache: PageCache = { get: () => undefined, set: (key) => void stored.push(key) };
    const deps = { database: ctx.database, db: ctx.database.db } as unknown as Deps;
    const session = { userId: me.data.id as string, sessionId: '' };
    const read = (body: Buffer) =>
      (JSON.parse(body.toString('utf8')) as { data: { items: Tx[]; next_cursor: string | null } }).data;

    const first = read(await listTransactionsBody(deps, cache, session, { limit: 2 }));
    expect(first.items.map((item) => item.payee)).toEqual(['Compra 03', 'Compra 02']);
    expect(stored).toHaveLength(1);
    const next = read(await listTransactionsBody(deps, cache, session, { limit: 2, cursor: first.next_cursor! }));
    expect(next.items.map((item) => item.payee)).toEqual(['Compra 01']);
    expect(stored).toHaveLength(1);
  });
});
