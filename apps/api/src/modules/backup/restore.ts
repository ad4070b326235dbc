import { eq, isNotNull, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type RestoreResult } from '@cuentas/shared/schemas/backup';
import type { Tx } from '../../db/client.ts';
import { accounts, categories, transactions, users } from '../../db/schema/index.ts';
import { type SessionInfo, actorOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { fileStorageFor } from '../../lib/file-storage.ts';
import { HttpError, badRequest, conflict } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { type BackupColumn, backupColumns, ownedBy } from './columns.ts';
import { BACKUP_TABLES, type BackupTable } from './tables.ts';

/** The largest backup a restore takes, compressed; a bigger upload answers 413. */
export const MAX_BACKUP_BYTES = 100 * 1024 * 1024;
/** And once unpacked: a file that claims more is refused before anything is inflated. */
export const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;
/** Bound parameters per insert: PostgreSQL takes at most 65,535 in one statement. */
const PARAMETERS = 60_000;

export const restoreMessages = {
  notZip: 'El archivo no es una copia de Cuentas Claras: sube el .zip que descargaste con «Exportar mis datos».',
  noManifest: 'El archivo no es una copia de Cuentas Claras: le falta manifest.json.',
  damaged: 'La copia está dañada y no se puede restaurar. Descárgala de nuevo desde «Exportar mis datos».',
  tooBig: 'La copia es demasiado grande para restaurarla (el máximo son 100 MB comprimidos).',
  newer: (version: number) =>
    `Esta copia se hizo con una versión más nueva de Cuentas Claras (formato ${version}). Actualiza la aplicación para restaurarla.`,
  notEmpty:
    'Tu cuenta ya tiene movimientos. Una copia solo se restaura en una cuenta sin movimientos, para no mezclar ni duplicar datos: restáurala en una cuenta nueva.',
  empty: 'Sube el archivo .zip de tu copia.',
  restored: 'Restauramos tu copia.',
};

type Files = Record<string, Uint8Array>;

function readZip(content: Buffer): Files {
  if (content.length === 0) throw badRequest(restoreMessages.empty, 'file');
  let unpacked = 0;
  try {
    return unzipSync(content, {
      filter: (file) => {
        unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES) throw new HttpError(413, [{ message: restoreMessages.tooBig }]);
        return true;
      },
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(restoreMessages.notZip, 'file');
  }
}

function parseJson(files: Files, name: string): unknown {
  const data = files[name];
  if (!data) throw badRequest(restoreMessages.damaged, 'file');
  try {
    return JSON.parse(strFromU8(data));
  } catch {
    throw badRequest(restoreMessages.damaged, 'file');
  }
}

function checkManifest(files: Files): void {
  if (!files['manifest.json']) throw badRequest(restoreMessages.noManifest, 'file');
  const manifest = parseJson(files, 'manifest.json') as { format?: unknown; format_version?: unknown };
  if (manifest?.format !== BACKUP_FORMAT || !Number.isInteger(manifest.format_version))
    throw badRequest(restoreMessages.noManifest, 'file');
  const version = manifest.format_version as number;
  if (version > BACKUP_FORMAT_VERSION) throw badRequest(restoreMessages.newer(version), 'file');
  if (version < 1) throw badRequest(restoreMessages.damaged, 'file');
}

/** Every id of the file gets a new one, the same wherever it appears (a transfer's legs, a split's parent). */
function idMap() {
  const ids = new Map<string, string>();
  return (old: unknown): string | null => {
    if (old === null || old === undefined) return null;
    if (typeof old !== 'string') throw badRequest(restoreMessages.damaged, 'file');
    let fresh = ids.get(old);
    if (!fresh) {
      fresh = uuidv7();
      ids.set(old, fresh);
    }
    return fresh;
  };
}

/** Who the restored rows are for: the ledger they fill, and the person restoring (decision 056). */
type Restorer = { userId: string; personId: string };

/**
 * A column naming a person (`people`): the file's own ledger was the person who made the copy, now
 * the person restoring; anyone else is not in this installation's ledger. `drop` leaves the row out.
 */
function personFor(
  entry: BackupTable,
  column: BackupColumn['column'],
  json: Record<string, unknown>,
  restorer: Restorer,
): string | null | 'drop' | undefined {
  const rule = entry.people?.find((person) => person.column === column);
  if (!rule) return undefined;
  const value = json[column.name];
  if (value === null || value === undefined) return null;
  if (value === json[entry.owner.column.name]) return restorer.personId;
  return rule.others === 'drop' ? 'drop' : null;
}

/** One row of a file back into drizzle's shape, for the signed-in user, with new ids; null: left out. */
function rowFor(
  entry: BackupTable,
  columns: BackupColumn[],
  json: Record<string, unknown>,
  restorer: Restorer,
  remap: ReturnType<typeof idMap>,
  files: Files,
): Record<string, unknown> | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw badRequest(restoreMessages.damaged, 'file');
  const row: Record<string, unknown> = {};
  for (const { key, name, column } of columns) {
    if (!(name in json)) continue;
    const value = json[name];
    const person = personFor(entry, column, json, restorer);
    if (person === 'drop') return null;
    if (person !== undefined) row[key] = person;
    else if (column === entry.owner.column && !('parent' in entry.owner)) row[key] = restorer.userId;
    else if (column.columnType === 'PgUUID') row[key] = remap(value);
    else if (column.columnType === 'PgTimestamp' && typeof value === 'string') row[key] = new Date(value);
    else if (value && typeof value === 'object' && '$file' in value) {
      const data = files[String((value as { $file: unknown }).$file)];
      if (!data) throw badRequest(restoreMessages.damaged, 'file');
      row[key] = Buffer.from(data);
    } else row[key] = value;
  }
  // An account whose owner is not here is shared, and a shared account hides nothing.
  if (entry.table === accounts && row.ownerId == null) row.private = false;
  return row;
}

/** Puts back the bytes of restored attachments under their new ids, inside the restore's transaction (decision 042). */
async function putStoredFiles(
  deps: Deps,
  tx: Tx,
  rows: Record<string, unknown>[],
  remap: ReturnType<typeof idMap>,
  files: Files,
): Promise<void> {
  const storage = fileStorageFor(deps);
  for (const row of rows) {
    for (const [variant, key] of [
      ['original', 'file'],
      ['thumbnail', 'thumbnail'],
    ] as const) {
      const name = (row[key] as { $file?: unknown } | undefined)?.$file;
      if (name === undefined) {
        if (variant === 'original') throw badRequest(restoreMessages.damaged, 'file');
        continue;
      }
      const data = files[String(name)];
      if (!data) throw badRequest(restoreMessages.damaged, 'file');
      const type = variant === 'original' ? String(row.content_type) : 'image/jpeg';
      await storage.put(tx, remap(row.id)!, variant, Buffer.from(data), type);
    }
  }
}

/** Removes what a fresh account starts with (default categories, accounts without movements, settings). */
async function clearUser(tx: Tx, userId: string): Promise<void> {
  for (const entry of [...BACKUP_TABLES].reverse()) {
    if (!entry.restore) continue;
    // A group is referenced by its categories (on delete restrict): they go first.
    if (entry.table === categories)
      await tx.delete(categories).where(sql`${ownedBy(entry, userId)} and ${isNotNull(categories.parentId)}`);
    await tx.delete(entry.table).where(ownedBy(entry, userId));
  }
}

/**
 * Restores a backup into the signed-in user's empty ledger (decision 040): everything or nothing,
 * in one transaction, with new ids and every reference remapped. A ledger with movements answers
 * 409: a restore never mixes two sets of data.
 */
export async function restoreBackup(deps: Deps, session: SessionInfo, content: Buffer): Promise<RestoreResult> {
  const files = readZip(content);
  checkManifest(files);
  const tables = BACKUP_TABLES.filter((entry) => entry.restore).map((entry) => {
    const rows = parseJson(files, `${entry.file}.json`);
    if (!Array.isArray(rows)) throw badRequest(restoreMessages.damaged, 'file');
    return { entry, rows: rows as Record<string, unknown>[] };
  });
  const userId = session.userId;
  const restorer = { userId, personId: actorOf(session) };
  const counts: Record<string, number> = {};
  try {
    await deps.db.transaction(async (tx) => {
      // One restore at a time per user, and no movement slipping in between the check and the writes.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [movement] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.userId, userId))
        .limit(1);
      if (movement) throw conflict(restoreMessages.notEmpty);
      await clearUser(tx, userId);
      const remap = idMap();
      // New ids are handed out in the file's order first, so the rows keep their order of creation
      // (UUID v7) even where they are inserted in another (a group before its categories).
      for (const { rows } of tables) for (const row of rows) if (row && 'id' in row) remap(row.id);
      for (const { entry, rows } of tables) {
        const columns = backupColumns(entry);
        let ordered = rows;
        // A group before its categories (parent_id points at a row of the same table).
        if (entry.table === categories)
          ordered = [...rows].sort((a, b) => Number(a?.parent_id != null) - Number(b?.parent_id != null));
        // As many rows per statement as the parameters allow: the ledger's statement triggers then
        // run a few dozen times for 100k movements instead of hundreds.
        const size = Math.max(1, Math.floor(PARAMETERS / columns.length));
        for (let start = 0; start < ordered.length; start += size) {
          const batch = ordered
            .slice(start, start + size)
            .map((json) => rowFor(entry, columns, json, restorer, remap, files))
            .filter((row) => row !== null);
          if (batch.length > 0) await tx.insert(entry.table).values(batch);
          counts[entry.file] = (counts[entry.file] ?? 0) + batch.length;
          if (entry.storedFiles) await putStoredFiles(deps, tx, ordered.slice(start, start + size), remap, files);
        }
        counts[entry.file] ??= 0;
      }
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // The file passed the format checks but its rows do not fit together (edited by hand, cut short).
    deps.logger.warn({ err }, 'backup restore refused');
    throw badRequest(restoreMessages.damaged, 'file');
  }
  return { message: restoreMessages.restored, counts };
}
