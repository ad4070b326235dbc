import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startCommand } from '../apps/api/src/server/start-command.ts';

export const root = path.resolve(import.meta.dirname, '..');
export const benchData = path.join(root, 'bench', 'data');

export type Target = { driver: 'embedded' | 'pg'; databaseUrl?: string; dataDir: string; tokenFile: string };

/**
 * The embedded PostgreSQL that npm start runs, in bench/data/embedded-run, by default;
 * BENCH_DATABASE_URL switches to a PostgreSQL server of your own.
 * BENCH_RUN names a second data set beside the first (BENCH_RUN=100k BENCH_TRANSACTIONS=100000).
 */
export function benchTarget(): Target {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const suffix = process.env.BENCH_RUN ? `-${process.env.BENCH_RUN}` : '';
  const driver = databaseUrl ? 'pg' : 'embedded';
  return {
    driver,
    databaseUrl,
    dataDir: path.join(benchData, `${driver}-run${suffix}`),
    tokenFile: path.join(benchData, `token-${driver}${suffix}.txt`),
  };
}

export function randomDate(yearsBack: number): string {
  const date = new Date(Date.now() - Math.random() * yearsBack * 365 * 86400_000);
  return date.toISOString().slice(0, 10);
}

// Every cursor is distinct (its id part counts up), so no deep page is ever answered from the
// page cache: requests with one measure the database path.
let cursorCount = 0;
export const cursorFor = (date: string) =>
  Buffer.from(`${date}|ffffffff-ffff-7fff-bfff-${String(++cursorCount).padStart(12, '0')}`).toString('base64url');

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/**
 * Searches as people run them, each a new query (neither the page cache nor one plan helps):
 * free text, and account + category + date + amount on the bench user's own ids.
 */
export async function searchPaths(port: number, token: string) {
  const first = JSON.parse((await request(port, 'GET', '/api/transactions?limit=50', token)).body) as {
    data: { items: { account_id: string }[] };
  };
  const accountIds = [...new Set(first.data.items.map((item) => item.account_id))];
  const categories = (
    JSON.parse((await request(port, 'GET', '/api/categories', token)).body) as {
      data: { id: string; parent_id: string | null }[];
    }
  ).data.filter((category) => category.parent_id);
  return {
    accountIds,
    text: () =>
      `/api/transactions?limit=50&q=${encodeURIComponent(pick(['mercadona', 'netflix', 'juan valdez', 'repsol']))}&cursor=${cursorFor(randomDate(10))}`,
    combined: () =>
      `/api/transactions?limit=50&from=${randomDate(9)}&account_ids=${pick(accountIds)}&category_ids=${pick(categories).id}&min_amount=1000`,
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
// For the few requests made after a long pause (the import after the load scenarios): a pooled
// socket the server closed while idle fails with "socket hang up".
const freshConnection = new http.Agent({ keepAlive: false });

export function request(
  port: number,
  method: string,
  urlPath: string,
  token: string,
  body?: Buffer | string,
  { contentType = 'application/json', pooled = true }: { contentType?: string; pooled?: boolean } = {},
) {
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: pooled ? agent : freshConnection,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': contentType } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/** `connections` clients in a closed loop for `seconds`, each request's latency recorded exactly. */
export async function load(
  port: number,
  token: string,
  paths: () => string,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const res = await request(port, 'GET', paths(), token);
        if (res.status !== 200) errors++;
        latencies.push(res.ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    seconds: round(elapsed),
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
  };
}

/** Starts the real server as npm start does (node <its flags> apps/api/src/server/server.js) on the bench database. */
export function startServer(target: Target, port: number): ChildProcess {
  // npm start's own flags first, then BENCH_NODE_FLAGS (a flag given twice takes its last value).
  const start = startCommand();
  const flags = [...start.flags, ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  return spawn(process.execPath, [...flags, 'apps/api/src/server/server.js'], {
    cwd: root,
    env: {
      ...start.env,
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
}

/** Stops the server and waits for it to exit; one that hangs on its way out is killed. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export async function waitForFirstPage(port: number, token: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await request(port, 'GET', '/api/transactions?limit=50', token);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server did not answer the first page in time');
}

/** A memory field of /proc/<pid>/status (VmRSS, VmHWM, …) in MB. */
function statusMb(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The process's resident-memory high-water mark (VmHWM) and its minor page faults so far. */
export function memoryHighWater(pid: number): { hwmMb: number; minorFaults: number } {
  // Field 10 of /proc/<pid>/stat, counted after the parenthesised command name.
  const minorFaults = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[7] ?? 0);
  return { hwmMb: statusMb(pid, 'VmHWM'), minorFaults };
}

export const rssMb = (pid: number): number => statusMb(pid, 'VmRSS');

/** The process and every descendant (the embedded server's watchdog, postmaster and backends). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

/** Proportional set size (shared pages divided among the processes that map them), in MB. */
function pssMb(pid: number): number {
  try {
    const kb = Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * Samples the memory of the server and its database processes together every `everyMs`: the sum
 * of their PSS, so PostgreSQL's shared buffers count once however many backends map them.
 * stop() gives the peak and the last sample.
 */
export function sampleTreeMemory(pid: number, everyMs = 25) {
  let peak = 0;
  let last = 0;
  const sample = () => {
    last = processTree(pid).reduce((sum, member) => sum + pssMb(member), 0);
    peak = Math.max(peak, last);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return { peakMb: Math.round(peak), lastMb: Math.round(last) };
    },
  };
}
