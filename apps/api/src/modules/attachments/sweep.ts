import { inArray, sql } from 'drizzle-orm';
import { attachments } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { fileStorageFor } from '../../lib/file-storage.ts';
import { purgeDeletedFiles } from './service.ts';

/** A receipt read but neither saved nor dismissed is kept this long, then goes with its file. */
export const UNCONFIRMED_RECEIPT_DAYS = 30;
/**
 * A file with no movement younger than this is left alone: a receipt's file is stored a moment
 * before its receipt row, and an S3 object a moment before its row commits.
 */
export const DETACHED_GRACE_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes the files no movement holds any more and nothing can bring back (decision 042): those of
 * deleted movements once their «Deshacer» copy has expired (whatever the user does next), those of
 * receipts left unconfirmed for UNCONFIRMED_RECEIPT_DAYS, and any other file left without a
 * movement. A file without a movement is kept only while an unused, unexpired undo copy names it
 * or a receipt still awaits its confirmation. The rows' delete trigger queues their S3 objects.
 */
async function deleteDetached(deps: Deps): Promise<number> {
  const now = deps.now().getTime();
  const settled = new Date(now - DETACHED_GRACE_MS).toISOString();
  const receiptCutoff = new Date(now - UNCONFIRMED_RECEIPT_DAYS * DAY_MS).toISOString();
  // The undo copy is honoured a minute past its expiry, as the user's own pruning does.
  const undoCutoff = new Date(now - 60_000).toISOString();
  const deleted = await deps.db.execute(sql`
    delete from attachments a
     where a.transaction_id is null
       and a.created_at < ${settled}::timestamptz
       and not exists (select 1 from receipts r
                        where r.attachment_id = a.id and r.status <> 'saved'
                          and r.created_at >= ${receiptCutoff}::timestamptz)
       and not exists (select 1 from undo_actions u,
                              jsonb_to_recordset(u.snapshot -> 'attachmentLinks') as l(id uuid)
                        where u.user_id = a.user_id and u.kind = 'delete' and u.used_at is null
                          and u.expires_at >= ${undoCutoff}::timestamptz and l.id = a.id)
     returning a.id`);
  return (deleted as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Objects in an S3 bucket that no attachment row names, a day old or more: left by a put whose
 * transaction then failed, or by a restore into another database. PostgreSQL needs no such pass.
 */
async function deleteOrphanObjects(deps: Deps): Promise<number> {
  const storage = fileStorageFor(deps);
  if (!storage.storedBefore) return 0;
  const stored = await storage.storedBefore(new Date(deps.now().getTime() - DAY_MS));
  const orphans: string[] = [];
  for (let start = 0; start < stored.length; start += 1000) {
    const ids = stored.slice(start, start + 1000);
    const kept = await deps.db.select({ id: attachments.id }).from(attachments).where(inArray(attachments.id, ids));
    const known = new Set(kept.map((row) => row.id));
    orphans.push(...ids.filter((id) => !known.has(id)));
  }
  if (orphans.length) await storage.delete(orphans);
  return orphans.length;
}

/** The scheduler's pass over stored files: detached rows, then their objects, then orphan objects. */
export async function sweepAttachments(deps: Deps) {
  const detached = await deleteDetached(deps);
  const purged = await purgeDeletedFiles(deps);
  const orphanObjects = await deleteOrphanObjects(deps);
  return { detached, purged, orphanObjects };
}
