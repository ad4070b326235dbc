import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from '../config.ts';
import { HttpError } from '../lib/errors.ts';
import { loggerSerializers, redactUrl } from '../lib/logging.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../test/helpers/test-app.ts';

const SERVER_FALLBACK = 'Error en el servidor, por favor intenta más tarde';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('HTTP basics', () => {
  it('answers the health check', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    expect(res.status).toBe(200);
    // The job queue's depth beside it: nothing waiting or failed in a new app (decision 026).
    expect(res.body).toEqual({
      data: {
        status: 'ok',
        database: process.env.TEST_DATABASE_URL ? 'pg' : 'pglite',
        queue: { waiting: 0, failed: 0 },
      },
    });
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const res = await call(ctx, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths as object);
    for (const route of [
      '/api/auth/login',
      '/api/auth/confirm-otp',
      '/api/me',
      '/api/configuration',
      '/api/accounts',
      '/api/accounts/{id}',
    ]) {
      expect(paths).toContain(route);
    }
    expect(JSON.stringify(res.body.components)).toContain('"scheme":"bearer"');
  });

  it('sends a strict content security policy and the usual security headers', async () => {
    for (const url of ['/api/health', '/api/no-existe']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // HSTS only over TLS (security-headers.test.ts); this app is plain HTTP without a proxy.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('answers unknown API routes with a Spanish 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-existe'],
      ['GET', '/cualquier/pagina'],
    ] as const) {
      const res = await call(ctx, method, url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ message: 'No encontramos lo que buscas' }] });
    }
    // A path the API has, asked with a method it does not answer: 405 with the methods it does.
    const wrongMethod = await call(ctx, 'DELETE', '/api/health');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect(wrongMethod.body).toEqual({ errors: [{ message: 'Este método no está permitido aquí' }] });
  });

  it('answers a body that is not JSON in Spanish', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ message: 'El cuerpo de la petición no es JSON válido' }] });
  });

  it('answers an unsupported content type and an oversized body in Spanish', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<hola/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ errors: [{ message: 'Tipo de contenido no admitido' }] });
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) });
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ errors: [{ message: 'La petición es demasiado grande' }] });
  });

  it('answers a body of the wrong shape with a general error', async () => {
    const res = await call(ctx, 'POST', '/api/auth/login', { body: [1, 2] });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ message: 'La petición no tiene el formato esperado' }]);
  });

  it('checks the token before validating the body: a signed-out client always gets 401', async () => {
    const cases = [
      ['POST', '/api/configuration', {}],
      ['PATCH', '/api/me', { name: '' }],
      ['DELETE', '/api/me', {}],
      ['POST', '/api/accounts', {}],
      ['PATCH', '/api/accounts/123', { name: '' }],
      ['POST', '/api/auth/validate-phone', { phone: 'x' }],
      ['POST', '/api/auth/password-update', {}],
    ] as const;
    const statuses = await Promise.all(
      cases.map(async ([method, url, body]) => [
        method,
        url,
        (await call(ctx, method, url, { body, token: 'caducado' })).status,
      ]),
    );
    expect(statuses).toEqual(cases.map(([method, url]) => [method, url, 401]));
  });
});

describe('server errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-app-')),
      RATE_LIMIT_MAX: '100000',
    });
    app = await buildApp({
      config,
      database: ctx.database,
      mailer: { send: async () => {} },
      whatsapp: { sendOtp: async () => {}, sendText: async () => {} },
      serveWeb: false,
      logger: false,
    });
    app.get('/api/test/crash', async () => {
      throw new Error('connect ECONNREFUSED postgres://admin:s3cr3t@10.0.0.5/prod');
    });
    app.get('/api/test/odd-status', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
        statusCode: 409,
      });
    });
    app.get('/api/test/http-error', async () => {
      throw new HttpError(502, [{ message: 'No pudimos enviar el código' }]);
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('answers a crash with the generic Spanish message and no internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: [{ message: SERVER_FALLBACK }] });
    expect(res.body).not.toMatch(/s3cr3t|ECONNREFUSED|stack|at /);
  });

  it('does not echo the message of an unexpected client error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/odd-status' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: [{ message: 'La petición no es válida' }] });
  });

  it('passes deliberate errors through as they are', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/http-error' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ errors: [{ message: 'No pudimos enviar el código' }] });
  });

  it('serves the real routes with the same database', async () => {
    const { token } = await registerUser(ctx);
    const res = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });
});

describe('PostgreSQL connection pool', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('survives the server ending an idle connection', async () => {
    const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    // node-postgres emits 'error' on the pool when an idle connection dies; with no listener the process crashes.
    expect(pool.listenerCount('error')).toBeGreaterThan(0);

    const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    const removed = new Promise((resolve) => pool.once('remove', resolve));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => removed, { timeout: 5000 });
    expect((await call(ctx, 'GET', '/api/health')).status).toBe(200);
  });
});

describe('logging', () => {
  it('redacts reset tokens and codes from URLs', () => {
    expect(redactUrl('/reset-password/abc-DEF_123')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/reset-password/abc123?utm=x#top')).toBe('/reset-password/[redacted]?utm=x#top');
    expect(redactUrl('/api/x?token=secreto&page=2')).toBe('/api/x?token=[redacted]&page=2');
    expect(redactUrl('/api/x?page=2&code=123456')).toBe('/api/x?page=2&code=[redacted]');
    expect(redactUrl('/api/accounts?include_archived=true')).toBe('/api/accounts?include_archived=true');
  });

  it('logs requests with the redacted URL only', () => {
    const request = {
      method: 'GET',
      url: '/reset-password/tok123',
      ip: '127.0.0.1',
      headers: { authorization: 'Bearer x' },
    };
    const logged = loggerSerializers.req(request as unknown as FastifyRequest);
    expect(logged).toEqual({ method: 'GET', url: '/reset-password/[redacted]', ip: '127.0.0.1' });
  });
});

describe('configuration from the environment', () => {
  it('applies the defaults and derives the app URL', () => {
    const config = loadConfig({ DATA_DIR: 'datos' });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      BILLING_MODE: 'off',
      TRUST_PROXY: false,
    });
    expect(config.dataDir).toBe(path.resolve('datos'));
    expect(loadConfig({ APP_URL: 'https://cuentas.example.com/' }).appUrl).toBe('https://cuentas.example.com');
  });

  it('stops with a Spanish message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      /^Configuración inválida en las variables de entorno:\n {2}PORT: /,
    );
    expect(() => loadConfig({ BILLING_MODE: 'gratis' })).toThrow(/BILLING_MODE/);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud' })).toThrow(
      'WHATSAPP_PROVIDER=cloud necesita WHATSAPP_PHONE_NUMBER_ID y WHATSAPP_ACCESS_TOKEN',
    );
  });
});
