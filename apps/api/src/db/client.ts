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
  /** For the hottest reads only (see prepared.ts); everything else goes through `db`. */
  prepared: PreparedQuery;
  /** The transaction page's JSON body as bytes (see prepared.ts). */
  preparedText: PreparedText;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** An embedded PGlite database: in a data directory, in memory, or cloned from a dumped template. */
export function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File; sharedBuffers?: string } = {}): Database {
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    ...(options.sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] } : {}),
  });
  yieldBetweenQueries(client);
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

/**
 * PGlite runs each query synchronously on this thread, and its lock hands over to the next
 * waiter in a microtask, so a queue of queries ran back to back without the event loop ever
 * reaching I/O: under load, new connections were accepted one per batch (every ~250 ms) and
 * their first request waited seconds. Each query, transaction or exclusive block now ends with
 * one turn of the event loop while still holding the lock, so waiting sockets are read in turn.
 */
function yieldBetweenQueries(client: PGlite): void {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const exclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(work: () => Promise<T>) =>
    exclusive(async () => {
      try {
        return await work();
      } finally {
        await nextTurn();
      }
    });
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
