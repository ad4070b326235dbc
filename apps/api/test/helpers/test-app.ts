import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openPostgres } from '../../src/db/client.ts';
import type { MailMessage, Mailer } from '../../src/lib/mail.ts';
import type { WhatsAppProvider } from '../../src/lib/whatsapp.ts';
import { checkAnswer } from './contract.ts';
import { openTestDatabase } from './database.ts';

export type CapturedWhatsApp = { to: string; code?: string; text?: string };

/** A clock the tests can move forward to expire codes and links. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms: number) => (current += ms) };
}

export type TestContext = {
  app: FastifyInstance;
  database: Database & { url?: string };
  mails: MailMessage[];
  whatsapps: CapturedWhatsApp[];
  clock: ReturnType<typeof testClock>;
  close: () => Promise<void>;
};

/** `options.database`: a database the test opened itself (closed with the app). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: Database } = {},
): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase());
  const mails: MailMessage[] = [];
  const whatsapps: CapturedWhatsApp[] = [];
  const mailer: Mailer = { send: async (message) => void mails.push(message) };
  const whatsapp: WhatsAppProvider = {
    sendOtp: async (to, code) => void whatsapps.push({ to, code }),
    sendText: async (to, text) => void whatsapps.push({ to, text }),
  };
  const clock = testClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-app-')),
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    OTP_RESEND_SECONDS: '0',
    APP_URL: 'http://cuentas.test',
    ...env,
  });
  const app = await buildApp({ config, database, mailer, whatsapp, now: clock.now, serveWeb: false, logger: false });
  await app.ready();
  return {
    app,
    database,
    mails,
    whatsapps,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A second API instance on the test's database, as a second server would run: its own pool on
 * PostgreSQL, the same PGlite otherwise. Mail it sends goes to `mails`.
 */
export async function secondInstance(ctx: TestContext, mails: MailMessage[] = []) {
  const database: Database = ctx.database.url
    ? openPostgres(ctx.database.url, 3)
    : { ...ctx.database, close: async () => {} };
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', APP_URL: 'http://cuentas.test' }),
    database,
    mailer: { send: async (message) => void mails.push(message) },
    whatsapp: { sendOtp: async () => {}, sendText: async () => {} },
    now: ctx.clock.now,
    serveWeb: false,
    logger: false,
  });
  await app.ready();
  return { app, close: async () => (await app.close(), await database.close()) };
}

/** The six-digit code of the latest mail to `email`. */
export function lastEmailCode(ctx: TestContext, email: string): string {
  const mail = ctx.mails.filter((m) => m.to === email).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export function lastResetToken(ctx: TestContext, email: string): string {
  const mail = ctx.mails.filter((m) => m.to === email).at(-1);
  const token = mail?.text.match(/\/reset-password\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

type Json = Record<string, unknown>;

/** inject() with JSON in and out, optionally signed in. */
export async function call(
  ctx: TestContext,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await ctx.app.inject({
    method,
    url,
    payload: options.body as InjectOptions['payload'],
    headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });
  const json = response.body ? (JSON.parse(response.body) as Json) : {};
  checkAnswer(String(method), url, response.statusCode, json);
  return {
    status: response.statusCode,
    body: json,
    data: json.data as Json & Json[],
    errors: json.errors as Json[] | undefined,
    headers: response.headers,
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'ana'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@example.com`;
}

/** Walks the whole sign-up flow through the API and returns the new user's token. */
export async function registerUser(
  ctx: TestContext,
  options: { email?: string; name?: string; password?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Correcta-Clave-2026';
  const otp = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } });
  const otpId = otp.data.otp_id as string;
  const confirmed = await call(ctx, 'POST', '/api/auth/confirm-otp', {
    body: { otp_id: otpId, code: lastEmailCode(ctx, email) },
  });
  if (confirmed.status !== 200) throw new Error(`confirm-otp failed: ${JSON.stringify(confirmed.body)}`);
  const registered = await call(ctx, 'POST', '/api/auth/register', {
    body: { otp_id: otpId, email, name: options.name ?? 'Ana Pérez', password },
  });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return { email, password, token: registered.data.auth_token as string };
}
