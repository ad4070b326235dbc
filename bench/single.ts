// Single-request latency (one client, no queueing) of the list, searches and reports on the bench user:
// the figure the report targets of docs/architecture.md §7 speak of.   node bench/single.ts  [BENCH_DATABASE_URL=…]
import { readFileSync } from 'node:fs';
import { budgetAfterChange, prepareBudgetMonth } from './budget.ts';
import {
  benchTarget,
  cursorFor,
  load,
  randomDate,
  searchPaths,
  startServer,
  stopServer,
  waitForFirstPage,
} from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4401);
const target = benchTarget();
const token = readFileSync(target.tokenFile, 'utf8').trim();
const server = startServer(target, PORT);
const measure = async (name: string, paths: () => string) => {
  await load(PORT, token, paths, 1, 1);
  const result = await load(PORT, token, paths, 1, 4);
  console.log(
    `${name.padEnd(30)} 1 conn: p50 ${result.p50} ms  p95 ${result.p95} ms  (${result.requests} requests${result.errors ? `, ${result.errors} errors` : ''})`,
  );
};
try {
  await waitForFirstPage(PORT, token);
  const budgetMonth = await prepareBudgetMonth(PORT, token);
  // The floor every other figure sits on: a request that reads nothing.
  await measure('HTTP floor (/api/health)', () => '/api/health');
  await measure('budget month', () => budgetMonth);
  const afterChange = await budgetAfterChange(PORT, token, budgetMonth);
  console.log(
    `${'budget month after a change'.padEnd(30)} 1 conn: p50 ${afterChange.p50} ms  p95 ${afterChange.p95} ms  (${afterChange.requests} requests)`,
  );
  // A deep page with a cursor never asked before: the database path, not the page cache.
  await measure('transaction page, uncached', () => `/api/transactions?limit=50&cursor=${cursorFor(randomDate(10))}`);
  const searches = await searchPaths(PORT, token);
  await measure('free-text search', searches.text);
  await measure('account+category+date+amount', searches.combined);
  for (const [name, url] of [
    ['transaction page (cached)', '/api/transactions?limit=50'],
    ['12-month report by category', '/api/reports/spending-by-category'],
    ['all-time report by category', '/api/reports/spending-by-category?from=2000-01-01'],
    ['all-time income vs expenses', '/api/reports/income-expense?from=2000-01-01'],
    ['dashboard', '/api/reports/dashboard'],
    ['forecast 12 months', '/api/reports/forecast?months=12'],
  ] as const) {
    await measure(name, () => url);
  }
} finally {
  await stopServer(server);
}
