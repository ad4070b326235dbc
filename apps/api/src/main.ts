import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';

try {
  process.loadEnvFile();
} catch {
  // An .env file is optional.
}

async function main() {
  const config = loadConfig();
  // The database starts (the embedded server boots, migrations run) while the API's modules load.
  const [{ buildApp }, opened] = await Promise.all([import('./app.ts'), openConfiguredDatabase(config, { log: (line) => console.log(line) })]);
  const { database } = opened;

  const app = await buildApp({ config, database, scheduler: true });
  // Not an onClose hook: Fastify runs those last-registered first, so the database would close
  // before the scheduler's hook had waited for a pass in flight.
  const close = async () => {
    await app.close();
    await opened.close();
  };

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const shown = address.replace('127.0.0.1', 'localhost');
    console.log(`\nCuentas Claras está listo en ${shown}  (base de datos: ${opened.where})\n`);
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
