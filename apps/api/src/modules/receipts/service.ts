import { and, eq } from 'drizzle-orm';
import { type ConfirmReceiptSchema, type Receipt, receiptMessages } from '@cuentas/shared/schemas/receipts';
import type { z } from 'zod';
import { receipts } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { deleteAttachment, linkAttachment, saveAttachment } from '../attachments/service.ts';
import { createTransaction } from '../transactions/service.ts';
import { findMatchingMovement, proposedAccount } from './ledger.ts';
import { RECEIPT_QUEUE } from './reading-job.ts';
import { answerWhatsAppReceipt, receiveWhatsAppReceipt } from './whatsapp-flow.ts';

type ReceiptRow = typeof receipts.$inferSelect;

async function ownReceipt(deps: Deps, userId: string, id: string): Promise<ReceiptRow> {
  const [row] = await deps.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.userId, userId)));
  if (!row) throw notFound(receiptMessages.notFound);
  return row;
}

/**
 * Stores the photo or PDF as an attachment with no movement and queues its reading: the request
 * answers at once and the OCR runs on the job queue, off the request path (decision 043).
 */
export async function uploadReceipt(
  deps: Deps,
  userId: string,
  input: { bytes: Buffer; fileName: string; source: 'web' | 'whatsapp' },
): Promise<Receipt> {
  const attachment = await saveAttachment(deps, userId, {
    bytes: input.bytes,
    fileName: input.fileName,
    transactionId: null,
    source: input.source,
  });
  const now = deps.now();
  const [row] = await deps.db
    .insert(receipts)
    .values({ id: uuidv7(), userId, attachmentId: attachment.id, source: input.source, createdAt: now, updatedAt: now })
    .returning();
  await deps.queue.send(RECEIPT_QUEUE, { receiptId: row!.id, userId });
  deps.queue.wake(RECEIPT_QUEUE);
  return toReceipt(deps, row!, attachment.contentType);
}

async function toReceipt(deps: Deps, row: ReceiptRow, contentType: string | null): Promise<Receipt> {
  const reading = row.reading;
  const ready = row.status === 'ready' && reading;
  const match =
    ready && reading.amount !== null && reading.currency
      ? await findMatchingMovement(deps.db, row.userId, {
          amount: reading.amount,
          currency: reading.currency,
          date: reading.date ?? row.createdAt.toISOString().slice(0, 10),
        })
      : null;
  const accountId = ready ? await proposedAccount(deps.db, row.userId, reading.currency) : null;
  return {
    id: row.id,
    status: row.status,
    attachment_id: row.attachmentId,
    image_url: `/api/attachments/${row.attachmentId}`,
    content_type: contentType,
    fields: {
      amount: reading?.amount ?? null,
      currency: reading?.currency ?? null,
      date: reading?.date ?? null,
      merchant: reading?.merchant ?? null,
      tax_id: reading?.tax_id ?? null,
      category_id: reading?.category_id ?? null,
      account_id: accountId,
    },
    confidence: reading?.confidence ?? { amount: 0, date: 0, merchant: 0, currency: 0 },
    failure: row.failure,
    match,
    transaction_id: row.transactionId,
    created_at: row.createdAt.toISOString(),
  };
}

export async function getReceipt(deps: Deps, userId: string, id: string): Promise<Receipt> {
  const row = await ownReceipt(deps, userId, id);
  return toReceipt(deps, row, null);
}

/**
 * Saves the receipt the user checked: a new movement with the file attached, or the file attached
 * to a movement already in the ledger. The receipt is claimed first (ready → saved, one statement),
 * so a second click or a second device never saves a second movement.
 */
export async function confirmReceipt(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof ConfirmReceiptSchema>,
): Promise<{ transaction_id: string; attached_to_existing: boolean }> {
  const row = await ownReceipt(deps, session.userId, id);
  if (row.status === 'reading') throw new HttpError(409, [{ message: receiptMessages.stillReading }]);
  if (row.status === 'saved') throw new HttpError(409, [{ message: receiptMessages.alreadySaved }]);
  const [claimed] = await deps.db
    .update(receipts)
    .set({ status: 'saved', updatedAt: deps.now() })
    .where(and(eq(receipts.id, id), eq(receipts.userId, session.userId), eq(receipts.status, row.status)))
    .returning({ id: receipts.id });
  if (!claimed) throw new HttpError(409, [{ message: receiptMessages.alreadySaved }]);
  try {
    let transactionId: string;
    if (input.attach_to) {
      transactionId = (await linkAttachment(deps, session.userId, row.attachmentId, input.attach_to)).transactionId!;
    } else {
      const movement = await createTransaction(deps, session, {
        account_id: input.account_id!,
        date: input.date!,
        amount: -input.amount!,
        payee: input.payee ?? row.reading?.merchant ?? '',
        notes: '',
        tags: [],
        ...(input.category_id !== undefined && { category_id: input.category_id }),
      });
      transactionId = movement.id;
      await linkAttachment(deps, session.userId, row.attachmentId, transactionId);
    }
    await deps.db.update(receipts).set({ transactionId, updatedAt: deps.now() }).where(eq(receipts.id, id));
    return { transaction_id: transactionId, attached_to_existing: Boolean(input.attach_to) };
  } catch (err) {
    // Nothing was saved (a wrong account or movement answers 404): the receipt can be confirmed again.
    await deps.db.update(receipts).set({ status: row.status }).where(eq(receipts.id, id));
    throw err;
  }
}

/** Dismisses a receipt: its file is deleted with it, unless it already proves a saved movement. */
export async function dismissReceipt(deps: Deps, userId: string, id: string): Promise<void> {
  const row = await ownReceipt(deps, userId, id);
  if (row.status === 'saved') {
    await deps.db.delete(receipts).where(eq(receipts.id, id));
    return;
  }
  // The receipt row goes with its attachment (foreign key on delete cascade).
  await deleteAttachment(deps, userId, row.attachmentId);
}

/** A photo or PDF sent by WhatsApp: fetched, stored and queued; the reply says so, or why not. */
export function receiveReceiptFromWhatsApp(
  deps: Deps,
  userId: string,
  media: { id: string; mime_type: string; filename?: string },
): Promise<string> {
  return receiveWhatsAppReceipt(deps, userId, media, (input) => uploadReceipt(deps, userId, input));
}

/** The reply to a message answering a receipt question («sí», «no», «eran 25»), or null when it is not one. */
export function answerReceiptQuestion(deps: Deps, session: SessionInfo, text: string): Promise<string | null> {
  return answerWhatsAppReceipt(deps, session, text, {
    save: (id, input) => confirmReceipt(deps, session, id, input),
    dismiss: (id) => dismissReceipt(deps, session.userId, id),
  });
}
