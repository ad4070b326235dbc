import { and, eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { minorDigits } from '@cuentas/shared/money';
import { receiptMessages } from '@cuentas/shared/schemas/receipts';
import { configurations, receipts, type ReceiptReading, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { localDate } from '../../lib/local-date.ts';
import { readAttachment } from '../attachments/service.ts';
import { loadCategorizer } from '../kernel/categorize.ts';
import { extractReceipt } from './extract.ts';
import { createOcrEngine, type OcrEngine } from './ocr-engine.ts';
import { readReceiptFile } from './read-file.ts';
import { tellWhatsAppReader } from './whatsapp-flow.ts';

/** One queue for every receipt read; one job at a time per process, since one Tesseract worker serves them. */
export const RECEIPT_QUEUE = 'receipt-reading';
export const RECEIPT_QUEUE_OPTIONS = {
  policy: 'standard',
  retryLimit: 1,
  retryDelay: 5,
  expireInSeconds: 180,
} as const;

/** Receipts one Tesseract worker reads before it is replaced, bounding its WebAssembly heap. */
export const RECYCLE_AFTER = 40;
/** A worker with no receipt for two minutes is ended, giving its memory back. */
export const IDLE_MS = 120_000;

const engines = new WeakMap<Deps, OcrEngine>();
/** This process's OCR engine: started on the first receipt, kept for the next (decision 043). */
export function engineOf(deps: Deps): OcrEngine {
  let engine = engines.get(deps);
  if (!engine) {
    engine = createOcrEngine({ recycleAfter: RECYCLE_AFTER, idleMs: IDLE_MS });
    engines.set(deps, engine);
  }
  return engine;
}
export async function closeEngine(deps: Deps): Promise<void> {
  await engines.get(deps)?.close();
  engines.delete(deps);
}

const toMinor = (value: number, currency: string) => Math.round(value * 10 ** minorDigits(currency));

/**
 * Reads one queued receipt: its file, OCR or the PDF's text, the extractor, then the payee and
 * category by the user's own categoriser (rules, what they taught, the merchant dictionary). A
 * receipt that cannot be read is marked failed with the reason, never retried into a guess.
 */
export async function readReceiptJob(deps: Deps, job: Job<Record<string, unknown>>): Promise<{ status: string }> {
  const receiptId = String(job.data.receiptId);
  const userId = String(job.data.userId);
  const [receipt] = await deps.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, receiptId), eq(receipts.userId, userId)));
  if (!receipt || receipt.status !== 'reading') return { status: 'skipped' };
  const finish = (values: Partial<typeof receipts.$inferInsert>) =>
    deps.db
      .update(receipts)
      .set({ ...values, updatedAt: deps.now() })
      .where(and(eq(receipts.id, receiptId), eq(receipts.status, 'reading')));

  const { row, data } = await readAttachment(deps, userId, receipt.attachmentId);
  let outcome: Awaited<ReturnType<typeof readReceiptFile>>;
  try {
    outcome = await readReceiptFile(engineOf(deps), data, row.contentType);
  } catch (err) {
    // Tesseract failing on one image would fail again: the user is told at once instead.
    deps.logger.error({ err, receiptId }, 'receipt reading failed');
    await finish({ status: 'failed', failure: receiptMessages.failed });
    await tellSender(deps, receipt.source, receiptId);
    return { status: 'failed' };
  }
  if (!outcome.ok) {
    const failure = outcome.reason === 'pdf-without-text' ? receiptMessages.pdfWithoutText : receiptMessages.unreadable;
    await finish({ status: 'failed', failure });
    await tellSender(deps, receipt.source, receiptId);
    return { status: 'failed' };
  }
  const [owner] = await deps.db
    .select({ timeZone: users.timeZone, country: configurations.country, baseCurrency: configurations.baseCurrency })
    .from(users)
    .leftJoin(configurations, eq(configurations.userId, users.id))
    .where(eq(users.id, userId));
  const today = localDate(deps.now(), owner?.timeZone ?? undefined);
  const fields = extractReceipt(outcome.lines, { country: owner?.country ?? null, today });
  const currency = fields.currency.value ?? owner?.baseCurrency ?? null;
  const amount = fields.total.value !== null && currency ? toMinor(fields.total.value, currency) : null;
  let merchant = fields.merchant.value;
  let categoryId: string | null = null;
  if (merchant) {
    const categorize = await loadCategorizer(deps.db, userId);
    const categorized = categorize({ text: merchant, amount: -(amount ?? 1) });
    merchant = categorized.payee;
    categoryId = categorized.categoryId;
  }
  const reading: ReceiptReading = {
    amount,
    currency,
    date: fields.date.value,
    merchant,
    tax_id: fields.taxId.value?.value ?? null,
    tax_id_kind: fields.taxId.value?.kind ?? null,
    category_id: categoryId,
    confidence: {
      amount: fields.total.confidence,
      date: fields.date.confidence,
      merchant: fields.merchant.confidence,
      currency: fields.currency.confidence,
    },
  };
  deps.logger.info({ receiptId, ms: outcome.ms, source: outcome.source }, 'receipt read');
  await finish({ status: 'ready', reading });
  await tellSender(deps, receipt.source, receiptId);
  return { status: 'ready' };
}

/** A receipt sent by WhatsApp is answered in the chat once read; a failed message is only logged. */
async function tellSender(deps: Deps, source: string, receiptId: string) {
  if (source !== 'whatsapp') return;
  await tellWhatsAppReader(deps, receiptId).catch((err: unknown) =>
    deps.logger.error({ err, receiptId }, 'receipt question not sent'),
  );
}
