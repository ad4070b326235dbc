import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../config.ts';
import { createMailer } from './mail.ts';
import { emailCodeMail } from './mail-templates.ts';
import { openTestDatabase } from '../../test/helpers/database.ts';

const FROM = 'Cuentas Claras <no-reply@cuentasclaras.local>';

/** Bytes written as =XX (quoted-printable and RFC 2047 "Q") back to UTF-8 text. */
const decodeHexEscapes = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Just enough of RFC 5322 / 2047 / 2045 to read what nodemailer writes for a plain-text mail. */
function parseMail(raw: string) {
  const [head = '', ...rest] = raw.replace(/\r\n/g, '\n').split('\n\n');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const at = line.indexOf(':');
    const value = line
      .slice(at + 1)
      .trim()
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeHexEscapes(text.replace(/_/g, ' ')),
      );
    headers[line.slice(0, at).toLowerCase()] = value;
  }
  let text = rest.join('\n\n');
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? ''))
    text = decodeHexEscapes(text.replace(/=\n/g, ''));
  return { headers, text };
}

type Received = { from: string; to: string[]; raw: string };

const silentLogger = () => {
  const infos: unknown[][] = [];
  const errors: unknown[][] = [];
  const logger = {
    info: (...args: unknown[]) => infos.push(args),
    error: (...args: unknown[]) => errors.push(args),
    warn: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    child: () => logger,
  };
  return { logger: logger as unknown as FastifyBaseLogger, infos, errors };
};

let server: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-mail-'));
  tempDirs.push(dir);
  return dir;
};

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('rechazado')) return callback(new Error('550 Buzón inexistente'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const mailsTo = (address: string) => received.filter((mail) => mail.to.includes(address));

describe('SMTP mailer', () => {
  it('delivers the message to the SMTP server', async () => {
    const { logger } = silentLogger();
    const mailer = createMailer({ smtpUrl, from: FROM, dataDir: tempDir(), logger });
    try {
      await mailer.send(emailCodeMail('lucia@example.com', '048213'));
    } finally {
      mailer.close?.();
    }
    const [mail] = mailsTo('lucia@example.com');
    expect(mail?.from).toBe('no-reply@cuentasclaras.local');
    const { headers, text } = parseMail(mail!.raw);
    expect(headers.to).toBe('lucia@example.com');
    expect(headers.from).toBe(FROM);
    expect(headers.subject).toBe('048213 es tu código de verificación de Cuentas Claras');
    expect(text).toContain('Tu código de verificación es: 048213');
    expect(text).toContain('Caduca en 10 minutos.');
  });

  it('fails the send when the server refuses the recipient', async () => {
    const { logger } = silentLogger();
    const mailer = createMailer({ smtpUrl, from: FROM, dataDir: tempDir(), logger });
    try {
      await expect(mailer.send({ to: 'rechazado@example.com', subject: 'Hola', text: 'Hola' })).rejects.toThrow();
    } finally {
      mailer.close?.();
    }
  });
});

describe('file outbox', () => {
  it('writes each mail as an .eml file and logs only its path', async () => {
    const dataDir = tempDir();
    const { logger, infos } = silentLogger();
    const mailer = createMailer({ from: FROM, dataDir, logger });
    await mailer.send(emailCodeMail('pablo@example.com', '777001'));

    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const { headers, text } = parseMail(readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8'));
    expect(headers.to).toBe('pablo@example.com');
    expect(headers.subject).toBe('777001 es tu código de verificación de Cuentas Claras');
    expect(text).toContain('Tu código de verificación es: 777001');

    expect(infos).toHaveLength(1);
    expect(infos[0]![0]).toEqual({ file: path.join(dataDir, 'mail', files[0]!) });
    expect(JSON.stringify(infos)).not.toContain('777001');
  });
});

describe('the app with a real SMTP server', () => {
  it('mails the sign-up code in the background', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      SMTP_URL: smtpUrl,
      DATA_DIR: tempDir(),
      APP_URL: 'http://cuentas.test',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      OTP_RESEND_SECONDS: '0',
    });
    const app = await buildApp({ config, database, serveWeb: false, logger: false });
    try {
      await app.ready();
      const email = `smtp.${process.pid}@example.com`;
      const res = await app.inject({ method: 'POST', url: '/api/auth/validate-email', payload: { email } });
      expect(res.statusCode).toBe(200);
      const otpId = res.json().data.otp_id as string;

      const mail = await vi.waitFor(
        () => {
          const found = mailsTo(email).at(-1);
          if (!found) throw new Error('no mail yet');
          return parseMail(found.raw);
        },
        { timeout: 10_000, interval: 50 },
      );
      const code = mail.text.match(/\b(\d{6})\b/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.headers.subject).toBe(`${code} es tu código de verificación de Cuentas Claras`);

      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/auth/confirm-otp',
        payload: { otp_id: otpId, code },
      });
      expect(confirmed.statusCode).toBe(200);

      // A refused delivery is logged, never turned into an error for the person signing up.
      const refused = await app.inject({
        method: 'POST',
        url: '/api/auth/validate-email',
        payload: { email: 'rechazado@example.com' },
      });
      expect(refused.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
