import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

function inboxDir(): string {
  const dir = process.env.E2E_INBOX;
  if (!dir) throw new Error('E2E_INBOX is not set: run through playwright.config.ts');
  return dir;
}

/** Raw mails received by the test SMTP server for `to`, oldest first (quoted-printable decoded). */
export function mailsTo(to: string): string[] {
  return readdirSync(inboxDir())
    .sort()
    .map((file) => readFileSync(path.join(inboxDir(), file), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw))
    .map(decodeQuotedPrintable);
}

/** Quoted-printable (what nodemailer uses for these mails) back to UTF-8 text; headers stay as sent. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits for the next mail to `to` after `knownCount` mails and returns it. */
export async function waitForMail(to: string, knownCount = 0): Promise<string> {
  let found: string | undefined;
  await expect.poll(() => (found = mailsTo(to)[knownCount]), { timeout: 15_000, message: `a mail to ${to}` }).toBeTruthy();
  return found!;
}

export async function waitForEmailCode(to: string, knownCount = 0): Promise<string> {
  const mail = await waitForMail(to, knownCount);
  // The subject is an RFC 2047 encoded word ("=?UTF-8?Q?123456_es_tu_c=C3=B3digo..."), so read the body.
  const code = /Tu código de verificación es: (\d{6})/.exec(mail)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

export async function waitForResetLink(to: string, knownCount = 0): Promise<string> {
  const mail = await waitForMail(to, knownCount);
  const link = /(http:\/\/\S+\/reset-password\/[\w-]+)/.exec(mail)?.[1];
  if (!link) throw new Error('no reset link in the mail');
  return link;
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
      { timeout: 15_000, message: `a WhatsApp code for ${phone}` },
    )
    .toBeTruthy();
  return code!;
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}
