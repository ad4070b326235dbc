import closeWithGrace from 'close-with-grace';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';

/** Before the scheduler's first pass (1 s after the app is built), which would start the queue itself. */
const QUEUE_START_DELAY_MS = 500;

async function main() {
  const config = loadConfig();
  // The database starts (the embedded server, launched by server.js, boots; migrations run) while
  // the API's modules load. The .env file was read by server.js.
  const opening = openConfiguredDatabase(config, { log: (line) => console.log(line) });
  const [{ buildApp }, opened] = await Promise.all([import('./app.ts'), opening]);
  const { database } = opened;

  const app = await buildApp({ config, database, scheduler: true, startQueueLater: true });
  // Not an onClose hook: Fastify runs those last-registered first, so the database would close
  // before the scheduler's hook had waited for a pass in flight.
  let queueStart: NodeJS.Timeout | undefined;
  const close = async () => {
    clearTimeout(queueStart);
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
    // The job queue starts a moment after the app answers (decisions 030 and 045): loading pg-boss
    // is ~80 ms the first requests would otherwise wait behind. A job sent meanwhile starts it at once.
    queueStart = setTimeout(() => {
      app.jobs.queue.start().catch(async (err: unknown) => {
        app.log.error({ err }, 'could not start the job queue');
        await close();
        process.exit(1);
      });
    }, QUEUE_START_DELAY_MS);
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
