import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../client.ts';

type Log = (line: string) => void;
type PgliteClient = {
  query: <T>(text: string, params?: unknown[]) => Promise<{ rows: T[] }>;
  transaction: <T>(work: (tx: { query: PgliteClient['query'] }) => Promise<T>) => Promise<T>;
};

const BATCH = 5_000;

function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * Until this version `npm start` kept the ledger in PGlite (DATA_DIR/pglite). Its first start on
 * the embedded PostgreSQL copies every table into the new cluster in one transaction, checks the
 * row counts, and only then renames the PGlite directory to a dated backup that is never deleted.
 * A crash midway rolls the copy back and the next start does it again; a crash after the commit
 * but before the rename is recognised by the counts and only renames.
 */
export async function migrateFromPglite(
  dataDir: string,
  targetUrl: string,
  log: Log,
  today = new Date(),
): Promise<string | undefined> {
  const source = pgliteDirOf(dataDir);
  if (!existsSync(path.join(source, 'PG_VERSION'))) return undefined;
  log(`Pasando tus datos de PGlite (${source}) a PostgreSQL… / Moving your data from PGlite to PostgreSQL…`);
  const pglite = openPglite({ dataDir: source });
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await pglite.migrate();
    const client = (pglite.db as unknown as { $client: PgliteClient }).$client;
    const tables = (
      await client.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
      )
    ).rows.map((row) => row.name);
    const sourceCounts = await countRows((text) => client.query(text), tables);
    const targetUsers = Number((await target.query<{ n: string }>('select count(*) as n from users')).rows[0]!.n);
    if (targetUsers > 0) {
      const already = await countRows((text) => target.query(text), tables);
      if (!tables.every((table) => already.get(table) === sourceCounts.get(table))) {
        throw new Error(
          `La base de datos PostgreSQL de ${dataDir} ya tiene datos distintos de los de PGlite (${source}); no se ha tocado ninguna. Mueve una de las dos carpetas.\n` +
            `The PostgreSQL database in ${dataDir} already holds data that differs from PGlite's (${source}); neither was changed. Move one of the two folders away.`,
        );
      }
    } else {
      await copyTables(client, target, tables, sourceCounts, log);
    }
    const backup = `${source}-backup-${today.toISOString().slice(0, 10)}-${today.getTime()}`;
    await pglite.close();
    renameSync(source, backup);
    log(
      `Datos pasados a PostgreSQL; la copia de PGlite queda en ${backup} / Data moved; the PGlite copy is kept in ${backup}`,
    );
    return backup;
  } finally {
    await target.end();
    await pglite.close().catch(() => {});
  }
}

async function countRows(
  query: (text: string) => Promise<{ rows: { n: string | number }[] }>,
  tables: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables)
    counts.set(table, Number((await query(`select count(*) as n from "${table}"`)).rows[0]!.n));
  return counts;
}

async function copyTables(
  source: PgliteClient,
  target: pg.Client,
  tables: string[],
  counts: Map<string, number>,
  log: Log,
): Promise<void> {
  await target.query('begin');
  try {
    // Rows are copied as they are: the totals the triggers keep are tables too, so no trigger
    // may run again, and rows arrive in table order, not in the order foreign keys would need.
    await target.query('set local session_replication_role = replica');
    await target.query(`truncate ${tables.map((table) => `"${table}"`).join(', ')}`);
    for (const table of tables) {
      const total = counts.get(table) ?? 0;
      if (total === 0) continue;
      const columns = (
        await source.query<{ name: string }>(
          "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
          [table],
        )
      ).rows.map((row) => `"${row.name}"`);
      const list = columns.join(', ');
      let copied = 0;
      await source.transaction(async (tx) => {
        await tx.query(
          `declare rows_out no scroll cursor for select row_to_json(t)::text as row from (select ${list} from "${table}") t`,
        );
        for (;;) {
          const batch = (await tx.query<{ row: string }>(`fetch ${BATCH} from rows_out`)).rows;
          if (batch.length === 0) break;
          await target.query(
            `insert into "${table}" (${list}) overriding system value select ${list} from json_populate_recordset(null::"${table}", $1::json)`,
            [`[${batch.map((item) => item.row).join(',')}]`],
          );
          copied += batch.length;
          if (total >= 50_000 && (copied % 100_000 < BATCH || copied === total))
            log(`  ${table}: ${copied.toLocaleString('es-ES')} de ${total.toLocaleString('es-ES')}`);
        }
      });
    }
    const sequences = (
      await source.query<{ name: string; value: string | null }>(
        "select sequencename as name, last_value as value from pg_sequences where schemaname = 'public'",
      )
    ).rows;
    for (const sequence of sequences) {
      if (sequence.value !== null)
        await target.query('select setval($1, $2)', [`public."${sequence.name}"`, sequence.value]);
    }
    const copiedCounts = await countRows((text) => target.query(text), tables);
    const wrong = tables.filter((table) => copiedCounts.get(table) !== counts.get(table));
    if (wrong.length > 0)
      throw new Error(`Recuento distinto tras copiar / row counts differ after the copy: ${wrong.join(', ')}`);
    await target.query('commit');
  } catch (err) {
    await target.query('rollback').catch(() => {});
    throw err;
  }
}
