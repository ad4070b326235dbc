// Lists against Actual Budget's flat queries (issue 22): a category page and a search page, each
// a deep page with a cursor never asked before (neither the page cache nor an earlier plan
// helps), measured three ways, one client each:
//   - the bare SQL of the page (the statement the API sends, built before the clock starts);
//   - the HTTP floor (/api/health);
//   - the page through the real server.
// The aim is HTTP ≤ 2 × (floor + bare SQL).
//   node bench/list-floor.ts   [BENCH_DATABASE_URL=…] [BENCH_RUN=100k]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { openPglite, openPostgres, queryRows } from '../apps/api/src/db/client.ts';
import { categories, transactions, users } from '../apps/api/src/db/schema/index.ts';
import { filterConditions } from '../apps/api/src/modules/transactions/filters.ts';
import { transactionPageSql } from '../apps/api/src/modules/transactions/page-json.ts';
import type { TransactionFilters } from '@cuentas/shared/schemas/transactions';
import { benchTarget, load, percentile, randomDate, startServer, stopServer, waitForFirstPage } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4402);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SEARCH_WORDS = ['mercadona', 'netflix', 'juan valdez', 'repsol'];
const target = benchTarget();
const token = readFileSync(target.tokenFile, 'utf8').trim();
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const round = (n: number) => Math.round(n * 100) / 100;

let idCount = 0;
/** A cursor never used before: a random day and an id that counts up. */
const freshCursor = () => ({ date: randomDate(10), id: `ffffffff-ffff-7fff-bfff-${String(++idCount).padStart(12, '0')}` });
const encoded = (cursor: { date: string; id: string }) => Buffer.from(`${cursor.date}|${cursor.id}`).toString('base64url');

async function bareSql(): Promise<{ category: number; search: number; categoryId: string }> {
  const database = target.databaseUrl ? openPostgres(target.databaseUrl, 2) : openPglite({ dataDir: path.join(target.dataDir, 'pglite') });
  try {
    const db = database.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'bench@example.com'));
    const leaves = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.userId, user!.id), sql`${categories.parentId} is not null`));
    // The category with most movements, as the one people open most.
    const [busiest] = await queryRows<{ category_id: string }>(
      db,
      sql`select category_id from ${transactions} where user_id = ${user!.id} and category_id is not null group by 1 order by count(*) desc limit 1`,
    );
    const categoryId = busiest?.category_id ?? leaves[0]!.id;
    const time = async (filters: () => TransactionFilters) => {
      const latencies: number[] = [];
      const deadline = performance.now() + SECONDS * 1000;
      while (performance.now() < deadline) {
        const cursor = freshCursor();
        const conditions: SQL[] = await filterConditions(db, user!.id, filters());
        conditions.push(sql`(${transactions.date}, ${transactions.id}) < (${cursor.date}::date, ${cursor.id}::uuid)`);
        const statement = transactionPageSql(and(...conditions)!, 50);
        const started = performance.now();
        await queryRows(db, statement);
        latencies.push(performance.now() - started);
      }
      latencies.sort((a, b) => a - b);
      return percentile(latencies, 50);
    };
    await time(() => ({ category_ids: [categoryId] }));
    return { category: await time(() => ({ category_ids: [categoryId] })), search: await time(() => ({ q: pick(SEARCH_WORDS) })), categoryId };
  } finally {
    await database.close();
  }
}

const bare = await bareSql();
const server = startServer(target, PORT);
try {
  await waitForFirstPage(PORT, token);
  const measure = async (paths: () => string) => {
    await load(PORT, token, paths, 1, 1);
    return (await load(PORT, token, paths, 1, SECONDS)).p50;
  };
  const floor = await measure(() => '/api/health');
  const category = await measure(() => `/api/transactions?limit=50&category_ids=${bare.categoryId}&cursor=${encoded(freshCursor())}`);
  const search = await measure(() => `/api/transactions?limit=50&q=${encodeURIComponent(pick(SEARCH_WORDS))}&cursor=${encoded(freshCursor())}`);
  console.log(`${target.driver}${process.env.BENCH_RUN ? ` (${process.env.BENCH_RUN})` : ''}, p50 of one client, ms`);
  console.log('page            bare SQL  floor  HTTP   HTTP / (floor + SQL)');
  for (const [name, sqlMs, httpMs] of [['category page', bare.category, category], ['search page', bare.search, search]] as const) {
    console.log(`${name.padEnd(15)} ${String(round(sqlMs)).padEnd(9)} ${String(floor).padEnd(6)} ${String(httpMs).padEnd(6)} ${round(httpMs / (floor + sqlMs))}`);
  }
} finally {
  await stopServer(server);
}
