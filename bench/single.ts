// Single-request latency (one client, no queueing) of the report endpoints on the bench user:
// the figure DESIGN §9's report targets speak of.   node bench/single.ts  [BENCH_DATABASE_URL=…]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchData, benchTarget, cursorFor, load, randomDate, request, startServer, waitForFirstPage } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4401);
const target = benchTarget();
const token = readFileSync(path.join(benchData, `token-${target.driver}.txt`), 'utf8').trim();
const server = startServer(target, PORT);
try {
  await waitForFirstPage(PORT, token);
  // A deep page with a cursor never asked before: the database path, not the page cache.
  const deepPage = () => `/api/transactions?limit=50&cursor=${cursorFor(randomDate(10))}`;
  await load(PORT, token, deepPage, 1, 1);
  const deep = await load(PORT, token, deepPage, 1, 4);
  console.log(`${'transaction page, uncached'.padEnd(30)} 1 conn: p50 ${deep.p50} ms  p95 ${deep.p95} ms  (${deep.requests} requests)`);
  // Searches as one person runs them: each a new query, so neither the page cache nor a plan helps.
  const first = JSON.parse((await request(PORT, 'GET', '/api/transactions?limit=50', token)).body) as { data: { items: { account_id: string }[] } };
  const accountIds = [...new Set(first.data.items.map((item) => item.account_id))];
  const categories = (JSON.parse((await request(PORT, 'GET', '/api/categories', token)).body) as { data: { id: string; parent_id: string | null }[] }).data.filter((c) => c.parent_id);
  const pick = <T,>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  for (const [name, paths] of [
    ['free-text search', () => `/api/transactions?limit=50&q=${encodeURIComponent(pick(['mercadona', 'netflix', 'juan valdez', 'repsol']))}&cursor=${cursorFor(randomDate(10))}`],
    ['account+category+date+amount', () => `/api/transactions?limit=50&from=${randomDate(9)}&account_ids=${pick(accountIds)}&category_ids=${pick(categories).id}&min_amount=1000`],
  ] as const) {
    await load(PORT, token, paths, 1, 1);
    const result = await load(PORT, token, paths, 1, 4);
    console.log(`${name.padEnd(30)} 1 conn: p50 ${result.p50} ms  p95 ${result.p95} ms  (${result.requests} requests)`);
  }
  for (const [name, url] of [
    ['transaction page (cached)', '/api/transactions?limit=50'],
    ['12-month report by category', '/api/reports/spending-by-category'],
    ['all-time report by category', '/api/reports/spending-by-category?from=2000-01-01'],
    ['all-time income vs expenses', '/api/reports/income-expense?from=2000-01-01'],
    ['dashboard', '/api/reports/dashboard'],
    ['forecast 12 months', '/api/reports/forecast?months=12'],
  ] as const) {
    await load(PORT, token, () => url, 1, 1);
    const result = await load(PORT, token, () => url, 1, 4);
    console.log(`${name.padEnd(30)} 1 conn: p50 ${result.p50} ms  p95 ${result.p95} ms  (${result.requests} requests)`);
  }
} finally {
  server.kill('SIGTERM');
}
