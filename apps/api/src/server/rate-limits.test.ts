import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPostgres } from '../db/client.ts';
import { FREE_TRIES, MAX_DELAY_MS, brakeDelayMs } from '../modules/auth/login-brake.ts';
import {
  call,
  createTestApp,
  lastResetToken,
  registerUser,
  uniqueEmail,
  type TestContext,
} from '../../test/helpers/test-app.ts';

const LIMITED_ENV = { AUTH_RATE_LIMIT_MAX: '6', OTP_RESEND_SECONDS: '60' };

/** A second API instance on the same database with the same settings, as a second server would run. */
async function secondServer(ctx: TestContext, env: Record<string, string>) {
  const database: Database = ctx.database.url
    ? openPostgres(ctx.database.url, 3)
    : { ...ctx.database, close: async () => {} };
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-rl-')),
      APP_URL: 'http://cuentas.test',
      RATE_LIMIT_MAX: '100000',
      ...env,
    }),
    database,
    mailer: { send: async () => {} },
    whatsapp: { sendOtp: async () => {}, sendText: async () => {} },
    now: ctx.clock.now,
    serveWeb: false,
    logger: false,
  });
  await app.ready();
  return { app, close: async () => (await app.close(), await database.close()) };
}

describe('limits shared by two API instances on one database', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof secondServer>>;
  beforeAll(async () => {
    ctx = await createTestApp(LIMITED_ENV);
    other = await secondServer(ctx, LIMITED_ENV);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('holds the per-IP sign-in limit for the sum of both instances', async () => {
    const instances: FastifyInstance[] = [ctx.app, other.app];
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) {
      const res = await instances[index % 2]!.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { email: `nadie${index}@example.com` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json()).toEqual({
          errors: [{ message: 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.' }],
        });
    }
    // Six allowed in all (three on each instance), then both refuse: not six on each.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
    console.log(
      `two-instance rate limit: AUTH_RATE_LIMIT_MAX=6, 10 requests alternating between instances → ${statuses.join(' ')}`,
    );
  });

  it('makes the OTP resend wait hold across instances', async () => {
    const email = uniqueEmail('espera');
    const first = await ctx.app.inject({ method: 'POST', url: '/api/auth/validate-email', payload: { email } });
    expect(first.statusCode).toBe(200);
    const again = await other.app.inject({ method: 'POST', url: '/api/auth/validate-email', payload: { email } });
    expect(again.statusCode).toBe(429);
    expect(again.json().errors[0].message).toMatch(/segundos?/);
  });

  it('sends one code when both instances are asked for it at the same moment', async () => {
    const email = uniqueEmail('carrera');
    const answers = await Promise.all(
      [ctx.app, other.app, ctx.app, other.app].map((app) =>
        app.inject({ method: 'POST', url: '/api/auth/validate-email', payload: { email } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429]);
  });
});

// With REDIS_URL every counter, the global per-IP budget included, lives in Redis. Runs where a
// redis-server binary is installed (Debian's `redis-server` package); skipped elsewhere.
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
describe.skipIf(!existsSync(REDIS_SERVER))('limits in Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof secondServer>>;
  const port = 20_000 + (process.pid % 10_000);
  const env = { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '5', AUTH_RATE_LIMIT_MAX: '100000' };
  beforeAll(async () => {
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    ctx = await createTestApp(env);
    other = await secondServer(ctx, env);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    redis?.kill();
  });

  it('holds the global per-IP budget for the sum of both instances', async () => {
    const instances: FastifyInstance[] = [ctx.app, other.app];
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++)
      statuses.push((await instances[index % 2]!.inject({ method: 'GET', url: '/api/docs/json' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});

describe('the login brake', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  const login = (email: string, password: string) =>
    call(ctx, 'POST', '/api/auth/login', { body: { email, password } });

  it('grows the delay per account after repeated wrong passwords, mails the owner once, and lets the right password in after the wait', async () => {
    const user = await registerUser(ctx);
    const mailsBefore = ctx.mails.length;
    for (let attempt = 1; attempt <= FREE_TRIES - 1; attempt++)
      expect((await login(user.email, `Mala-${attempt}-clave`)).status).toBe(400);
    expect(ctx.mails.length).toBe(mailsBefore);
    // The fifth wrong password engages the brake: even the right one waits now.
    expect((await login(user.email, 'Mala-5-clave')).status).toBe(400);
    const braked = await login(user.email, user.password);
    expect(braked.status).toBe(429);
    expect(braked.errors![0]!.message).toBe(
      'Demasiados intentos fallidos con este correo. Espera 1 minuto o restablece tu contraseña.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const warnings = ctx.mails.slice(mailsBefore).filter((mail) => mail.to === user.email);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.subject).toMatch(/intentos fallidos/);
    expect(warnings[0]!.text).toContain('/recovery-password');

    // Attempts during the brake neither count nor extend it.
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(user.email, 'Otra-mala-clave')).status).toBe(429);
    ctx.clock.advance(31_000);
    // One more wrong password after the wait doubles the delay.
    expect((await login(user.email, 'Mala-6-clave')).status).toBe(400);
    ctx.clock.advance(31_000);
    expect((await login(user.email, user.password)).status).toBe(429);
    ctx.clock.advance(31_000);
    const ok = await login(user.email, user.password);
    expect(ok.status).toBe(200);
    // The right password cleared the count: one typo later costs nothing again.
    expect((await login(user.email, 'Un-typo-1')).status).toBe(400);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect(ctx.mails.slice(mailsBefore).filter((mail) => mail.to === user.email)).toHaveLength(1);
  });

  it('never locks the owner out for good: the delay is bounded and a reset by mail lifts it at once', async () => {
    expect(brakeDelayMs(FREE_TRIES)).toBe(30_000);
    expect(brakeDelayMs(FREE_TRIES + 3)).toBe(240_000);
    expect(brakeDelayMs(1_000)).toBe(MAX_DELAY_MS);
    const user = await registerUser(ctx);
    for (let attempt = 0; attempt < FREE_TRIES; attempt++) await login(user.email, 'Atacante-123');
    expect((await login(user.email, user.password)).status).toBe(429);
    await call(ctx, 'POST', '/api/auth/password-reset', { body: { email: user.email } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reset = await call(ctx, 'POST', '/api/auth/password-reset-confirm', {
      body: { token: lastResetToken(ctx, user.email), password: 'Nueva-Clave-Segura-1' },
    });
    expect(reset.status).toBe(200);
    expect((await login(user.email, 'Nueva-Clave-Segura-1')).status).toBe(200);
  });

  it('brakes unknown emails alike, without mail, so the brake does not tell who is registered', async () => {
    const email = uniqueEmail('fantasma');
    const mailsBefore = ctx.mails.length;
    for (let attempt = 0; attempt < FREE_TRIES; attempt++) expect((await login(email, 'Cualquier-1')).status).toBe(400);
    const braked = await login(email, 'Cualquier-1');
    expect(braked.status).toBe(429);
    expect(braked.errors![0]!.message).toMatch(/^Demasiados intentos fallidos con este correo/);
    expect(ctx.mails.length).toBe(mailsBefore);
  });
});
