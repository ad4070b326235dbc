import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Attachment,
  type AttachmentUsage,
  MAX_ATTACHMENT_FILE_BYTES,
  attachmentMessages,
  attachmentSpace,
} from '@cuentas/shared/schemas/attachments';
import type { Tx } from '../../db/client.ts';
import { attachmentPurges, attachments, transactions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { type AccountView, visibleAccount } from '../../db/visible-accounts.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { type FileVariant, fileStorageFor } from '../../lib/file-storage.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { planOf } from '../kernel/plan.ts';
import { type PreparedFile, prepareFile } from './file-check.ts';

export type AttachmentRow = typeof attachments.$inferSelect;
export type AttachmentSource = AttachmentRow['source'];

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    file_name: row.fileName,
    content_type: row.contentType as Attachment['content_type'],
    size: row.size,
    width: row.width,
    height: row.height,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    url: `/api/attachments/${row.id}`,
    thumbnail_url: row.thumbnailSize > 0 ? `/api/attachments/${row.id}/thumbnail` : null,
  };
}

const transactionNotFound = () => notFound(attachmentMessages.transactionNotFound);
const attachmentNotFound = () => notFound(attachmentMessages.notFound);

/**
 * 404 unless the movement is the ledger's and of an account the viewer may see (decision 049):
 * checked before an upload's files are even read.
 */
export async function assertOwnTransaction(
  db: Deps['db'] | Tx,
  userId: string,
  transactionId: string,
  view: AccountView = {},
): Promise<void> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.id, transactionId),
        eq(transactions.userId, userId),
        visibleAccount(transactions.accountId, view),
      ),
    )
    .limit(1);
  if (!row) throw transactionNotFound();
}

async function usedBytes(db: Deps['db'] | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${attachments.size} + ${attachments.thumbnailSize}), 0)::bigint` })
    .from(attachments)
    .where(eq(attachments.userId, userId));
  return Number(row?.used ?? 0);
}

export async function attachmentUsage(deps: Deps, userId: string): Promise<AttachmentUsage> {
  const [used, plan] = await Promise.all([usedBytes(deps.db, userId), planOf(deps, userId)]);
  return { used_bytes: used, limit_bytes: attachmentSpace[plan], max_file_bytes: MAX_ATTACHMENT_FILE_BYTES };
}

/**
 * Stores prepared files under the plan's space (decision 042). The sum and the inserts run under a
 * per-user advisory lock, so uploads sent at once never pass the limit together (decision 033);
 * the bytes go in the same transaction (PostgreSQL) or before it commits (S3).
 */
async function storePrepared(
  deps: Deps,
  userId: string,
  files: PreparedFile[],
  transactionId: string | null,
  source: AttachmentSource,
): Promise<AttachmentRow[]> {
  const limit = attachmentSpace[await planOf(deps, userId)];
  const storage = fileStorageFor(deps);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attachment-space:${userId}`}, 0))`);
    if (transactionId) await assertOwnTransaction(tx, userId, transactionId);
    if (limit !== null) {
      const adding = files.reduce((total, file) => total + file.data.length + (file.thumbnail?.length ?? 0), 0);
      if ((await usedBytes(tx, userId)) + adding > limit)
        throw new HttpError(413, [{ message: attachmentMessages.spaceFull(Math.round(limit / 1024 / 1024)) }]);
    }
    const rows: AttachmentRow[] = [];
    for (const file of files) {
      const [row] = await tx
        .insert(attachments)
        .values({
          id: uuidv7(deps.now().getTime()),
          userId,
          transactionId,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.data.length,
          thumbnailSize: file.thumbnail?.length ?? 0,
          width: file.width,
          height: file.height,
          source,
          createdAt: deps.now(),
        })
        .returning();
      await storage.put(tx, row!.id, 'original', file.data, file.contentType);
      if (file.thumbnail) await storage.put(tx, row!.id, 'thumbnail', file.thumbnail, 'image/jpeg');
      rows.push(row!);
    }
    return rows;
  });
}

/** Checks and stores the files of one upload to a movement of the user. */
export async function uploadToTransaction(
  deps: Deps,
  userId: string,
  transactionId: string,
  uploads: { fileName: string; bytes: Buffer }[],
): Promise<Attachment[]> {
  await assertOwnTransaction(deps.db, userId, transactionId);
  const prepared: PreparedFile[] = [];
  for (const upload of uploads) prepared.push(await prepareFile(upload.fileName, upload.bytes));
  return (await storePrepared(deps, userId, prepared, transactionId, 'web')).map(toAttachment);
}

/**
 * For other modules (receipts read from WhatsApp or mail): checks and stores one file, linked to a
 * movement or not yet (a receipt may come before its movement). Throws the same 400/413 as an upload.
 */
export async function saveAttachment(
  deps: Deps,
  userId: string,
  input: { bytes: Buffer; fileName: string; transactionId: string | null; source: AttachmentSource },
): Promise<AttachmentRow> {
  const prepared = await prepareFile(input.fileName, input.bytes);
  const [row] = await storePrepared(deps, userId, [prepared], input.transactionId, input.source);
  return row!;
}

/** A file on a movement of an account hidden from the viewer is not theirs to see (decision 049). */
const onVisibleMovement = (view: AccountView) => {
  const visible = visibleAccount(sql`t.account_id`, view);
  return visible
    ? sql`not exists (select 1 from ${transactions} t where t.id = ${attachments.transactionId} and not (${visible}))`
    : undefined;
};

async function ownAttachment(deps: Deps, userId: string, id: string, view: AccountView): Promise<AttachmentRow> {
  const [row] = await deps.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.userId, userId), onVisibleMovement(view)))
    .limit(1);
  if (!row) throw attachmentNotFound();
  return row;
}

/** One of the user's attachments with its bytes (the stored file, or its thumbnail); 404 otherwise. */
export async function readAttachment(
  deps: Deps,
  userId: string,
  id: string,
  variant: FileVariant = 'original',
  view: AccountView = {},
): Promise<{ row: AttachmentRow; data: Buffer }> {
  const row = await ownAttachment(deps, userId, id, view);
  if (variant === 'thumbnail' && row.thumbnailSize === 0) throw attachmentNotFound();
  const data = await fileStorageFor(deps).get(row.id, variant);
  if (!data) throw attachmentNotFound();
  return { row, data };
}

/** Ties a stored attachment (a receipt read before its movement existed) to one of the user's movements. */
export async function linkAttachment(
  deps: Deps,
  userId: string,
  attachmentId: string,
  transactionId: string,
): Promise<AttachmentRow> {
  await assertOwnTransaction(deps.db, userId, transactionId);
  const [row] = await deps.db
    .update(attachments)
    .set({ transactionId })
    .where(and(eq(attachments.id, attachmentId), eq(attachments.userId, userId)))
    .returning();
  if (!row) throw attachmentNotFound();
  return row;
}

export async function listForTransaction(deps: Deps, userId: string, transactionId: string, view: AccountView = {}) {
  await assertOwnTransaction(deps.db, userId, transactionId, view);
  const rows = await deps.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.transactionId, transactionId), eq(attachments.userId, userId)))
    .orderBy(asc(attachments.id));
  return { items: rows.map(toAttachment), usage: await attachmentUsage(deps, userId) };
}

export async function deleteAttachment(deps: Deps, userId: string, id: string, view: AccountView = {}): Promise<void> {
  const [row] = await deps.db
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.userId, userId), onVisibleMovement(view)))
    .returning({ id: attachments.id });
  if (!row) throw attachmentNotFound();
  await purgeDeletedFiles(deps);
}

/**
 * Removes the stored bytes of deleted attachments: every delete (a movement's, an account's or a
 * user's cascade too) leaves the ids in attachment_purges through a trigger. In PostgreSQL the
 * bytes went with the rows; an S3 bucket is emptied here. Run by the scheduler and after a delete.
 */
export async function purgeDeletedFiles(deps: Deps, batch = 500): Promise<number> {
  const storage = fileStorageFor(deps);
  let purged = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: attachmentPurges.attachmentId })
      .from(attachmentPurges)
      .orderBy(asc(attachmentPurges.attachmentId))
      .limit(batch);
    if (rows.length === 0) return purged;
    const ids = rows.map((row) => row.id);
    if (storage.kind === 's3') await storage.delete(ids);
    await deps.db.delete(attachmentPurges).where(inArray(attachmentPurges.attachmentId, ids));
    purged += ids.length;
    if (rows.length < batch) return purged;
  }
}
