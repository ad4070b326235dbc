// Load scripts for docs/architecture.md §7: runs the real server on the generated 1M-transaction user and prints
// the figures (and writes them to bench/results/). Not a test: nothing here fails on a slow machine.
//   node bench/run.ts                       → the embedded PostgreSQL (after node bench/generate.ts)
//   BENCH_DATABASE_URL=postgres://… node bench/run.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  benchTarget,
  cursorFor,
  load,
  memoryHighWater,
  randomDate,
  rssMb,
  root,
  sampleTreeMemory,
  searchPaths,
  startServer,
  stopServer,
  waitForFirstPage,
} from './lib.ts';
import { prepareBudgetMonth } from './budget.ts';
import { importScenario } from './import-scenario.ts';
import { vacuumMovements } from './vacuum.ts';
import { hasWrk, wrkLoad } from './wrk.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

const DISTINCT_PATHS = 60_000;

async function main() {
  const target = benchTarget();
  const token = readFileSync(target.tokenFile, 'utf8').trim();
  const results: Record<string, unknown> = {
    driver: target.driver,
    connections: CONNECTIONS,
    seconds: SECONDS,
    at: new Date().toISOString(),
  };

  const spawnedAt = performance.now();
  const server = startServer(target, PORT);
  const treeMemory = sampleTreeMemory(server.pid!);
  try {
    await waitForFirstPage(PORT, token);
    results.cold_start_to_first_page_ms = Math.round(performance.now() - spawnedAt);
    const tree = treeMemory.stop();
    const startMemory = memoryHighWater(server.pid!);
    results.cold_start_peak_rss_mb = startMemory.hwmMb;
    results.cold_start_peak_with_database_mb = tree.peakMb;
    results.cold_start_minor_page_faults = startMemory.minorFaults;
    console.log(
      `cold start → first page: ${results.cold_start_to_first_page_ms} ms, peak RSS of the app ${startMemory.hwmMb} MB, ` +
        `peak PSS of the app and its database processes ${tree.peakMb} MB, ${startMemory.minorFaults} page faults`,
    );

    const searches = await searchPaths(PORT, token);
    const budgetMonth = await prepareBudgetMonth(PORT, token);

    // wrk (apt-get install wrk) when present: a Node load generator costs more CPU per request
    // than the server it measures, on the same two cores.
    const useWrk = hasWrk();
    results.load_generator = useWrk ? 'wrk' : 'node';
    const run = async (paths: () => string, connections: number, seconds: number) => {
      if (!useWrk) return load(PORT, token, paths, connections, seconds);
      const list = Array.from({ length: DISTINCT_PATHS }, paths);
      return wrkLoad(PORT, token, new Set(list).size === 1 ? [list[0]!] : list, connections, seconds);
    };
    console.log(`load generator: ${results.load_generator}`);

    // Warm-up so JIT and caches do not count against the first scenario.
    await run(() => '/api/transactions?limit=50', 10, 2);

    const scenarios: [string, () => string][] = [
      ['list_first_page', () => '/api/transactions?limit=50'],
      ['list_deep_pages', () => `/api/transactions?limit=50&cursor=${cursorFor(randomDate(10))}`],
      ['search_text', searches.text],
      ['search_filtered', searches.combined],
      [
        'totals_one_year',
        () => `/api/transactions/totals?from=${randomDate(9)}&to=${new Date().toISOString().slice(0, 10)}`,
      ],
      ['dashboard', () => '/api/reports/dashboard'],
      ['report_12_months_by_category', () => '/api/reports/spending-by-category'],
      ['report_all_time_by_category', () => '/api/reports/spending-by-category?from=2000-01-01'],
      ['report_all_time_income_expense', () => '/api/reports/income-expense?from=2000-01-01'],
      ['forecast_12_months', () => '/api/reports/forecast?months=12'],
      // The budget month against the HTTP floor (a request that reads nothing), both at 10 connections.
      ['budget_month', () => budgetMonth],
      ['http_floor', () => '/api/health'],
    ];
    // BENCH_SKIP_LOAD=1 measures the import on a server that has just started (memory not yet
    // grown by minutes of saturation load); BENCH_ONLY=list_deep_pages,dashboard runs just those.
    const only = process.env.BENCH_ONLY?.split(',');
    const chosen =
      process.env.BENCH_SKIP_LOAD === '1' ? [] : scenarios.filter(([name]) => !only || only.includes(name));
    for (const [name, paths] of chosen) {
      // Reports and the dashboard are measured as a person opens them: a few at a time.
      const fewAtATime =
        ['dashboard', 'budget_month', 'http_floor'].includes(name) ||
        ['totals', 'report', 'forecast'].some((prefix) => name.startsWith(prefix));
      const connections = fewAtATime ? 10 : CONNECTIONS;
      // Each scenario is warmed up first (plans and caches warm up): the figures are the steady
      // state; cold start is measured on its own.
      await run(paths, connections, WARMUP_SECONDS);
      const result = await run(paths, connections, SECONDS);
      results[name] = { connections, ...result, rss_mb: rssMb(server.pid!) };
      console.log(
        `${name.padEnd(18)} ${connections} conn: p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  ${result.rps} req/s  errors ${result.errors}`,
      );
    }

    if (process.env.BENCH_SKIP_IMPORT !== '1') {
      results.import_100k = await importScenario(PORT, token, server.pid!, searches.accountIds[0]!);
      console.log('import_100k', JSON.stringify(results.import_100k));
      await vacuumMovements(target);
    }
  } finally {
    await stopServer(server);
  }
  const outDir = path.join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${target.driver}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nresults written to ${path.relative(root, file)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
