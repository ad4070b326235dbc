import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openPglite, openPostgres, queryRows } from '../client.ts';
import { startEmbeddedPostgres } from './cluster.ts';
import { letServerUserIn, serverUser } from './server-user.ts';
import { openConfiguredDatabase } from '../open.ts';
import { call, createTestApp } from '../../../test/helpers/test-app.ts';
import { balanceOf, newAccount, newTx, newUser, upload } from '../../../test/helpers/money-helpers.ts';

// The embedded PostgreSQL that `npm start` runs (decision 026), from the binaries npm installed:
// no server or database needs to be installed for these tests.
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-embedded-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const configFor = (dir: string) => loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' });
const one = async <T>(database: { db: Parameters<typeof queryRows>[0] }, query: ReturnType<typeof sql>) =>
  (await queryRows<T>(database.db, query))[0]!;

function postmasterPid(dir: string): number | undefined {
  const file = path.join(dir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}
function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('the embedded PostgreSQL', () => {
  it('creates a durable cluster in DATA_DIR, reachable only through its socket, and keeps what was saved', async () => {
    const dir = dataDir();
    const first = await openConfiguredDatabase(configFor(dir));
    try {
      const settings = await one<Record<string, string>>(
        first.database,
        sql`select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sync, current_setting('full_page_writes') as fpw,
                   current_setting('listen_addresses') as listen, current_setting('data_checksums') as checksums, upper('ñandú') as upper`,
      );
      expect(settings).toEqual({ fsync: 'on', sync: 'on', fpw: 'on', listen: '', checksums: 'on', upper: 'ÑANDÚ' });
      expect(first.where).toBe(`PostgreSQL integrado en ${path.join(dir, 'postgres')}`);
      // Only this app serves it, so the app may remember sessions (lib/session-cache.ts).
      expect(first.database.ownedByThisProcess).toBe(true);
      // Migrated: the app's tables are there.
      expect(
        await one<{ n: number }>(
          first.database,
          sql`select count(*)::int as n from information_schema.tables where table_name = 'transactions'`,
        ),
      ).toEqual({ n: 1 });
      await first.database.db.execute(sql`create table kept (note text)`);
      await first.database.db.execute(sql`insert into kept values ('sigue aquí')`);
    } finally {
      await first.close();
    }
    expect(postmasterPid(dir)).toBeUndefined();
    // PostgreSQL refuses root: as root the cluster belongs to the server's own user.
    if (process.getuid?.() === 0) expect(statSync(path.join(dir, 'postgres')).uid).not.toBe(0);

    const second = await openConfiguredDatabase(configFor(dir));
    try {
      expect(await one(second.database, sql`select note from kept`)).toEqual({ note: 'sigue aquí' });
    } finally {
      await second.close();
    }
  });

  it.runIf(process.getuid?.() === 0)(
    'as root, names the folder the server user cannot enter instead of failing in initdb',
    async () => {
      const closed = dataDir();
      chmodSync(closed, 0o700);
      const inside = path.join(closed, 'datos');
      mkdirSync(inside);
      chmodSync(closed, 0o700);
      await expect(openConfiguredDatabase(configFor(inside))).rejects.toThrow(
        `El usuario del sistema «postgres» no puede entrar en ${closed}, que contiene DATA_DIR (${inside}).`,
      );
      // DATA_DIR itself may be private: the app opens it for the server user (search only).
      expect(() => letServerUserIn(closed, serverUser())).not.toThrow();
      expect(statSync(closed).mode & 0o777).toBe(0o701);
    },
  );

  it('refuses a second app on the same data directory, and serves it again once the first stops', async () => {
    const dir = dataDir();
    const first = await openConfiguredDatabase(configFor(dir));
    await expect(openConfiguredDatabase(configFor(dir))).rejects.toThrow(
      /^Otro proceso de Cuentas Claras ya está usando el directorio de datos .* \(PostgreSQL, pid \d+\)/,
    );
    await first.close();
    const again = await openConfiguredDatabase(configFor(dir));
    await again.close();
  });

  it('starts on a copied data directory whose postmaster.pid names a live process that is not its server', async () => {
    const dir = dataDir();
    const first = await openConfiguredDatabase(configFor(dir));
    await first.database.db.execute(sql`create table kept (note text)`);
    await first.database.db.execute(sql`insert into kept values ('antes de copiar')`);
    await first.close();
    // A backup restored, or a reboot that gave the old pid to another program: here the pid is this
    // test runner's, alive and no PostgreSQL. It must neither block the start nor be signalled.
    const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
    writeFileSync(pidFile, `${process.pid}\n${path.join(dir, 'postgres')}\n`);
    const again = await openConfiguredDatabase(configFor(dir));
    expect((await one<{ note: string }>(again.database, sql`select note from kept`)).note).toBe('antes de copiar');
    expect(postmasterPid(dir)).not.toBe(process.pid);
    await again.close();
  });

  it('after a kill -9 of the app, stops its server and recovers everything committed at the next start', async () => {
    const dir = dataDir();
    const child: ChildProcess = spawn(
      process.execPath,
      [path.join(import.meta.dirname, '../../../test/fixtures/processes/hold-embedded-database.ts')],
      {
        env: { ...process.env, DATA_DIR: dir, NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });
    const server = postmasterPid(dir);
    expect(isAlive(server)).toBe(true);
    child.kill('SIGKILL');
    // No stray server: the watchdog shuts it down when its app dies.
    expect(await waitFor(() => !isAlive(server), 10_000)).toBe(true);

    const next = await openConfiguredDatabase(configFor(dir));
    try {
      expect(await one(next.database, sql`select note from kill_probe`)).toEqual({ note: 'committed before the kill' });
    } finally {
      await next.close();
    }
  });

  it('the server of npm start answers on its port, and on SIGTERM stops itself and then its database', async () => {
    const dir = dataDir();
    const port = 4700 + Math.floor(Math.random() * 200);
    const server = spawn(process.execPath, [path.join(import.meta.dirname, '../../server/server.js')], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: String(port),
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        WEB_DIST_DIR: dir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let printed = '';
    server.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    expect(await waitFor(() => printed.includes('Cuentas Claras está listo en'), 60_000)).toBe(true);
    expect(printed).toContain(`(base de datos: PostgreSQL integrado en ${path.join(dir, 'postgres')})`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ data: { status: 'ok', database: 'pg' } });
    const database = postmasterPid(dir);
    expect(isAlive(database)).toBe(true);
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await waitFor(() => !isAlive(database), 10_000)).toBe(true);
    expect(existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 90_000);

  it('a power cut during an import commit leaves the whole import or none of it', async () => {
    const dir = dataDir();
    // Given relative, as DATA_DIR=./data is: the server is given absolute paths all the same.
    const cluster = await startEmbeddedPostgres(path.relative(process.cwd(), dir));
    const database = openPostgres(cluster.url(), 4);
    await database.migrate();
    const ctx = await createTestApp({}, { database });
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token, { opening_balance: 100_000 });
    await newTx(ctx, user.token, { account_id: account, amount: -1234, date: '2026-01-02', payee: 'Antes del corte' });
    const balanceBefore = await balanceOf(ctx, user.token, account);
    const rows = Array.from({ length: 30_000 }, (_, index) => {
      const day = String((index % 28) + 1).padStart(2, '0');
      const cents = String(index % 100).padStart(2, '0');
      return `${day}/03/2026;${day}/03/2026;COMPRA TARJ. SUPERMERCADO ${index % 500};Pago con tarjeta;-${(index % 90) + 1},${cents};EUR;;EUR;`;
    });
    const file = ['Fecha;Fecha valor;Concepto;Movimiento;Importe;Divisa;Disponible;Divisa;Observaciones', ...rows].join(
      '\n',
    );
    const started = await upload(ctx, user.token, account, 'corte.csv', file);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const importId = (started.data.import as { id: string }).id;
    expect((await call(ctx, 'POST', `/api/imports/${importId}/analyze`, { token: user.token, body: {} })).status).toBe(
      200,
    );

    const watcher = new pg.Client({ connectionString: cluster.url() });
    watcher.on('error', () => {});
    await watcher.connect();
    const commit = call(ctx, 'POST', `/api/imports/${importId}/commit`, { token: user.token, body: {} }).catch(
      (err: unknown) => err,
    );
    const inserting = await waitFor(async () => {
      const active = await watcher.query(
        "select count(*)::int as n from pg_stat_activity where state = 'active' and query ilike '%insert into \"transactions\"%'",
      );
      return active.rows[0].n > 0;
    }, 20_000);
    expect(inserting).toBe(true);
    // The power goes: the server and every backend die at once, mid-transaction.
    process.kill(-cluster.processGroup, 'SIGKILL');
    await commit;
    await watcher.end().catch(() => {});
    await ctx.app.close();
    await database.close().catch(() => {});

    const restarted = await openConfiguredDatabase(configFor(dir));
    try {
      const saved = await one<{ n: number }>(
        restarted.database,
        sql`select count(*)::int as n from transactions where import_id = ${importId}::uuid`,
      );
      const status = await one<{ status: string }>(
        restarted.database,
        sql`select status from imports where id = ${importId}::uuid`,
      );
      // Killed mid-insert: nothing of the import stays, and it can be committed again.
      expect(saved.n).toBe(0);
      expect(status.status).not.toBe('committed');
      const again = await createTestApp({}, { database: restarted.database });
      try {
        expect(await balanceOf(again, user.token, account)).toBe(balanceBefore);
        const retried = await call(again, 'POST', `/api/imports/${importId}/commit`, { token: user.token, body: {} });
        expect(retried.status, JSON.stringify(retried.body)).toBe(200);
        expect(retried.data).toMatchObject({ imported_count: 30_000 });
      } finally {
        await again.app.close();
      }
    } finally {
      await restarted.close();
    }
  }, 120_000);

  it('moves a PGlite ledger from an older version into the cluster once, keeping a backup', async () => {
    const dir = dataDir();
    const old = openPglite({ dataDir: path.join(dir, 'pglite') });
    await old.migrate();
    const ctx = await createTestApp({}, { database: old });
    const user = await newUser(ctx);
    const account = await newAccount(ctx, user.token, { opening_balance: 250_000 });
    for (const [amount, payee] of [
      [4530, 'Mercadona'],
      [1299, 'Netflix'],
      [60_000, 'Alquiler'],
    ] as const) {
      await newTx(ctx, user.token, { account_id: account, amount: -amount, date: '2026-02-03', payee });
    }
    const balance = await balanceOf(ctx, user.token, account);
    const dashboard = (await call(ctx, 'GET', '/api/dashboard', { token: user.token })).data;
    await ctx.close();

    const lines: string[] = [];
    const opened = await openConfiguredDatabase(configFor(dir), { log: (line) => lines.push(line) });
    try {
      expect(lines.some((line) => line.startsWith('Pasando tus datos de PGlite'))).toBe(true);
      const backups = readdirSync(dir).filter((name) => name.startsWith('pglite-backup-'));
      expect(backups).toHaveLength(1);
      expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
      expect(lines.at(-1)).toContain(backups[0]);
      const moved = await createTestApp({}, { database: opened.database });
      try {
        // The same user logs in with the same session and sees the same figures.
        expect(await balanceOf(moved, user.token, account)).toBe(balance);
        expect(balance).toBe(250_000 - 4530 - 1299 - 60_000);
        expect((await call(moved, 'GET', '/api/dashboard', { token: user.token })).data).toEqual(dashboard);
        // The totals the triggers keep carried over and keep working.
        await newTx(moved, user.token, { account_id: account, amount: -1000, date: '2026-02-04', payee: 'Panadería' });
        expect(await balanceOf(moved, user.token, account)).toBe(balance - 1000);
      } finally {
        await moved.app.close();
      }
    } finally {
      await opened.close();
    }
    // The next start has nothing left to move.
    const later: string[] = [];
    const again = await openConfiguredDatabase(configFor(dir), { log: (line) => later.push(line) });
    await again.close();
    expect(later).toEqual([]);
  }, 120_000);
});
