import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { vacuumWhereNeeded } from '../src/db/maintenance.ts';
import type { Deps } from '../src/lib/deps.ts';
import { call, createTestApp, type TestContext } from './helpers/test-app.ts';
import { fixture, newAccount, newTx, newUser, upload, type User } from './money-helpers.ts';

let ctx: TestContext;
let user: User;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await newUser(ctx);
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;
const importIds = async () => ((await call(ctx, 'GET', '/api/imports', { token: user.token })).data as unknown as { id: string }[]).map((item) => item.id);

describe('scheduled maintenance', () => {
  it('drops imports left unconfirmed for over a week, and nothing the user confirmed', async () => {
    const account = await newAccount(ctx, user.token);
    const uploaded = async (name: string) => ((await upload(ctx, user.token, account, name, fixture(name))).data as { import: { id: string } }).import.id;
    const abandoned = await uploaded('bbva-espana.csv');
    const confirmed = await uploaded('santander-espana.csv');
    expect((await call(ctx, 'POST', `/api/imports/${confirmed}/commit`, { token: user.token, body: {} })).status).toBe(200);

    ctx.clock.advance(6 * DAY);
    expect((await ctx.app.jobs.run()).purgedImports).toBe(0);
    expect(await importIds()).toEqual(expect.arrayContaining([abandoned, confirmed]));

    ctx.clock.advance(2 * DAY);
    expect((await ctx.app.jobs.run()).purgedImports).toBe(1);
    const left = await importIds();
    expect(left).toContain(confirmed);
    expect(left).not.toContain(abandoned);
    expect((await call(ctx, 'POST', `/api/imports/${abandoned}/analyze`, { token: user.token, body: {} })).status).toBe(404);
  });

  // PostgreSQL vacuums by itself (autovacuum); the job only does it for the embedded PGlite.
  it.runIf(!process.env.TEST_DATABASE_URL)('vacuums a table with many deleted rows on PGlite, once', async () => {
    const account = await newAccount(ctx, user.token);
    const created = [];
    for (let i = 0; i < 120; i++) created.push(await newTx(ctx, user.token, { account_id: account, date: '2026-03-01', amount: -100 - i, payee: `Compra ${i}` }));
    for (const tx of created) expect((await call(ctx, 'DELETE', `/api/transactions/${tx.id}`, { token: user.token })).status).toBe(200);
    const deadRows = async () => {
      await ctx.database.db.execute(sql`select pg_stat_force_next_flush()`);
      return Number((await queryRows<{ dead: string }>(ctx.database.db, sql`select n_dead_tup as dead from pg_stat_user_tables where relname = 'transactions'`))[0]!.dead);
    };
    expect(await deadRows()).toBeGreaterThanOrEqual(120);

    // The scheduler waits for a quiet moment: a VACUUM holds PGlite's only connection.
    const busy = { database: ctx.database, db: ctx.database.db, activity: { lastRequestAt: performance.now() } } as unknown as Deps;
    expect(await vacuumWhereNeeded(busy, 30_000)).toEqual({ vacuumed: [], analyzed: [] });
    expect(await deadRows()).toBeGreaterThanOrEqual(120);

    const first = await ctx.app.jobs.run();
    expect(first.vacuumed).toContain('transactions');
    expect(await deadRows()).toBe(0);
    expect((await ctx.app.jobs.run()).vacuumed).not.toContain('transactions');
  });

  // PGlite forgets its dead-row counts when it stops: a new process vacuums each table once.
  it.runIf(!process.env.TEST_DATABASE_URL)('vacuums every table once in a new PGlite process, even with no dead rows counted', async () => {
    const fresh = await createTestApp();
    try {
      const counted = await queryRows<{ dead: string; vacuumed: boolean }>(
        fresh.database.db,
        sql`select n_dead_tup as dead, last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'transactions'`,
      );
      expect(counted.map((row) => [Number(row.dead), row.vacuumed])).toEqual([[0, false]]);
      const first = await fresh.app.jobs.run();
      expect(first.vacuumed).toEqual(expect.arrayContaining(['accounts', 'monthly_totals', 'transactions']));
      expect((await fresh.app.jobs.run()).vacuumed).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('leaves vacuuming to PostgreSQL itself', async () => {
    expect(await ctx.app.jobs.run()).toMatchObject({ vacuumed: [], analyzed: [] });
  });
});
