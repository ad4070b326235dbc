import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema/users.ts';
import { safeErrorMessage, serializeError } from './logging.ts';
import type { MailMessage } from './mail.ts';
import { openTestDatabase } from '../../test/helpers/database.ts';
import { call, registerUser, testClock, uniqueEmail, type TestContext } from '../../test/helpers/test-app.ts';

/** Every line the app logs during this file, at debug level, as a real server would write them. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  const database = await openTestDatabase();
  const mails: MailMessage[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-log-')),
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    OTP_RESEND_SECONDS: '0',
  });
  const clock = testClock();
  const app = await buildApp({
    config,
    database,
    mailer: { send: async (message) => void mails.push(message) },
    whatsapp: { sendOtp: async () => {}, sendText: async () => {} },
    now: clock.now,
    serveWeb: false,
    logStream: stream,
  });
  // A route whose query fails with the caller's email and a hash among its bound parameters, as
  // the failed sign-up did: the database error must reach the log without them.
  app.post('/api/test/failing-query', async (request) => {
    const { email, hash } = request.body as { email: string; hash: string };
    await database.db.execute(sql`select ${email}::text, ${hash}::text, 1 / (${0}::int - 0)`);
    return { data: null };
  });
  await app.ready();
  ctx = { app, database, mails, whatsapps: [], clock, close: async () => (await app.close(), await database.close()) };
});
afterAll(async () => ctx.close());

describe('the log never holds personal data or bound parameters', () => {
  it('keeps emails, passwords, hashes, codes, tokens and parameters out of a representative run', async () => {
    const secrets: string[] = [];
    // Sign-up, login, a wrong password, a failed sign-up and a failed confirmation.
    const user = await registerUser(ctx, { email: uniqueEmail('privada'), password: 'Clave-Secreta-Unica-77' });
    secrets.push(user.email, user.password, user.token);
    const hash = (
      await ctx.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, user.email))
    )[0]!.hash;
    expect(hash).toMatch(/^\$argon2id\$/);
    secrets.push(hash, hash.split('$').at(-1)!);

    expect(
      (await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: 'Incorrecta-123' } })).status,
    ).toBe(400);
    secrets.push('Incorrecta-123');
    const login = await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    secrets.push(login.data.auth_token as string);
    const again = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email: user.email } });
    const dup = await call(ctx, 'POST', '/api/auth/register', {
      body: { otp_id: again.data.otp_id, email: user.email, name: 'Otra', password: 'Otra-Clave-Segura-9' },
    });
    expect(dup.status).toBeGreaterThanOrEqual(400);
    secrets.push('Otra-Clave-Segura-9');
    await call(ctx, 'POST', '/api/auth/password-reset', { body: { email: user.email } });
    await call(ctx, 'GET', `/api/transactions?q=${encodeURIComponent('búsqueda-privada')}`, { token: user.token });
    secrets.push('búsqueda-privada');

    // A failed query whose parameters hold the email and the hash: a 500 in the envelope.
    const failed = await call(ctx, 'POST', '/api/test/failing-query', { body: { email: user.email, hash } });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ errors: [{ message: 'Error en el servidor, por favor intenta más tarde' }] });

    // Every code and link token mailed during the run.
    for (const mail of ctx.mails) secrets.push(...(mail.text.match(/\b\d{6}\b|reset-password\/[\w-]+/g) ?? []));
    const log = lines.join('\n');
    expect(lines.some((line) => line.includes('"unhandled error"'))).toBe(true);
    expect(lines.some((line) => line.includes('"/api/auth/login"'))).toBe(true);
    // The database error is still useful: its code survives (22012 = division by zero).
    expect(log).toContain('"errorCode":"22012"');
    for (const secret of secrets) expect(log, `log leaks ${secret}`).not.toContain(secret);
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toMatch(/params:|"parameters"|"params"/);
  });

  it('strips the values a database error quotes', async () => {
    expect(safeErrorMessage('Failed query: insert into users values ($1)\nparams: ana@example.com')).not.toContain(
      'ana@example.com',
    );
    expect(safeErrorMessage('invalid input syntax for type uuid: "ana@example.com"')).toBe(
      'invalid input syntax for type uuid: "…"',
    );
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(ana@example.com) already exists.',
      constraint: 'users_email_unique',
      parameters: ['ana@example.com', '$argon2id$v=19$m=19456'],
    });
    const wrapped = Object.assign(
      new Error('Failed query: insert into "users" … \nparams: ana@example.com,$argon2id$v=19'),
      { query: 'insert …', params: ['ana@example.com'], cause: error },
    );
    const serialized = JSON.stringify(serializeError(wrapped));
    expect(serialized).not.toContain('ana@example.com');
    expect(serialized).not.toContain('argon2id');
    expect(serialized).toContain('"constraint":"users_email_unique"');
    expect(serialized).toContain('"errorCode":"23505"');
  });

  it("logs the web app's files at debug and API requests at info", async () => {
    const before = lines.length;
    await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const logged = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } });
    const staticLines = logged.filter((line) => JSON.stringify(line).includes('/assets/index-abc123.js'));
    expect(staticLines.length).toBeGreaterThan(0);
    expect(staticLines.every((line) => line.level <= 20)).toBe(true);
    expect(logged.some((line) => line.level === 30 && line.req?.url === '/api/health')).toBe(true);
  });
});
