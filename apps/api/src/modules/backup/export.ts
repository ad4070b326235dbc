import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { type SQL, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { csvCell } from '@cuentas/shared/csv';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '@cuentas/shared/schemas/backup';
import { users } from '../../db/schema/index.ts';
import { hiddenAccountIdsFor } from '../../db/visible-accounts.ts';
import type { Deps } from '../../lib/deps.ts';
import { type FileVariant, fileStorageFor } from '../../lib/file-storage.ts';
import { type BackupColumn, after, and, ascending, backupColumns, orderColumns, ownedBy } from './columns.ts';
import { BACKUP_TABLES, type BackupTable, SHOWN } from './tables.ts';

const PAGE = 5000;
/** The app's version, written in the manifest so a restore can say which one made a file. */
export const APP_VERSION = '0.1.0';

/** A value as the JSON file holds it; files (support attachments) go beside it as their own entries. */
function jsonValue(value: unknown, fileOf: () => string): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $file: fileOf() };
  return value ?? null;
}

function csvValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A safe name inside the zip for a stored file: its own name when it has one, without a path. */
function fileEntryName(entry: BackupTable, row: Record<string, unknown>, column: string): string {
  const own = typeof row.file_name === 'string' ? row.file_name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 120) : '';
  return `files/${entry.file}/${String(row.id)}/${own || column}`;
}

type Sink = { zip: Zip; out: PassThrough };

async function drained(sink: Sink): Promise<void> {
  if (sink.out.writableNeedDrain) await once(sink.out, 'drain');
}

/** Adds one whole small file (the profile, a stored attachment, the manifest). */
function addWhole(sink: Sink, name: string, data: Uint8Array): void {
  const file = new ZipDeflate(name, { level: 6 });
  sink.zip.add(file);
  file.push(data, true);
}

/** Whose ledger a copy reads, and the condition that leaves out what they may not see (decision 056). */
type Reader = { userId: string; hidden: SQL | undefined };

/** Reads a user's rows of one table page by page, in a stable order. */
async function* pages(deps: Deps, entry: BackupTable, reader: Reader, columns: BackupColumn[]) {
  const { userId, hidden } = reader;
  const shown = hidden ? SHOWN[entry.file]?.(hidden) : undefined;
  const owned = shown ? and(ownedBy(entry, userId), shown)! : ownedBy(entry, userId);
  const order = orderColumns(entry);
  const orderKeys = order.map((column) => columns.find((c) => c.column === column)?.key ?? column.name);
  const fields: Record<string, PgColumn> = Object.fromEntries(columns.map(({ key, column }) => [key, column]));
  for (const column of order) if (!columns.some((c) => c.column === column)) fields[column.name] = column;
  let last: Record<string, unknown> | undefined;
  for (;;) {
    const where = last ? and(owned, after(order, last, orderKeys)) : owned;
    const rows = (await deps.db
      .select(fields)
      .from(entry.table)
      .where(where)
      .orderBy(...ascending(order))
      .limit(PAGE)) as Record<string, unknown>[];
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < PAGE) return;
    last = rows.at(-1);
  }
}

/**
 * Writes one table as `<file>.json` (an array, one row a line) and then `<file>.csv`. The two are
 * read in two passes rather than together: a zip writes its entries one after another, so a CSV
 * written alongside the JSON would wait in memory until the JSON ended.
 */
async function writeTable(deps: Deps, sink: Sink, entry: BackupTable, reader: Reader): Promise<number> {
  const columns = backupColumns(entry);
  const json = new ZipDeflate(`${entry.file}.json`, { level: 6 });
  sink.zip.add(json);
  let count = 0;
  const attachments: { name: string; data: Uint8Array }[] = [];
  for await (const rows of pages(deps, entry, reader, columns)) {
    let text = '';
    for (const row of rows) {
      const out: Record<string, unknown> = {};
      for (const { key, name } of columns) {
        out[name] = jsonValue(row[key], () => {
          const file = fileEntryName(entry, { id: row.id, file_name: row.fileName }, name);
          attachments.push({ name: file, data: row[key] as Uint8Array });
          return file;
        });
      }
      if (entry.storedFiles) Object.assign(out, storedFileNames(entry, row));
      text += `${count === 0 ? '[\n' : ',\n'}${JSON.stringify(out)}`;
      count++;
    }
    json.push(strToU8(text));
    // Stored files are written right after their page, so at most one page of them waits in memory.
    await drained(sink);
  }
  json.push(strToU8(count === 0 ? '[]\n' : '\n]\n'), true);
  for (const attachment of attachments) addWhole(sink, attachment.name, attachment.data);
  attachments.length = 0;

  const csv = new ZipDeflate(`${entry.file}.csv`, { level: 6 });
  sink.zip.add(csv);
  csv.push(strToU8(`\ufeff${columns.map(({ name }) => name).join(';')}\n`));
  for await (const rows of pages(deps, entry, reader, columns)) {
    let text = '';
    for (const row of rows) {
      text +=
        columns
          .map(({ key, name }) => {
            const value = row[key];
            if (Buffer.isBuffer(value) || value instanceof Uint8Array)
              return csvCell(fileEntryName(entry, { id: row.id, file_name: row.fileName }, name));
            return csvCell(csvValue(value instanceof Date ? value.toISOString() : value));
          })
          .join(';') + '\n';
    }
    csv.push(strToU8(text));
    await drained(sink);
  }
  csv.push(new Uint8Array(0), true);
  if (entry.storedFiles) await writeStoredFiles(deps, sink, entry, reader, columns);
  return count;
}

/** Where a row's stored bytes go in the zip: `file` and, for photos, `thumbnail` (decision 042). */
function storedFileNames(entry: BackupTable, row: Record<string, unknown>) {
  const names: Partial<Record<FileVariant, { $file: string }>> = {
    original: { $file: fileEntryName(entry, { id: row.id, file_name: row.fileName }, 'file') },
  };
  if (Number(row.thumbnailSize) > 0)
    names.thumbnail = { $file: fileEntryName(entry, { id: row.id, file_name: 'miniatura.jpg' }, 'thumbnail') };
  return { file: names.original, ...(names.thumbnail && { thumbnail: names.thumbnail }) };
}

/**
 * The bytes of stored files, read from the storage one at a time after the table's JSON and CSV,
 * each written before the next is read, so a user's gigabytes of photos never sit in memory.
 */
async function writeStoredFiles(
  deps: Deps,
  sink: Sink,
  entry: BackupTable,
  reader: Reader,
  columns: BackupColumn[],
): Promise<void> {
  const storage = fileStorageFor(deps);
  for await (const rows of pages(deps, entry, reader, columns)) {
    for (const row of rows) {
      const names = storedFileNames(entry, row);
      for (const [variant, name] of [
        ['original', names.file],
        ['thumbnail', names.thumbnail],
      ] as const) {
        if (!name) continue;
        const data = await storage.get(String(row.id), variant);
        if (!data) continue;
        const file = new ZipPassThrough(name.$file);
        sink.zip.add(file);
        file.push(data, true);
        await drained(sink);
      }
    }
  }
}

/** The profile as the user sees it: never the password hash nor anything derived by the server. */
async function profileOf(deps: Deps, userId: string) {
  const [user] = await deps.db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
      timeZone: users.timeZone,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    phone_verified_at: user.phoneVerifiedAt?.toISOString() ?? null,
    time_zone: user.timeZone,
    created_at: user.createdAt.toISOString(),
  };
}

/**
 * The whole of a user's data as a zip stream (decision 040): profile.json, then each table of
 * BACKUP_TABLES as JSON and CSV, then manifest.json with the counts. Read in keyset pages and
 * written as it goes, so a million movements never sit in memory.
 */
export function exportBackup(deps: Deps, userId: string): Readable {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const sink: Sink = { zip, out };
  const run = async () => {
    const counts: Record<string, number> = {};
    addWhole(sink, 'profile.json', strToU8(`${JSON.stringify(await profileOf(deps, userId), null, 2)}\n`));
    // The person's own ledger, without the other members' private accounts (decision 056).
    const hiddenIds = await hiddenAccountIdsFor(deps.db, userId, userId);
    const reader: Reader = {
      userId,
      hidden: hiddenIds.length
        ? sql`(${sql.join(
            hiddenIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : undefined,
    };
    for (const entry of BACKUP_TABLES) counts[entry.file] = await writeTable(deps, sink, entry, reader);
    const manifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      app_version: APP_VERSION,
      exported_at: deps.now().toISOString(),
      files: Object.fromEntries(
        BACKUP_TABLES.map((entry) => [
          entry.file,
          { json: `${entry.file}.json`, csv: `${entry.file}.csv`, rows: counts[entry.file], restored: entry.restore },
        ]),
      ),
    };
    addWhole(sink, 'manifest.json', strToU8(`${JSON.stringify(manifest, null, 2)}\n`));
    zip.end();
  };
  run().catch((err: unknown) => {
    deps.logger.error({ err }, 'backup export failed');
    out.destroy(err instanceof Error ? err : new Error('backup export failed'));
  });
  return out;
}
