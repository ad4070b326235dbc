import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { EMBEDDED_DATABASE, clusterDirOf } from '../apps/api/src/db/embedded/cluster.ts';
import { SOCKET_PORT, SUPERUSER } from '../apps/api/src/db/embedded/launch.ts';
import type { Target } from './lib.ts';

/**
 * Vacuums the bench user's movements after the import scenario has deleted what it imported.
 * Without it each run leaves 100,000 dead rows and their index entries behind: the server lives
 * under a minute per run, too short for autovacuum, and a 100k-row delete in a 1M-row table is
 * under its threshold anyway. The next run's import then touches those pages as well, and the
 * database's memory grew run after run (376 MB after a vacuum, 425 after a dozen runs without).
 * Runs while the server is still up: the embedded one is reached through its socket.
 */
export async function vacuumMovements(target: Target): Promise<void> {
  const client = new pg.Client(target.databaseUrl ? { connectionString: target.databaseUrl } : embeddedSocket(target));
  await client.connect();
  try {
    await client.query('vacuum (analyze) transactions');
  } finally {
    await client.end();
  }
}

function embeddedSocket(target: Target): pg.ClientConfig {
  // postmaster.pid's fifth line is the socket's directory (PostgreSQL's own file layout).
  const pidFile = readFileSync(path.join(clusterDirOf(target.dataDir), 'postmaster.pid'), 'utf8').split('\n');
  return { host: pidFile[4]!.trim(), port: SOCKET_PORT, user: SUPERUSER, database: EMBEDDED_DATABASE };
}
