import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { AttachableClock, Db as QueueDb, Job, PgBoss, Queue, SendOptions } from 'pg-boss';
import type * as pgBossLibrary from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, Tx } from '../db/client.ts';

/**
 * The one job queue of the API: pg-boss on the app's own database (decision 026). Claims are
 * `FOR UPDATE SKIP LOCKED` with an attempt fence, so a job runs once across every instance on the
 * database; failures are retried with backoff and end in pg-boss's `failed` state when they keep
 * failing; a job whose worker died is taken over when its heartbeat stops.
 */

const SCHEMA = 'pgboss';

type PgBossLibrary = typeof pgBossLibrary;
let library: Promise<PgBossLibrary> | undefined;
/**
 * pg-boss and its dependencies are ~80 ms of evaluation: they load when the queue starts, which the
 * server does once it answers (decisions 030 and 045), not while the API's modules load.
 */
const loadPgBoss = () => (library ??= import('pg-boss'));

export type JobHandler = (job: Job<Record<string, unknown>>) => Promise<unknown>;

type Definition = {
  name: string;
  options: Omit<Queue, 'name'>;
  handler: JobHandler;
  /** Jobs of this queue one process runs at once. */
  concurrency: number;
};

export type JobQueue = {
  /** Declares a queue and its handler; before start(). */
  define: (name: string, options: Omit<Queue, 'name'>, handler: JobHandler, concurrency?: number) => void;
  /** Starts pg-boss and the workers, once (later calls wait for the first). Sends, drain() and depth() start it too. */
  start: () => Promise<void>;
  /** Stops fetching and waits (up to a few seconds) for the jobs in hand, so no claim is left behind. */
  stop: () => Promise<void>;
  /** Queues a job; inside `tx` it is queued only if the transaction commits. Returns null when the queue's policy refused it (already queued). */
  send: (name: string, data: object, options?: SendOptions, tx?: Tx) => Promise<string | null>;
  /** Tests only: hands the app's clock to the queue's SQL (call before a transaction that sends). */
  syncClock: () => Promise<void>;
  /** Makes this process's workers of `name` fetch now instead of at their next poll. */
  wake: (name: string) => void;
  /** Runs, in the caller, every job that is due until none is left (tests and `app.jobs.run()`). */
  drain: () => Promise<number>;
  /** Jobs waiting (queued or due for a retry) and failed for good, across every queue. */
  depth: () => Promise<{ waiting: number; failed: number }>;
  boss: () => PgBoss;
};

/**
 * Tests move the app's clock by hand (`now`): pg-boss then reads that time, in JavaScript and in
 * SQL (its `job_now()` reads a one-row table in sessions that opt in), so retry delays and
 * expiries follow the test's clock. Production passes no clock and pg-boss reads the real one.
 */
function appClock(now: () => Date): AttachableClock & { sync: () => Promise<void> } {
  let target: QueueDb | undefined;
  let pushed = Number.NaN;
  // The writes go one after the other: on a pool, two syncs at once (simultaneous webhook calls)
  // could land out of order and set the clock back behind a job just queued, which then waits.
  let writing: Promise<unknown> = Promise.resolve();
  const sync = async () => {
    // A test's clock stands still: each sync moves the queue's a millisecond on, so jobs queued one
    // after the other keep their order (pg-boss orders by creation time). A jump back is followed.
    const time = now().getTime();
    const current = time < pushed - 1000 ? time : Math.max(time, pushed + 1);
    const db = target;
    if (!db) return;
    pushed = current;
    const write = writing.then(() =>
      db.executeSql(`update ${SCHEMA}.__pgboss_test_clock set now = to_timestamp($1)`, [current / 1000]),
    );
    writing = write.catch(() => {});
    await write;
  };
  return {
    now: () => now().getTime(),
    // pg-boss's own system clock's timers, written here so the clock needs no pg-boss loaded.
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (handle) => clearInterval(handle as Parameters<typeof clearInterval>[0]),
    async attach({ db }) {
      await db.executeSql(`
        create table if not exists ${SCHEMA}.__pgboss_test_clock (now timestamptz not null);
        delete from ${SCHEMA}.__pgboss_test_clock;
        insert into ${SCHEMA}.__pgboss_test_clock (now) values (to_timestamp(${now().getTime() / 1000}));
        create or replace function ${SCHEMA}.job_now() returns timestamptz as $$
          select coalesce(case when current_setting('pgboss.test_clock', true) = 'on' then (select c.now from ${SCHEMA}.__pgboss_test_clock c limit 1) end, pg_catalog.now());
        $$ language sql stable;`);
      target = db;
      pushed = now().getTime();
      // Left in place on stop: another instance of the test may share the database.
      return { [Symbol.asyncDispose]: async () => {} };
    },
    sync,
  };
}

type DriverClient = { $client?: unknown };

/** pg-boss on the app's database: PGlite's one connection, or a small pool of its own on PostgreSQL. */
function connectionOptions(database: Database, { fromPglite }: PgBossLibrary) {
  const client = (database.db as unknown as DriverClient).$client;
  if (database.driver === 'pglite') return { db: fromPglite(client as PGlite), backend: 'pglite' as const };
  const pool = client as pg.Pool & { options: pg.PoolConfig };
  return {
    connectionString: pool.options.connectionString,
    max: 4,
    application_name: 'cuentas-queue',
    backend: 'postgres' as const,
  };
}

export function createJobQueue(
  database: Database,
  options: { now?: () => Date; onError: (err: unknown) => void },
): JobQueue {
  const definitions = new Map<string, Definition>();
  const workers = new Map<string, string[]>();
  // Handlers this process's workers are running, so drain() can wait for them.
  const inFlight = new Set<Promise<unknown>>();
  const clock = options.now ? appClock(options.now) : undefined;
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let stopped = false;

  const started = () => {
    if (!boss) throw new Error('the job queue has not started');
    return boss;
  };
  const start = () => (starting ??= stopped ? Promise.reject(new Error('the job queue has stopped')) : startBoss());
  /**
   * The queue once started. The server starts it a moment after it answers (decision 045): a job
   * sent before then starts it at once.
   */
  const whenStarted = async () => {
    await start();
    return started();
  };

  /** pg-boss on the database, the queues declared, and each queue's workers. */
  async function startBoss() {
    const pgBoss = await loadPgBoss();
    boss = new pgBoss.PgBoss({
      ...connectionOptions(database, pgBoss),
      schema: SCHEMA,
      ...(clock ? { clock } : {}),
      // The app's scheduler queues its passes itself; pg-boss's cron is not used.
      schedule: false,
      // Expiry and stopped heartbeats are checked this often, so a dead worker's job moves on within seconds.
      superviseIntervalSeconds: clock ? 60 : 5,
      registerInstance: false,
      openTelemetry: { enabled: false },
    });
    boss.on('error', options.onError);
    await boss.start();
    for (const definition of definitions.values()) {
      await boss.createQueue(definition.name, definition.options);
    }
    for (const definition of definitions.values()) {
      const ids: string[] = [];
      for (let index = 0; index < definition.concurrency; index += 1) {
        ids.push(
          await boss.work<Record<string, unknown>>(
            definition.name,
            { pollingIntervalSeconds: 2, includeMetadata: false },
            async ([job]) => {
              const running = clock ? clock.sync().then(() => definition.handler(job!)) : definition.handler(job!);
              inFlight.add(running);
              try {
                return await running;
              } finally {
                inFlight.delete(running);
                // A worker that got a job fetches again at once (pg-boss would otherwise wait out its
                // polling interval, having fetched one job, not a full batch); an empty fetch sleeps.
                for (const id of workers.get(definition.name) ?? []) boss?.notifyWorker(id);
              }
            },
          ),
        );
      }
      workers.set(definition.name, ids);
    }
  }

  return {
    define(name, queueOptions, handler, concurrency = 1) {
      definitions.set(name, { name, options: queueOptions, handler, concurrency });
    },

    start,

    async stop() {
      await starting?.catch(() => {});
      if (stopped) return;
      stopped = true;
      if (!boss) return;
      // Jobs in hand finish (their claims are settled); none is fetched meanwhile. PGlite's
      // connection belongs to the app, which closes it after this.
      await boss.stop({ graceful: true, timeout: 8000, close: database.driver !== 'pglite' });
    },

    async syncClock() {
      await clock?.sync();
    },

    async send(name, data, sendOptions = {}, tx) {
      // Inside a transaction the clock was synced before it began (PGlite's one connection is held
      // by it), and the app's own connection reads the test's clock for this transaction too.
      const queue = await whenStarted();
      const { fromDrizzle } = await loadPgBoss();
      if (!tx) await clock?.sync();
      else if (clock) await tx.execute(sql`select set_config('pgboss.test_clock', 'on', true)`);
      return queue.send(name, data, {
        ...sendOptions,
        ...(tx ? { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : {}),
      });
    },

    wake(name) {
      if (!boss || stopped) return;
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },

    async drain() {
      const queue = await whenStarted();
      const names = [...definitions.keys()];
      const activeJobs = async () =>
        Number(
          (
            await queue
              .getDb()
              .executeSql(
                `select count(*)::int as n from ${SCHEMA}.job where name = any($1::text[]) and state = 'active'`,
                [names],
              )
          ).rows[0]?.n ?? 0,
        );
      // A job another worker has just claimed is awaited briefly; one held longer (a dead worker's) is left to expire.
      const waitUntil = Date.now() + 2000;
      let ran = 0;
      for (let round = 0; round < 100_000; round += 1) {
        // A job a worker holds (of this process or another) is finished first: its retry may then be due.
        let fetched = inFlight.size > 0;
        await Promise.allSettled([...inFlight]);
        for (const definition of definitions.values()) {
          await clock?.sync();
          const [job] = await queue.fetch<Record<string, unknown>>(definition.name);
          if (!job) continue;
          fetched = true;
          ran += 1;
          const attempt = { id: job.id, retryCount: job.retryCount };
          try {
            const output = await definition.handler(job);
            await queue.complete(definition.name, attempt, output && typeof output === 'object' ? output : null);
          } catch (err) {
            await queue.fail(definition.name, attempt, { message: err instanceof Error ? err.message : String(err) });
          }
        }
        if (fetched) continue;
        // Nothing left to fetch: done once no worker holds a job either (a dead one's is left to expire).
        if (Date.now() > waitUntil || (await activeJobs()) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return ran;
    },

    async depth() {
      const names = [...definitions.keys()];
      const { rows } = await (await whenStarted()).getDb().executeSql(
        `select count(*) filter (where state in ('created', 'retry'))::int as waiting, count(*) filter (where state = 'failed')::int as failed
             from ${SCHEMA}.job where name = any($1::text[])`,
        [names],
      );
      return { waiting: Number(rows[0]?.waiting ?? 0), failed: Number(rows[0]?.failed ?? 0) };
    },

    boss: started,
  };
}
