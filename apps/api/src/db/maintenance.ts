import { and, eq, lt, sql } from 'drizzle-orm';
import type { Deps } from '../lib/deps.ts';
import { queryRows } from './client.ts';
import { imports } from './schema/index.ts';

/** A file uploaded for import and never confirmed (the page was closed half-way) is dropped after this long. */
const PENDING_IMPORT_DAYS = 7;

/** Deletes imports left pending for longer than PENDING_IMPORT_DAYS, with the file they hold. */
export async function purgeAbandonedImports(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - PENDING_IMPORT_DAYS * 86_400_000);
  const deleted = await deps.db
    .delete(imports)
    .where(and(eq(imports.status, 'pending'), lt(imports.createdAt, cutoff)))
    .returning({ id: imports.id });
  return deleted.length;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * PostgreSQL's autovacuum removes dead rows and refreshes the planner's statistics in the
 * background. PGlite runs no background workers, so without this a ledger where imports were
 * reverted or many rows deleted only grows, and plans go stale as it changes. Tables are vacuumed
 * or analysed on autovacuum's default thresholds (dead rows over 50 + 20 % of the live ones;
 * changes since the last ANALYZE over 50 + 10 %), so a quiet database costs one catalogue read.
 * PGlite does not keep those counters across a restart (its data directory's pg_stat/ stays empty),
 * so rows deleted before the last stop would never count: each table is also vacuumed once per
 * process, which on a clean table only reads its visibility map (50–700 ms for 1M rows).
 * Nothing runs unless the process has been without requests for `afterIdleMs`.
 */
export async function vacuumWhereNeeded(deps: Deps, afterIdleMs = 0): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  const result = { vacuumed: [] as string[], analyzed: [] as string[] };
  if (deps.database.driver !== 'pglite') return result;
  if (performance.now() - deps.activity.lastRequestAt < afterIdleMs) return result;
  // Row counts reach the statistics at most once a second; this makes the last changes count.
  await deps.db.execute(sql`select pg_stat_force_next_flush()`);
  const tables = await queryRows<{ relname: string; vacuum: boolean; analyze: boolean; first_since_start: boolean }>(
    deps.db,
    sql`select relname, n_dead_tup > 50 + 0.2 * n_live_tup as vacuum, n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze,
               last_vacuum is null as first_since_start
          from pg_stat_user_tables where schemaname = 'public' order by relname`,
  );
  for (const table of tables) {
    if (table.vacuum || table.first_since_start) {
      // The planner's statistics themselves (pg_statistic) do survive a restart: no ANALYZE for that.
      const analyze = table.vacuum || table.analyze;
      await deps.db.execute(sql.raw(`vacuum ${analyze ? '(analyze) ' : ''}${quoteIdentifier(table.relname)}`));
      result.vacuumed.push(table.relname);
    } else if (table.analyze) {
      await deps.db.execute(sql.raw(`analyze ${quoteIdentifier(table.relname)}`));
      result.analyzed.push(table.relname);
    }
  }
  return result;
}
