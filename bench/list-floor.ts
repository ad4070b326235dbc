// Lists against Actual Budget's flat queries (docs/architecture.md §7): a category page and a search page, each
// a deep page with a cursor never asked before (neither the page cache nor an earlier plan
// helps), measured three ways, one request at a time, interleaved so that the machine's other
// load falls on all three alike:
//   - the bare SQL of the page (the statement the API sends, built before the clock starts);
//   - the HTTP floor (/api/health);
//   - the page over HTTP.
// The API runs in this process on the bench database, listening on a port like the real server. The aim is HTTP ≤ 2 × (floor + bare SQL).
//   node bench/list-floor.ts   [BENCH_DATABASE_URL=…] [BENCH_RUN=100k]
import { readFileSync } from 'node:fs';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/server/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { queryRows } from '../apps/api/src/db/client.ts';
import { openConfiguredDatabase } from '../apps/api/src/db/open.ts';
import { transactions, users } from '../apps/api/src/db/schema/index.ts';
import { filterConditions } from '../apps/api/src/modules/transactions/filters.ts';
import { transactionPageSql } from '../apps/api/src/modules/transactions/page-json.ts';
import type { TransactionFilters } from '@cuentas/shared/schemas/transactions';
import { benchTarget, percentile, randomDate, request } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4402);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SEARCH_WORDS = ['mercadona', 'netflix', 'juan valdez', 'repsol'];
const target = benchTarget();
const token = readFileSync(target.tokenFile, 'utf8').trim();
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const round = (n: number) => Math.round(n * 100) / 100;

let idCount = 0;
/** A cursor never used before: a random day and an id that counts up. */
const freshCursor = () => ({
  date: randomDate(10),
  id: `ffffffff-ffff-7fff-bfff-${String(++idCount).padStart(12, '0')}`,
});
const encoded = (cursor: { date: string; id: string }) =>
  Buffer.from(`${cursor.date}|${cursor.id}`).toString('base64url');

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: target.dataDir,
  DATABASE_URL: target.databaseUrl ?? '',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
});
const opened = await openConfiguredDatabase(config);
const { database } = opened;
const app = await buildApp({
  config,
  database,
  serveWeb: false,
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: PORT });
try {
  const db = database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'bench@example.com'));
  const userId = user!.id;
  // The category with most movements, as the one people open most.
  const [busiest] = await queryRows<{ category_id: string }>(
    db,
    sql`select category_id from ${transactions} where user_id = ${userId} and category_id is not null group by 1 order by count(*) desc limit 1`,
  );
  const categoryId = busiest!.category_id;
  const bare = async (filters: TransactionFilters) => {
    const cursor = freshCursor();
    const conditions: SQL[] = await filterConditions(db, userId, filters);
    conditions.push(sql`(${transactions.date}, ${transactions.id}) < (${cursor.date}::date, ${cursor.id}::uuid)`);
    const statement = transactionPageSql(and(...conditions)!, 50);
    const started = performance.now();
    await queryRows(db, statement);
    return performance.now() - started;
  };
  const http = async (url: string) => {
    const res = await request(PORT, 'GET', url, token);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body.slice(0, 200)}`);
    return res.ms;
  };
  const samples = {
    floor: [] as number[],
    categorySql: [] as number[],
    categoryHttp: [] as number[],
    searchSql: [] as number[],
    searchHttp: [] as number[],
  };
  const deadline = performance.now() + SECONDS * 1000 * 3;
  for (let round = 0; performance.now() < deadline || round < 20; round++) {
    const word = pick(SEARCH_WORDS);
    const measured = {
      floor: await http('/api/health'),
      categorySql: await bare({ category_ids: [categoryId] }),
      categoryHttp: await http(
        `/api/transactions?limit=50&category_ids=${categoryId}&cursor=${encoded(freshCursor())}`,
      ),
      searchSql: await bare({ q: word }),
      searchHttp: await http(
        `/api/transactions?limit=50&q=${encodeURIComponent(word)}&cursor=${encoded(freshCursor())}`,
      ),
    };
    // The first rounds warm plans, caches and the JIT.
    if (round >= 10)
      for (const key of Object.keys(samples) as (keyof typeof samples)[]) samples[key].push(measured[key]);
  }
  const p50 = (list: number[]) =>
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    );
  const floor = p50(samples.floor);
  console.log(
    `${target.driver}${process.env.BENCH_RUN ? ` (${process.env.BENCH_RUN})` : ''}, p50 of ${samples.floor.length} interleaved rounds, ms`,
  );
  console.log('page            bare SQL  floor  HTTP    HTTP / (floor + SQL)');
  for (const [name, sqlMs, httpMs] of [
    ['category page', p50(samples.categorySql), p50(samples.categoryHttp)],
    ['search page', p50(samples.searchSql), p50(samples.searchHttp)],
  ] as const) {
    console.log(
      `${name.padEnd(15)} ${String(round(sqlMs)).padEnd(9)} ${String(round(floor)).padEnd(6)} ${String(round(httpMs)).padEnd(7)} ${round(httpMs / (floor + sqlMs))}`,
    );
  }
} finally {
  await app.close();
  await opened.close();
}
