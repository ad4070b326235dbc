import { type SQL, and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgColumn, getTableConfig } from 'drizzle-orm/pg-core';
import type { BackupTable } from './tables.ts';

/** One exported column: its key in drizzle's rows and its SQL name, the key in the files. */
export type BackupColumn = { key: string; name: string; column: PgColumn };

/** The columns a backup writes for a table: all but the omitted ones, in the table's order. */
export function backupColumns(entry: BackupTable): BackupColumn[] {
  const omitted = new Set((entry.omit ?? []).map((column) => column.name));
  return Object.entries(getTableColumns(entry.table))
    .filter(([, column]) => !omitted.has(column.name))
    .map(([key, column]) => ({ key, name: column.name, column }));
}

/** The condition that picks one user's rows. */
export function ownedBy(entry: BackupTable, userId: string): SQL {
  const { owner } = entry;
  if (!('parent' in owner)) return eq(owner.column, userId);
  const parentId = getTableColumns(owner.parent).id as AnyPgColumn;
  return inArray(owner.column, sql`(select ${parentId} from ${owner.parent} where ${eq(owner.parentUser, userId)})`);
}

/**
 * The order rows are read in, so two exports of the same data list them alike: the id (UUID v7,
 * the order of creation), movements by date then id (the user's own index), else the primary key.
 */
export function orderColumns(entry: BackupTable): PgColumn[] {
  const columns = getTableColumns(entry.table);
  if ('date' in columns && 'id' in columns && getTableConfig(entry.table).name === 'transactions')
    return [columns.date!, columns.id!];
  if ('id' in columns) return [columns.id!];
  const config = getTableConfig(entry.table);
  const primary = config.primaryKeys[0]?.columns ?? Object.values(columns).filter((column) => column.primary);
  return primary.length > 0 ? primary : Object.values(columns);
}

/** Keyset condition: rows after the last one read, in `orderColumns` order. */
export function after(order: PgColumn[], last: Record<string, unknown>, keys: string[]): SQL {
  const columns = sql.join(
    order.map((column) => sql`${column}`),
    sql`, `,
  );
  const values = sql.join(
    order.map((column, index) => sql`${last[keys[index]!]}::${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`(${columns}) > (${values})`;
}

export const ascending = (order: PgColumn[]) => order.map((column) => asc(column));
export { and };
