import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresBinaries } from './binaries.ts';
import { letServerUserIn, type ServerUser, serverUser } from './server-user.ts';

/**
 * Starting the embedded PostgreSQL's process, without the database client: the entry script
 * (server.js) loads this module alone and launches the server before it loads the API, so the
 * server boots while the API's code is read and compiled (decision 060). cluster.ts then waits
 * for it to accept connections.
 */

export const SUPERUSER = 'postgres';
// The socket's port number only names the socket file: the server listens on no TCP port.
export const SOCKET_PORT = 5432;

/**
 * Settings the server starts with (decision 026). Durability first: every commit is flushed to
 * disk before the API answers. Nothing listens on the network; the socket lives in a directory
 * only the server's user can enter. The page cache is PostgreSQL's default, filled as it is used.
 */
const EMBEDDED_SETTINGS: Record<string, string> = {
  listen_addresses: '',
  unix_socket_permissions: '0700',
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  max_connections: '40',
  shared_buffers: '128MB',
  huge_pages: 'off',
  log_min_messages: 'warning',
  log_checkpoints: 'off',
  timezone: 'UTC',
  datestyle: 'ISO, YMD',
};

export type Log = (line: string) => void;

export function clusterDirOf(dataDir: string): string {
  return path.join(dataDir, 'postgres');
}

/** A server process on its way up: what cluster.ts needs to wait for it, reach it and stop it. */
export type LaunchedServer = { server: ChildProcess; clusterDir: string; socketDir: string; logFile: string };

/**
 * Launches the PostgreSQL server of a data directory, creating the cluster on the first start. A
 * server left running by an app that died is waited for (its watchdog shuts it down) or, when
 * nothing watches it any more, shut down; a server another live app is using stops this start
 * with a message.
 */
export async function launchServer(dataDirGiven: string, log: Log = () => {}): Promise<LaunchedServer> {
  // The server runs in the cluster's directory: every path it is given must be absolute.
  const dataDir = path.resolve(dataDirGiven);
  const binaries = await postgresBinaries();
  const user = serverUser();
  mkdirSync(dataDir, { recursive: true });
  letServerUserIn(dataDir, user);
  const clusterDir = clusterDirOf(dataDir);
  const logFile = path.join(dataDir, 'postgres.log');

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log('Creando la base de datos PostgreSQL integrada…');
    await initCluster(binaries.initdb, clusterDir, user);
  }
  await clearLeftoverServer(clusterDir);

  const socketDir = socketDirFor(clusterDir, user);
  const server = spawnWatched(binaries.postgres, clusterDir, socketDir, user, logFile);
  return { server, clusterDir, socketDir, logFile };
}

const EARLY = Symbol.for('cuentas-claras.early-postgres');
type EarlyLaunch = { dataDir: string; launching: Promise<LaunchedServer> };
const holder = globalThis as { [EARLY]?: EarlyLaunch };

/**
 * Launches the server ahead of the API (server.js), resolving once its process is spawned (or the
 * launch failed). The entry script and the bundled API are two copies of this module, so the launch
 * waits on the global object for startEmbeddedPostgres to take.
 */
export async function launchEarly(dataDir: string): Promise<void> {
  const launching = launchServer(dataDir, (line) => console.log(line));
  holder[EARLY] = { dataDir: path.resolve(dataDir), launching };
  // A failed launch is reported when the start takes it, with the same message as a late one.
  await launching.catch(() => {});
}

/** The early launch of this data directory, once: a second start in the process launches its own. */
export function takeEarlyLaunch(dataDir: string): Promise<LaunchedServer> | undefined {
  const early = holder[EARLY];
  if (!early || early.dataDir !== path.resolve(dataDir)) return undefined;
  delete holder[EARLY];
  return early.launching;
}

async function initCluster(initdb: string, clusterDir: string, user: ServerUser): Promise<void> {
  // A half-made cluster (a crash during initdb) is made again from scratch.
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { mode: 0o700 });
  if (user) chownSync(clusterDir, user.uid, user.gid);
  const args = [
    `--pgdata=${clusterDir}`,
    `--username=${SUPERUSER}`,
    '--auth-local=trust',
    '--auth-host=reject',
    '--encoding=UTF8',
    // PostgreSQL's own Unicode rules: upper/lower case of ñ and accents without the machine's locales.
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
    '--data-checksums',
  ];
  try {
    await promisify(execFile)(initdb, args, {
      ...user,
      env: { ...process.env, LC_ALL: 'C' },
      maxBuffer: 10 * 1024 * 1024,
    });
  } catch (err) {
    rmSync(clusterDir, { recursive: true, force: true });
    const detail = (err as { stderr?: string }).stderr ?? String(err);
    throw new Error(`initdb falló / initdb failed:\n${detail}`, { cause: err });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * Whether `pid` is a PostgreSQL server of `clusterDir`: a server works inside its data directory.
 * postmaster.pid can name a pid the system has since given to another process (after a reboot, in a
 * container, or in a copied or restored data directory); that file is stale, and PostgreSQL itself
 * would refuse to start because the pid is alive. Only a process whose working directory is known
 * and is elsewhere is another one. Where the system does not say (no /proc, no permission, or a
 * server on its way out, which has no working directory left), the answer is yes: waiting for it or
 * refusing to start is safe, stopping an unknown process is not.
 */
function servesCluster(pid: number, clusterDir: string): boolean {
  try {
    return realpathSync(`/proc/${pid}/cwd`) === realpathSync(clusterDir);
  } catch {
    return true;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * postmaster.pid names the server that holds the cluster. After a kill -9 of the app its watchdog
 * shuts that server down within a second or so; if the watchdog died too, the server has been
 * handed to init (parent 1) and nobody uses it: it is shut down here. PostgreSQL's write-ahead
 * log then recovers every committed transaction at the next start. A pid file naming a process that
 * is not this cluster's server is stale and removed.
 */
async function clearLeftoverServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (!servesCluster(pid, clusterDir)) {
    rmSync(pidFile);
    return;
  }
  if (await waitForExit(pid, 5_000)) return;
  if (parentOf(pid) === 1) {
    process.kill(pid, 'SIGINT');
    if (await waitForExit(pid, 30_000)) return;
  }
  throw new Error(
    `Otro proceso de Cuentas Claras ya está usando el directorio de datos ${path.dirname(clusterDir)} (PostgreSQL, pid ${pid}). ` +
      'Detén ese proceso o usa otro DATA_DIR.\n' +
      `Another Cuentas Claras process is already using the data directory ${path.dirname(clusterDir)} (PostgreSQL, pid ${pid}). Stop it or use another DATA_DIR.`,
  );
}

/** Unix socket paths are limited to ~107 bytes; a deep data directory gets its socket in the temp folder. */
function socketDirFor(clusterDir: string, user: ServerUser): string {
  if (Buffer.byteLength(path.join(clusterDir, `.s.PGSQL.${SOCKET_PORT}.lock`)) <= 100) return clusterDir;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  return dir;
}

/**
 * The server runs under a tiny shell watchdog that holds a pipe from this process: when the pipe
 * closes (a clean stop, or the app dying even by kill -9) it asks PostgreSQL for a fast shutdown,
 * so no server outlives its app. Detached into its own process group, Ctrl-C in a terminal reaches
 * the app alone, which finishes its requests before it stops the server.
 */
const WATCHDOG = [
  '"$@" </dev/null &',
  'server=$!',
  "trap 'kill -INT $server 2>/dev/null' INT TERM",
  'cat >/dev/null',
  'kill -INT $server 2>/dev/null',
  'wait $server',
].join('\n');

function spawnWatched(
  postgres: string,
  clusterDir: string,
  socketDir: string,
  user: ServerUser,
  logFile: string,
): ChildProcess {
  const settings = Object.entries({ ...EMBEDDED_SETTINGS, unix_socket_directories: socketDir }).flatMap(
    ([key, value]) => ['-c', `${key}=${value}`],
  );
  const out = openSync(logFile, 'a');
  if (user) chownSync(logFile, user.uid, user.gid);
  const child = spawn(
    '/bin/sh',
    ['-c', WATCHDOG, 'cuentas-claras-postgres', postgres, '-D', clusterDir, '-p', String(SOCKET_PORT), ...settings],
    {
      ...user,
      detached: true,
      stdio: ['pipe', out, out],
      env: { ...process.env, LC_ALL: 'C' },
    },
  );
  closeSync(out);
  // A watchdog killed from outside closes the pipe's far end: nothing to report, the start or stop says.
  child.stdin?.on('error', () => {});
  // This process may exit before the server has stopped; the watchdog must not keep it alive.
  child.unref();
  return child;
}

export async function stopWatched(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdin?.end();
  const timeout = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGQUIT'), 60_000);
  await exited;
  clearTimeout(timeout);
}
