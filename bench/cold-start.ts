// Cold start to the first page, as `npm start` runs the server (its flags and variables), on the
// bench user: spawn → the first `GET /api/transactions?limit=50` answered 200. Several starts,
// with the load average beside each, and optionally interleaved with another checkout of the
// project (A/B on the same data and the same machine minute).
//   node bench/cold-start.ts                               [COLD_STARTS=5] [BENCH_RUN=100k]
//   COLD_START_OTHER=/path/to/other/checkout node bench/cold-start.ts
//   COLD_START_SOURCES=1 node bench/cold-start.ts           the bundle against the sources (API_BUNDLE=off)
// Beside the time, the CPU time the app's process used up to the first page (user + system): less
// moved by other work on the machine than the wall-clock time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCommand } from '../apps/api/src/server/start-command.ts';
import { benchTarget, root, stopServer, waitForFirstPage } from './lib.ts';

const STARTS = Number(process.env.COLD_STARTS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4402);
const other = process.env.COLD_START_OTHER;
type Variant = { name: string; checkout: string; env: Record<string, string> };
const variants: Variant[] = [
  { name: process.env.COLD_START_SOURCES ? 'bundle' : path.basename(root), checkout: root, env: {} },
  ...(other ? [{ name: path.basename(other), checkout: other, env: {} }] : []),
  ...(process.env.COLD_START_SOURCES ? [{ name: 'sources', checkout: root, env: { API_BUNDLE: 'off' } }] : []),
];
/** User + system CPU time of a process so far, in ms (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const target = benchTarget();
const token = readFileSync(target.tokenFile, 'utf8').trim();

async function coldStart({ checkout, env }: Variant): Promise<{ ms: number; cpu: number }> {
  const start = startCommand(path.join(checkout, 'package.json'));
  const spawnedAt = performance.now();
  const server = spawn(process.execPath, [...start.flags, 'apps/api/src/server/server.js'], {
    cwd: checkout,
    env: {
      ...start.env,
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: target.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForFirstPage(PORT, token);
    return { ms: Math.round(performance.now() - spawnedAt), cpu: cpuMs(server.pid!) };
  } finally {
    await stopServer(server);
  }
}

const runs = new Map<Variant, { ms: number; cpu: number }[]>(variants.map((variant) => [variant, []]));
// One start first, not counted: the compile cache of each variant is filled.
for (const variant of variants) await coldStart(variant);
for (let index = 0; index < STARTS; index += 1) {
  for (const variant of variants) {
    const result = await coldStart(variant);
    runs.get(variant)!.push(result);
    console.log(
      `${variant.name.padEnd(12)} ${String(result.ms).padStart(5)} ms  cpu ${String(result.cpu).padStart(4)} ms   load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  }
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (const [variant, list] of runs) {
  const ms = list.map((run) => run.ms);
  console.log(
    `${variant.name}: ${[...ms].sort((a, b) => a - b).join(', ')} ms (median ${median(ms)}), cpu median ${median(list.map((run) => run.cpu))} ms`,
  );
}
