import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { type Database, openPostgres } from './client.ts';
import { clusterDirOf, EMBEDDED_DATABASE, startEmbeddedPostgres } from './embedded/cluster.ts';
import { migrateFromPglite } from './embedded/from-pglite.ts';

export type OpenedDatabase = {
  database: Database;
  /** Where the ledger lives, for the start line and the staff command. */
  where: string;
  /** Closes the pool and, for the embedded server, stops it. */
  close: () => Promise<void>;
};

type Options = { log?: (line: string) => void; poolSize?: number };

/**
 * The database `npm start` uses: PostgreSQL at DATABASE_URL, or else the embedded PostgreSQL the
 * app starts itself in DATA_DIR (created on the first start; a PGlite ledger from an older version
 * is moved into it). Migrations are applied before it is returned.
 */
export async function openConfiguredDatabase(
  config: AppConfig,
  { log = () => {}, poolSize = 10 }: Options = {},
): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL, poolSize);
    await database.migrate();
    return { database, where: 'PostgreSQL (DATABASE_URL)', close: database.close };
  }
  const cluster = await startEmbeddedPostgres(config.dataDir, log);
  // Commands beside the server (npm run staff) never touch sessions.
  const database = { ...openPostgres(cluster.url(), poolSize), ownedByThisProcess: true };
  try {
    await database.migrate();
    await migrateFromPglite(config.dataDir, cluster.url(), log);
  } catch (err) {
    await database.close();
    await cluster.stop();
    throw err;
  }
  return {
    database,
    where: `PostgreSQL integrado en ${cluster.clusterDir}`,
    close: async () => {
      await database.close();
      await cluster.stop();
    },
  };
}

/**
 * The embedded server a running app holds, if any: postmaster.pid names its socket directory
 * (line 5) and says "ready" once it accepts connections (line 8).
 */
function runningEmbeddedUrl(dataDir: string): string | undefined {
  const pidFile = path.join(clusterDirOf(dataDir), 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  if (lines[7]?.trim() !== 'ready') return undefined;
  return `postgres://postgres@localhost/${EMBEDDED_DATABASE}?host=${encodeURIComponent(lines[4]!.trim())}&port=${lines[3]!.trim()}`;
}

/**
 * For commands run beside the server (`npm run staff`): the running app's embedded server when
 * there is one, else the configured database opened as the server would.
 */
export async function openBesideServer(config: AppConfig, options: Options = {}): Promise<OpenedDatabase> {
  if (!config.DATABASE_URL) {
    const url = runningEmbeddedUrl(config.dataDir);
    if (url) {
      const database = openPostgres(url, options.poolSize ?? 1);
      await database.migrate();
      return { database, where: `PostgreSQL integrado en ${clusterDirOf(config.dataDir)}`, close: database.close };
    }
  }
  return openConfiguredDatabase(config, options);
}
