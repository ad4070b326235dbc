import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { grantStaff } from './staff.ts';
import { openTestDatabase } from '../../../test/helpers/database.ts';

type Received = { to: string[]; raw: string };
const received: Received[] = [];
let server: SMTPServer;
let app: FastifyInstance;
let database: Database;
let dataDir: string;

/** Quoted-printable and RFC 2047 words back to UTF-8, enough to read what nodemailer sends. */
function readable(raw: string): string {
  const unfolded = raw.replace(/\r\n/g, '\n').replace(/=\n/g, '');
  const words = unfolded.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('latin1') : text.replace(/_/g, ' '),
  );
  const bytes = words.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const mailsTo = (address: string) =>
  received.filter((mail) => mail.to.includes(address)).map((mail) => readable(mail.raw));
async function waitForMail(address: string, pattern: RegExp): Promise<string> {
  return vi.waitFor(
    () => {
      const mail = mailsTo(address).find((text) => pattern.test(text));
      if (!mail) throw new Error(`no mail to ${address} matching ${pattern}`);
      return mail;
    },
    { timeout: 10_000, interval: 50 },
  );
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-support-smtp-'));
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    SMTP_URL: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    DATA_DIR: dataDir,
    APP_URL: 'http://cuentas.test',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    OTP_RESEND_SECONDS: '0',
  });
  app = await buildApp({ config, database, serveWeb: false, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

const post = async (url: string, payload: unknown, token?: string) => {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, data: res.json().data as Record<string, unknown> };
};

/** Sign-up as a person does it, the code read from the mail the SMTP server received. */
async function signUp(email: string, name: string): Promise<string> {
  const otp = await post('/api/auth/validate-email', { email });
  const code = /Tu código de verificación es: (\d{6})/.exec(
    await waitForMail(email, /Tu código de verificación es: \d{6}/),
  )![1];
  expect((await post('/api/auth/confirm-otp', { otp_id: otp.data.otp_id, code })).status).toBe(200);
  const registered = await post('/api/auth/register', {
    otp_id: otp.data.otp_id,
    email,
    name,
    password: 'Correcta-Clave-2026',
  });
  expect(registered.status).toBe(200);
  return registered.data.auth_token as string;
}

describe('support mail through a real SMTP server', () => {
  it('sends the welcome mail, the ticket confirmation and each staff answer', async () => {
    const email = `soporte.smtp.${process.pid}@example.com`;
    const token = await signUp(email, 'Julia Martín');
    const welcome = await waitForMail(email, /Te damos la bienvenida a Cuentas Claras/);
    expect(welcome).toContain('Hola, Julia Martín:');
    expect(welcome).toContain('http://cuentas.test/support');

    const ticket = await post(
      '/api/support/tickets',
      { subject: 'Cobro duplicado', category: 'billing', message: 'Veo dos cargos este mes.' },
      token,
    );
    expect(ticket.status).toBe(201);
    const confirmation = await waitForMail(email, /Recibimos tu solicitud/);
    expect(confirmation).toContain('Subject: Recibimos tu solicitud: Cobro duplicado');
    expect(confirmation).toContain('Recibimos tu solicitud «Cobro duplicado» (Plan y facturación).');
    expect(confirmation).toContain(`http://cuentas.test/support?ticket=${ticket.data.id as string}`);

    const staffEmail = `agente.smtp.${process.pid}@example.com`;
    const staffToken = await signUp(staffEmail, 'Agente');
    expect((await grantStaff(database.db, staffEmail)).outcome).toBe('granted');
    for (const text of [
      'Primera respuesta: ya lo estamos mirando.',
      'Segunda respuesta: devolvimos el cargo duplicado.',
    ]) {
      expect(
        (await post(`/api/support/inbox/${ticket.data.id as string}/messages`, { message: text }, staffToken)).status,
      ).toBe(201);
    }
    const answers = await vi.waitFor(
      () => {
        const found = mailsTo(email).filter((text) =>
          text.includes('Subject: Respuesta a tu solicitud: Cobro duplicado'),
        );
        if (found.length < 2) throw new Error('answers not delivered yet');
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(answers.some((text) => text.includes('> Primera respuesta: ya lo estamos mirando.'))).toBe(true);
    expect(answers.some((text) => text.includes('> Segunda respuesta: devolvimos el cargo duplicado.'))).toBe(true);
    // Staff answers go to the person who wrote, never back to staff (this agent joined after the ticket was opened).
    expect(mailsTo(staffEmail).filter((text) => text.includes('Cobro duplicado'))).toEqual([]);
  });
});
