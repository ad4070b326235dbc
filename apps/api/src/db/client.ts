import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type PreparedQuery, type PreparedText, preparedForPglite, preparedForPool } from './prepared.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** No other process changes this database's sessions: the embedded server of DATA_DIR, PGlite. */
  ownedByThisProcess?: boolean;
  /** For the hottest reads only (see prepared.ts); everything else goes through `db`. */
  prepared: PreparedQuery;
  /** The transaction page's JSON body as bytes (see prepared.ts). */
  preparedText: PreparedText;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/**
 * PGlite, PostgreSQL compiled to WebAssembly and run in this process: the fast in-memory database
 * of the test suite (each test file clones a migrated template) and the reader of the ledgers older
 * versions kept in DATA_DIR/pglite (embedded/from-pglite.ts). The app itself runs on PostgreSQL.
 */
export function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Database {
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  const prepared = preparedForPglite(client);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    prepared: prepared.rows,
    preparedText: prepared.text,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, poolSize = 10): Database {
  // Dates written as text by SQL (the transaction page, its cursor) must read YYYY-MM-DD whatever
  // the server's postgresql.conf says; PGlite always starts with ISO.
  const pool = new pg.Pool({ connectionString, max: poolSize, options: '-c DateStyle=ISO,YMD' });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (err) => console.error(`PostgreSQL connection error: ${err.message}`));
  const db = drizzleNodePg(pool, { schema });
  const prepared = preparedForPool(pool);
  return {
    db: db as unknown as Db,
    driver: 'pg',
    prepared: prepared.rows,
    preparedText: prepared.text,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
