import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { type Log, launchServer, SOCKET_PORT, stopWatched, SUPERUSER, takeEarlyLaunch } from './launch.ts';

export { clusterDirOf } from './launch.ts';

/** The database the app keeps its ledger in, inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'cuentas';

export type EmbeddedCluster = {
  /** A node-postgres connection string to a database of the cluster, over its private socket. */
  url: (database?: string) => string;
  clusterDir: string;
  /** The watchdog's process group: the server and every backend (tests kill it to cut the power). */
  processGroup: number;
  /** Stops the server cleanly (fast shutdown: open transactions roll back, a checkpoint is written). */
  stop: () => Promise<void>;
};

/**
 * Starts the PostgreSQL server of a data directory, creating the cluster on the first start, and
 * creates the app's database in it. A server left running by an app that died is waited for (its
 * watchdog shuts it down) or, when nothing watches it any more, shut down; a server another live
 * app is using stops this start with a message.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Log = () => {}): Promise<EmbeddedCluster> {
  const { server, clusterDir, socketDir, logFile } = await (takeEarlyLaunch(dataDir) ?? launchServer(dataDir, log));
  const url = (database = EMBEDDED_DATABASE) =>
    `postgres://${SUPERUSER}@localhost/${database}?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;
  try {
    await waitUntilReady(url('postgres'), server, logFile);
    await createDatabaseIfMissing(url('postgres'), EMBEDDED_DATABASE);
  } catch (err) {
    await stopWatched(server);
    throw err;
  }
  return {
    url,
    clusterDir,
    processGroup: server.pid!,
    stop: async () => {
      await stopWatched(server);
      if (socketDir !== clusterDir) rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Ready when a connection succeeds; recovery after a crash replays the write-ahead log first. */
async function waitUntilReady(url: string, server: ChildProcess, logFile: string): Promise<void> {
  const until = Date.now() + 5 * 60_000;
  let exited = false;
  server.once('exit', () => (exited = true));
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => {});
      if (exited || Date.now() > until) {
        throw new Error(
          `PostgreSQL no arrancó / PostgreSQL did not start (${(err as Error).message}). ${logFile}:\n${tail(logFile)}`,
          { cause: err },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
