// The full export (decision 040) of the bench user, and its restore into a new user: time, the
// zip's size and this process's peak memory (the database's is apart).
//   BENCH_DATABASE_URL=postgres://… node bench/export-backup.ts   (after bench/generate.ts on it)
import { createWriteStream, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/index.ts';
import type { Deps } from '../apps/api/src/lib/deps.ts';
import { uuidv7 } from '../apps/api/src/lib/ids.ts';
import { exportBackup } from '../apps/api/src/modules/backup/export.ts';
import { restoreBackup } from '../apps/api/src/modules/backup/restore.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to the database bench/generate.ts filled');

/** Peak resident memory of this process while `run` runs, sampled every 20 ms. */
async function measured<T>(run: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  clearInterval(timer);
  return { result, ms: Math.round(ms), peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 2 ** 20) };
}

const database = openPostgres(url, 4);
const deps = {
  db: database.db,
  now: () => new Date(),
  logger: { warn: console.warn, error: console.error },
} as unknown as Deps;
const [bench] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'bench@example.com'));
if (!bench) throw new Error('No bench user: run bench/generate.ts on this database first');

const file = path.join(os.tmpdir(), `cc-export-bench-${process.pid}.zip`);
const baseMb = Math.round(process.memoryUsage().rss / 2 ** 20);
const exported = await measured(() => pipeline(exportBackup(deps, bench.id), createWriteStream(file)));
const sizeMb = (statSync(file).size / 2 ** 20).toFixed(1);
console.log(`export: ${exported.ms} ms, zip ${sizeMb} MB, peak RSS ${exported.peakMb} MB (at start ${baseMb} MB)`);

const restorer = uuidv7();
await database.db.insert(users).values({
  id: restorer,
  email: `restore-${restorer}@example.com`,
  name: 'Restore',
  passwordHash: 'x',
});
const restored = await measured(() =>
  restoreBackup(deps, { userId: restorer } as Parameters<typeof restoreBackup>[1], readFileSync(file)),
);
console.log(
  `restore: ${restored.ms} ms, ${restored.result.counts.transactions} movements, peak RSS ${restored.peakMb} MB`,
);
await database.db.delete(users).where(eq(users.id, restorer));
await database.close();
