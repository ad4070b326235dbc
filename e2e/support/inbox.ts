import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

function inboxDir(): string {
  const dir = process.env.E2E_INBOX;
  if (!dir) throw new Error('E2E_INBOX is not set: run through playwright.config.ts');
  return dir;
}

// Every mail of the run stays in the inbox (hundreds by the end), and a test polls it while it
// waits for a code: each file is read once, and again only if its size changed since (a mail being
// written when it was first read).
const readMails = new Map<string, { size: number; raw: string }>();

function readMail(file: string): string {
  const size = statSync(file).size;
  const known = readMails.get(file);
  if (known?.size === size) return known.raw;
  const raw = readFileSync(file, 'utf8');
  readMails.set(file, { size, raw });
  return raw;
}

/** Raw mails received by the test SMTP server for `to`, oldest first (quoted-printable decoded). */
export function mailsTo(to: string): string[] {
  const addressed = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi');
  return readdirSync(inboxDir())
    .sort()
    .map((file) => readMail(path.join(inboxDir(), file)))
    .filter((raw) => addressed.test(raw))
    .map(decodeQuotedPrintable);
}

/** Quoted-printable (what nodemailer uses for these mails) back to UTF-8 text; headers stay as sent. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

// A mail arrives within tens of milliseconds of the request that sends it, and a look at the inbox
// is a directory listing: look often (expect.poll's own steps, 100 ms then 250, 500 and 1,000 ms,
// left most codes waiting half a second after they had arrived).
const POLL = [50, 100, 200];

/** Waits for the next mail to `to` after `knownCount` mails and returns it. */
export async function waitForMail(to: string, knownCount = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = mailsTo(to)[knownCount]), { timeout: 15_000, intervals: POLL, message: `a mail to ${to}` })
    .toBeTruthy();
  return found!;
}

/**
 * The first mail to `to` after `knownCount` whose text matches `pattern`, and the match's first
 * group: other mails (the welcome mail sent at registration) may arrive in between.
 */
export async function waitForMatch(to: string, pattern: RegExp, knownCount = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () =>
        (found = mailsTo(to)
          .slice(knownCount)
          .map((mail) => pattern.exec(mail)?.[1])
          .find(Boolean)),
      { timeout: 15_000, intervals: POLL, message: `a mail to ${to} matching ${pattern}` },
    )
    .toBeTruthy();
  return found!;
}

export async function waitForEmailCode(to: string, knownCount = 0): Promise<string> {
  // The subject is an RFC 2047 encoded word ("=?UTF-8?Q?123456_es_tu_c=C3=B3digo..."), so read the body.
  return waitForMatch(to, /Tu código de verificación es: (\d{6})/, knownCount);
}

export async function waitForResetLink(to: string, knownCount = 0): Promise<string> {
  return waitForMatch(to, /(http:\/\/\S+\/reset-password\/[\w-]+)/, knownCount);
}

/** The latest WhatsApp code the development provider stored for `phone`. */
export async function waitForWhatsAppCode(phone: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'whatsapp');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        try {
          const messages = readdirSync(dir)
            .sort()
            .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string; code?: string })
            .filter((message) => message.to === phone && message.code);
          code = messages.at(-1)?.code;
        } catch {
          code = undefined;
        }
        return code;
      },
      { timeout: 15_000, intervals: POLL, message: `a WhatsApp code for ${phone}` },
    )
    .toBeTruthy();
  return code!;
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}
