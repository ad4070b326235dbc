import path from 'node:path';
import { loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { pageCacheSize } from './db/page-cache.ts';
import { acquireDataDirLock } from './lib/lock-file.ts';

try {
  process.loadEnvFile();
} catch {
  // An .env file is optional.
}

async function main() {
  const config = loadConfig();
  let releaseLock = () => {};
  let database: Database;
  if (config.DATABASE_URL) {
    database = openPostgres(config.DATABASE_URL);
  } else {
    releaseLock = acquireDataDirLock(config.dataDir);
    const pgliteDir = path.join(config.dataDir, 'pglite');
    database = openPglite({ dataDir: pgliteDir, sharedBuffers: config.PGLITE_SHARED_BUFFERS ?? pageCacheSize(pgliteDir) });
  }
  // The database starts (PGlite compiles and boots PostgreSQL) while the API's modules load.
  const [{ buildApp }] = await Promise.all([import('./app.ts'), database.migrate()]);

  const app = await buildApp({ config, database, scheduler: true });
  // Not an onClose hook: Fastify runs those last-registered first, so the database would close
  // before the scheduler's hook had waited for a pass in flight.
  const close = async () => {
    await app.close();
    await database.close();
    releaseLock();
  };

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const shown = address.replace('127.0.0.1', 'localhost');
    console.log(`\nCuentas Claras está listo en ${shown}  (base de datos: ${database.driver === 'pg' ? 'PostgreSQL' : `PGlite en ${config.dataDir}`})\n`);
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await close();
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
