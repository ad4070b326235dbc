import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './cluster.ts';
import { launchEarly, takeEarlyLaunch } from './launch.ts';

// server.js launches the embedded server before it loads the API (decision 060); the API's start
// must take that server, not launch a second one on the same cluster.
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-early-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the early launch of the embedded PostgreSQL', () => {
  it('is the server the start then uses, taken once and only for its own data directory', async () => {
    const dir = dataDir();
    await launchEarly(path.relative(process.cwd(), dir));
    expect(takeEarlyLaunch(dataDir())).toBeUndefined();
    const held = (globalThis as Record<symbol, { launching: ReturnType<typeof takeEarlyLaunch> } | undefined>)[
      Symbol.for('cuentas-claras.early-postgres')
    ];
    const { server } = await held!.launching!;
    const cluster = await startEmbeddedPostgres(dir);
    try {
      expect(cluster.processGroup).toBe(server.pid);
      const client = new pg.Client({ connectionString: cluster.url() });
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await cluster.stop();
    }
    expect(takeEarlyLaunch(dir)).toBeUndefined();
    expect(server.exitCode !== null || server.signalCode !== null).toBe(true);
  }, 90_000);

  it('reports a launch that failed when the start takes it, with the start’s message', async () => {
    const dir = dataDir();
    const first = await startEmbeddedPostgres(dir);
    try {
      await launchEarly(dir);
      await expect(startEmbeddedPostgres(dir)).rejects.toThrow(/Otro proceso de Cuentas Claras ya está usando/);
    } finally {
      await first.stop();
    }
  }, 90_000);
});
