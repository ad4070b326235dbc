// Cold start to the first page, as `npm start` runs the server (its flags and variables), on the
// bench user: spawn → the first `GET /api/transactions?limit=50` answered 200. Several starts,
// with the load average beside each, and optionally interleaved with another checkout of the
// project (A/B on the same data and the same machine minute).
//   node bench/cold-start.ts                               [COLD_STARTS=5] [BENCH_RUN=100k]
//   COLD_START_OTHER=/path/to/other/checkout node bench/cold-start.ts
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCommand } from '../apps/api/src/server/start-command.ts';
import { benchTarget, root, stopServer, waitForFirstPage } from './lib.ts';

const STARTS = Number(process.env.COLD_STARTS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4402);
const other = process.env.COLD_START_OTHER;
const target = benchTarget();
const token = readFileSync(target.tokenFile, 'utf8').trim();

async function coldStart(checkout: string): Promise<number> {
  const start = startCommand(path.join(checkout, 'package.json'));
  const spawnedAt = performance.now();
  const server = spawn(process.execPath, [...start.flags, 'apps/api/src/server/server.js'], {
    cwd: checkout,
    env: { ...start.env, ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: target.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForFirstPage(PORT, token);
    return Math.round(performance.now() - spawnedAt);
  } finally {
    await stopServer(server);
  }
}

const runs: Record<string, number[]> = { [root]: [], ...(other ? { [other]: [] } : {}) };
// One start first, not counted: the compile cache of each checkout is filled.
for (const checkout of Object.keys(runs)) await coldStart(checkout);
for (let index = 0; index < STARTS; index += 1) {
  for (const checkout of Object.keys(runs)) {
    const ms = await coldStart(checkout);
    runs[checkout]!.push(ms);
    console.log(`${path.basename(checkout).padEnd(12)} ${String(ms).padStart(5)} ms   load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  }
}
for (const [checkout, list] of Object.entries(runs)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(`${path.basename(checkout)}: ${sorted.join(', ')} ms (median ${sorted[Math.floor(sorted.length / 2)]})`);
}
