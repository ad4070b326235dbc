import type { convert as Convert } from 'html-to-text';
import type { AddressObject, simpleParser as SimpleParser } from 'mailparser';

/** What the inbox keeps of a forwarded message (decision 035): no raw MIME, no attachments. */
export type InboundMessage = {
  messageId: string | null;
  /** The bank's address when the message was forwarded («De: Bancolombia <…>»), else the sender's. */
  from: string;
  subject: string;
  body: string;
  sentAt: Date | null;
  /** Who the message says it is for (To, Cc, Delivered-To, X-Original-To): the webhook's way to the user. */
  recipients: string[];
};

const BODY_CHARS = 20_000;

type MailLibraries = { simpleParser: typeof SimpleParser; convert: typeof Convert };
let mailLibraries: Promise<MailLibraries> | undefined;
/**
 * mailparser (with nodemailer's MIME code) and html-to-text are ~150 ms of evaluation that no start
 * needs: they load with the first forwarded message (decision 045).
 */
const loadMailLibraries = () =>
  (mailLibraries ??= Promise.all([import('mailparser'), import('html-to-text')]).then(([mail, html]) => ({
    simpleParser: mail.simpleParser,
    convert: html.convert,
  })));

/**
 * HTML alerts are tables of label and value: each cell becomes its own line, so a label and its
 * value are on two lines («Monto» / «$1,234.56») or one («Monto: $1,234.56»); both are read.
 */
export function htmlText(html: string, convert: typeof Convert): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'table', format: 'block' },
      { selector: 'tr', format: 'block' },
      { selector: 'td', format: 'block' },
      { selector: 'th', format: 'block' },
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    ],
    limits: { maxDepth: 40, maxInputLength: 400_000 },
  });
}

/** Lines trimmed, spaces collapsed (no-break spaces too), empty lines and quoting «>» dropped. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(/^(?:>\s?)+/, '')
        // PostgreSQL refuses NUL, and control characters are invisible on screen (§4.11).
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
        .replace(/[\u00a0\u202f\u2007\t ]+/g, ' ')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((item) =>
    item.value.map((entry) => entry.address ?? '').filter(Boolean),
  );

const headerText = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

/** The line a mail program puts above a forwarded message; what the user wrote is above it. */
export const FORWARD_MARKER =
  /^(?:-{2,}\s*(?:forwarded message|mensaje reenviado|original message|mensaje original)\s*-{2,}|begin forwarded message:|inicio del mensaje reenviado:|_{10,})\s*$/im;

/**
 * The original sender, subject and date of a message forwarded by hand: Gmail's «---------- Forwarded
 * message ---------», Outlook's «De: … Enviado: … Asunto: …» (under a line of underscores when the
 * user wrote above it), Apple Mail's «Begin forwarded message:».
 */
export function forwardedHeaders(text: string): {
  from?: string;
  subject?: string;
  date?: string;
  /** What the user wrote above the forwarded message («lo pagué desde la cuenta rut»). */
  note?: string;
  rest: string;
} {
  const found = FORWARD_MARKER.exec(text);
  const block = found ? text.slice(found.index + found[0].length) : text;
  const lines = block.split('\n');
  const out: { from?: string; subject?: string; date?: string } = {};
  let index = 0;
  // The forwarded header is the first lines after the marker (or at the top, as Outlook writes it).
  for (; index < Math.min(lines.length, 10); index++) {
    const match = /^(de|from|asunto|subject|fecha|date|enviado(?: el)?|sent|para|to|cc)\s*:\s*(.*)$/i.exec(
      lines[index]!,
    );
    if (!match) {
      if (index === 0 && !found) return { rest: text };
      if (Object.keys(out).length > 0) break;
      continue;
    }
    const key = match[1]!.toLowerCase();
    if (key === 'de' || key === 'from') out.from = match[2];
    else if (key === 'asunto' || key === 'subject') out.subject = match[2];
    else if (['fecha', 'date', 'enviado', 'enviado el', 'sent'].includes(key)) out.date = match[2];
  }
  if (!out.from) return { rest: text };
  const note = found ? text.slice(0, found.index).trim() : '';
  return { ...out, ...(note ? { note: note.slice(0, 300) } : {}), rest: lines.slice(index).join('\n') };
}

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const ENGLISH_MONTHS: Record<string, string> = { set: 'sep', jan: 'ene', apr: 'abr', aug: 'ago', dec: 'dic' };

/**
 * The day of a forwarded header's date as mail programs write it in Spanish («20/11/2026», «mar,
 * 24 nov 2026», «24 de noviembre de 2026, 18:40», «Tue, 24 Nov 2026 18:40:00 -0500»), at noon UTC
 * so that it is the day the sender saw in every country we serve; any other form as JavaScript reads it.
 */
export function forwardedDate(text: string): Date {
  const folded = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const noon = (year: number, month: number, day: number) =>
    month >= 1 && month <= 12 && day >= 1 && day <= 31 ? new Date(Date.UTC(year, month - 1, day, 12)) : undefined;
  const numeric = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(folded);
  if (numeric) return noon(Number(numeric[3]), Number(numeric[2]), Number(numeric[1])) ?? new Date(NaN);
  const worded = /\b(\d{1,2})(?: de)? ([a-z]{3})[a-z]*\.?(?: de)? (\d{4})\b/.exec(folded);
  const month = worded ? MONTHS.indexOf(ENGLISH_MONTHS[worded[2]!] ?? worded[2]!) + 1 : 0;
  if (worded && month > 0) return noon(Number(worded[3]), month, Number(worded[1])) ?? new Date(NaN);
  // «Tue, Nov 24, 2026 at 4:10 PM», «Thursday, November 26, 2026»: Gmail and Outlook in English put
  // the month first. Read by JavaScript it would be midnight UTC, the day before in the Americas.
  const monthFirst = /\b([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})\b/.exec(folded);
  const first = monthFirst ? MONTHS.indexOf(ENGLISH_MONTHS[monthFirst[1]!] ?? monthFirst[1]!) + 1 : 0;
  if (monthFirst && first > 0) return noon(Number(monthFirst[3]), first, Number(monthFirst[2])) ?? new Date(NaN);
  return new Date(text);
}

/** Reads a raw RFC 822 message. Attachments are not kept; one forwarded *as* an attachment is read instead. */
export async function readMessage(raw: Buffer | string, depth = 0): Promise<InboundMessage> {
  const { simpleParser, convert } = await loadMailLibraries();
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  let body = tidy(parsed.text && parsed.text.trim() !== '' ? parsed.text : html ? htmlText(html, convert) : '');
  const recipients = [
    ...addresses(parsed.to),
    ...addresses(parsed.cc),
    ...headerText(parsed.headers.get('delivered-to')),
    ...headerText(parsed.headers.get('x-original-to')),
  ];
  const inner = parsed.attachments.find((attachment) => attachment.contentType === 'message/rfc822');
  if (body.length < 20 && inner && depth === 0) {
    const original = await readMessage(inner.content, 1);
    return { ...original, messageId: parsed.messageId ?? original.messageId, recipients };
  }
  let from = parsed.from?.text ?? '';
  let subject = parsed.subject ?? '';
  let sentAt = parsed.date ?? null;
  const forwarded = forwardedHeaders(body);
  if (forwarded.from) {
    from = forwarded.from;
    subject = (forwarded.subject ?? subject).replace(/^\s*(?:fwd?|rv|re|reenviado)\s*:\s*/i, '');
    const date = forwarded.date ? forwardedDate(forwarded.date) : undefined;
    if (date && !Number.isNaN(date.getTime())) sentAt = date;
    // The user's words above the alert say what the bank's do not (which account paid, what for).
    body = forwarded.note ? `${forwarded.rest}\nNota: ${forwarded.note}` : forwarded.rest;
  }
  return {
    messageId: parsed.messageId ? parsed.messageId.slice(0, 300) : null,
    from: from.slice(0, 300),
    subject: subject.replace(/^\s*(?:fwd?|rv|reenviado)\s*:\s*/i, '').slice(0, 300),
    body: body.slice(0, BODY_CHARS),
    sentAt,
    recipients,
  };
}
