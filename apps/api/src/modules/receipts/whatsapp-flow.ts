import { and, desc, eq, gt } from 'drizzle-orm';
import { formatMoney, parseMoney } from '@cuentas/shared/money';
import { MAX_ATTACHMENT_FILE_BYTES } from '@cuentas/shared/schemas/attachments';
import { receiptMessages } from '@cuentas/shared/schemas/receipts';
import { accounts, categories, receipts, type ReceiptReading, users } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { localDate } from '../../lib/local-date.ts';
import { MediaTooLargeError } from '../../lib/whatsapp.ts';
import { linkAttachment } from '../attachments/service.ts';
import { findMatchingMovement, type LedgerMatch, proposedAccount } from './ledger.ts';

// A receipt sent by WhatsApp (decision 043): read on the queue, then asked about in the chat;
// «sí» saves it, a correction changes the proposal, «no» drops it.

export const whatsappReceiptReplies = {
  reading: 'Recibí tu recibo. Lo estoy leyendo y en unos segundos te digo qué anoto.',
  notAFile:
    'Solo leo fotos de recibos (JPEG, PNG o WebP) y facturas en PDF. Escríbeme el movimiento, por ejemplo «gasté 23,40 en Mercadona».',
  tooLarge: `Ese archivo pesa más de ${MAX_ATTACHMENT_FILE_BYTES / 1024 / 1024} MB. Envíame una foto más pequeña del recibo o escríbeme el movimiento.`,
  notFetched: 'No pude descargar tu archivo. Envíamelo de nuevo en un momento, o escríbeme el movimiento.',
  ask: (what: string) => `¿Lo anoto? ${what}. Responde «sí», «no» o corrígeme («eran 25», «con la visa»).`,
  noTotal: 'Leí tu recibo pero no pude ver bien el total. ¿Cuánto fue? Escríbeme, por ejemplo, «eran 23,40».',
  attached: (what: string) => `Ya tenías ${what}: le adjunté el recibo.`,
  saved: (what: string) => `Listo, anoté ${what}, con el recibo adjunto.`,
  dropped: 'Vale, no lo anoto. Borré la foto del recibo.',
  noAccount: 'No encontré una cuenta en esa moneda. Créala en la app y envíame el recibo de nuevo.',
  unknownAccount: (word: string) => `No encontré la cuenta «${word}». ¿Con cuál pagaste?`,
} as const;

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf']);
const LOCALE_OF: Record<string, string> = {
  EUR: 'es-ES',
  MXN: 'es-MX',
  COP: 'es-CO',
  CLP: 'es-CL',
  PEN: 'es-PE',
  ARS: 'es-AR',
};
const money = (minor: number, currency: string) => formatMoney(minor, currency, LOCALE_OF[currency] ?? 'es-ES');

/** Fetches the sent file and stores it for reading; the answer says it is being read, or why not. */
export async function receiveWhatsAppReceipt(
  deps: Deps,
  userId: string,
  media: { id: string; mime_type: string; filename?: string },
  upload: (input: { bytes: Buffer; fileName: string; source: 'whatsapp' }) => Promise<unknown>,
): Promise<string> {
  const mime = media.mime_type.split(';')[0]!.trim().toLowerCase();
  if (!ACCEPTED.has(mime)) return whatsappReceiptReplies.notAFile;
  if (!deps.whatsapp.fetchMedia) return whatsappReceiptReplies.notFetched;
  let bytes: Buffer;
  try {
    ({ bytes } = await deps.whatsapp.fetchMedia(media.id, MAX_ATTACHMENT_FILE_BYTES));
  } catch (err) {
    if (err instanceof MediaTooLargeError) return whatsappReceiptReplies.tooLarge;
    deps.logger.warn({ err }, 'whatsapp media fetch failed');
    return whatsappReceiptReplies.notFetched;
  }
  const fileName = media.filename ?? (mime === 'application/pdf' ? 'recibo.pdf' : 'recibo-whatsapp.jpg');
  try {
    await upload({ bytes, fileName, source: 'whatsapp' });
  } catch (err) {
    // The attachment's own checks (a damaged photo, a PDF with scripts, the plan's space) in Spanish.
    if (err instanceof HttpError) return err.errors[0]?.message ?? whatsappReceiptReplies.notAFile;
    throw err;
  }
  return whatsappReceiptReplies.reading;
}

function dayWords(date: string, today: string): string {
  if (date === today) return 'hoy';
  const day = new Date(`${date}T00:00:00Z`);
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  if (day.getTime() === yesterday.getTime()) return 'ayer';
  return `el ${new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(day)}`;
}

/** «23,40 € en Mercadona, Supermercado, hoy (BBVA)»: what would be saved. */
async function describe(deps: Deps, userId: string, reading: ReceiptReading, today: string): Promise<string> {
  const [category] = reading.category_id
    ? await deps.db.select({ name: categories.name }).from(categories).where(eq(categories.id, reading.category_id))
    : [];
  const [account] = reading.account_id
    ? await deps.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, reading.account_id))
    : [];
  const parts = [
    `${money(reading.amount!, reading.currency!)}${reading.merchant ? ` en ${reading.merchant}` : ''}`,
    ...(category ? [category.name] : []),
    `${dayWords(reading.date ?? today, today)}${account ? ` (${account.name})` : ''}`,
  ];
  void userId;
  return parts.join(', ');
}

const matchWords = (match: LedgerMatch, today: string) =>
  `${money(match.amount, match.currency)} en ${match.payee} ${dayWords(match.date, today)}`;

/**
 * After a WhatsApp receipt was read: attach it to the movement already there («Ya tenías…»), or
 * ask about the proposal, or ask for the total it could not read. Sent by the reading job.
 */
export async function tellWhatsAppReader(deps: Deps, receiptId: string): Promise<void> {
  const [row] = await deps.db
    .select({ receipt: receipts, phone: users.phone, timeZone: users.timeZone })
    .from(receipts)
    .innerJoin(users, eq(users.id, receipts.userId))
    .where(eq(receipts.id, receiptId));
  if (!row?.phone || row.receipt.source !== 'whatsapp') return;
  const { receipt } = row;
  const today = localDate(deps.now(), row.timeZone ?? undefined);
  if (receipt.status === 'failed') return deps.whatsapp.sendText(row.phone, receipt.failure ?? receiptMessages.failed);
  const reading = receipt.reading!;
  if (reading.amount !== null && reading.currency) {
    const match = await findMatchingMovement(deps.db, receipt.userId, {
      amount: reading.amount,
      currency: reading.currency,
      date: reading.date ?? today,
    });
    if (match) {
      await linkAttachment(deps, receipt.userId, receipt.attachmentId, match.transaction_id);
      await deps.db
        .update(receipts)
        .set({ status: 'saved', transactionId: match.transaction_id, updatedAt: deps.now() })
        .where(eq(receipts.id, receipt.id));
      return deps.whatsapp.sendText(row.phone, whatsappReceiptReplies.attached(matchWords(match, today)));
    }
  }
  const accountId = await proposedAccount(deps.db, receipt.userId, reading.currency);
  await deps.db
    .update(receipts)
    .set({ reading: { ...reading, account_id: accountId } })
    .where(eq(receipts.id, receipt.id));
  if (reading.amount === null || !reading.currency)
    return deps.whatsapp.sendText(row.phone, whatsappReceiptReplies.noTotal);
  if (!accountId) return deps.whatsapp.sendText(row.phone, whatsappReceiptReplies.noAccount);
  const what = await describe(deps, receipt.userId, { ...reading, account_id: accountId }, today);
  await deps.whatsapp.sendText(row.phone, whatsappReceiptReplies.ask(what));
}

const YES = /^(?:si|sip|sii+|dale|ok|okey|vale|listo|anotalo|claro|perfecto|correcto|de una)\b/;
const NO = /^(?:no|nop|nada|descartalo|borralo|olvidalo)\b/;
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[¡!¿?.]+/g, ' ')
    .trim();

/** How long a receipt question waits for its answer before a message is read as something else. */
const PENDING_MS = 2 * 60 * 60 * 1000;

/**
 * The answer to a pending receipt question, or null when the message is not one (it is then read
 * as usual). `save` confirms the receipt as the API does, `dismiss` drops it.
 */
export async function answerWhatsAppReceipt(
  deps: Deps,
  session: SessionInfo,
  text: string,
  actions: {
    save: (
      id: string,
      input: { account_id: string; amount: number; date: string; payee: string; category_id: string | null },
    ) => Promise<unknown>;
    dismiss: (id: string) => Promise<unknown>;
  },
): Promise<string | null> {
  const [receipt] = await deps.db
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.userId, session.userId),
        eq(receipts.source, 'whatsapp'),
        eq(receipts.status, 'ready'),
        gt(receipts.updatedAt, new Date(deps.now().getTime() - PENDING_MS)),
      ),
    )
    .orderBy(desc(receipts.updatedAt))
    .limit(1);
  if (!receipt?.reading) return null;
  const reading = receipt.reading;
  const words = fold(text);
  const today = localDate(deps.now(), session.timeZone);
  if (NO.test(words) && !/\d/.test(words)) {
    await actions.dismiss(receipt.id);
    return whatsappReceiptReplies.dropped;
  }
  const amountWords = /\b(?:eran|fueron|son|era|fue|es|total)\s+(?:de\s+)?([$€s/]*\s*[\d][\d.,]*)/.exec(words);
  const accountWords = /\b(?:con|en|de)\s+(?:la|el|mi)\s+([a-zñ0-9]+)/.exec(words);
  if (amountWords || accountWords) {
    let next = { ...reading };
    if (amountWords) {
      const parsed = parseMoney(amountWords[1]!.replace(/^[$€s/]+/, ''), reading.currency ?? 'EUR');
      if (parsed.ok && parsed.minor > 0) next = { ...next, amount: parsed.minor };
    }
    if (accountWords) {
      const own = await deps.db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(eq(accounts.userId, session.userId));
      const found = own.find((account) => fold(account.name).includes(accountWords[1]!));
      if (!found) return whatsappReceiptReplies.unknownAccount(accountWords[1]!);
      next = { ...next, account_id: found.id };
    }
    await deps.db.update(receipts).set({ reading: next, updatedAt: deps.now() }).where(eq(receipts.id, receipt.id));
    if (next.amount === null || !next.currency) return whatsappReceiptReplies.noTotal;
    return whatsappReceiptReplies.ask(await describe(deps, session.userId, next, today));
  }
  if (!YES.test(words)) return null;
  if (reading.amount === null || !reading.currency) return whatsappReceiptReplies.noTotal;
  const accountId = reading.account_id ?? (await proposedAccount(deps.db, session.userId, reading.currency));
  if (!accountId) return whatsappReceiptReplies.noAccount;
  const what = await describe(deps, session.userId, { ...reading, account_id: accountId }, today);
  await actions.save(receipt.id, {
    account_id: accountId,
    amount: reading.amount,
    date: reading.date ?? today,
    payee: reading.merchant ?? '',
    category_id: reading.category_id,
  });
  return whatsappReceiptReplies.saved(what);
}
