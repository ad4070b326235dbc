import closeWithGrace from 'close-with-grace';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';

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

  const app = await buildApp({ config, database, scheduler: true, startQueueLater: true });
  // Not an onClose hook: Fastify runs those last-registered first, so the database would close
  // before the scheduler's hook had waited for a pass in flight.
  const close = async () => {
    await app.close();
    await opened.close();
  };

  // SIGINT/SIGTERM and crashes close the app, then the database (the embedded server last);
  // a close that hangs is cut after 20 s.
  closeWithGrace({ delay: 20_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await close();
  });

  try {
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    // The job queue starts once the app answers (decision 030); jobs queued meanwhile wait for it.
    await app.jobs.queue.start();
    const shown = address.replace('127.0.0.1', 'localhost');
    console.log(`\nCuentas Claras está listo en ${shown}  (base de datos: ${opened.where})\n`);
  } catch (err) {
    app.log.error({ err }, 'could not start');
    await close();
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
