import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../test/helpers/test-app.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  ({ token } = await registerUser(ctx));
});
afterAll(async () => ctx.close());

const SPANISH_ENVELOPE = {
  errors: expect.arrayContaining([
    expect.objectContaining({ message: expect.stringMatching(/^[A-ZÁÉÍÓÚ¿¡].*[a-záéíóúñ]/) }),
  ]),
};

describe("Fastify's own refusals speak the envelope in Spanish", () => {
  it('answers a path id over 100 characters with 414', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/accounts/${'a'.repeat(150)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ errors: [{ message: 'La dirección de la petición es demasiado larga' }] });
  });

  it('answers bad percent-encoding with 400', async () => {
    for (const url of ['/api/accounts/%', '/api/%E0%A4%A']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ errors: [{ message: 'La dirección de la petición no es válida' }] });
    }
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const put = await call(ctx, 'PUT', '/api/accounts', { token, body: {} });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(put.body).toEqual({ errors: [{ message: 'Este método no está permitido aquí' }] });
    const item = await call(ctx, 'POST', '/api/accounts/0190a000-0000-7000-8000-000000000000', { token, body: {} });
    expect(item.status).toBe(405);
    expect(item.headers.allow).toBe('DELETE, GET, HEAD, PATCH');
    const unknown = await call(ctx, 'PROPFIND', '/api/accounts', { token });
    expect([404, 405]).toContain(unknown.status);
    expect(unknown.body).toEqual(SPANISH_ENVELOPE);
  });

  it('answers content-type and body problems in the envelope', async () => {
    const cases = [
      [{ 'content-type': 'application/xml' }, '<a/>', 415],
      [{ 'content-type': 'application/json' }, '{bad', 400],
      [{ 'content-type': 'application/json' }, '', 400],
      [{ 'content-type': 'application/json; charset=utf-16' }, '{}', 400],
      [{ 'content-type': 'application/json' }, JSON.stringify({ name: 'x'.repeat(1_100_000) }), 413],
    ] as const;
    for (const [headers, payload, status] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/accounts',
        headers: { ...headers, authorization: `Bearer ${token}` },
        payload,
      });
      expect(res.statusCode, `${headers['content-type']} ${payload.slice(0, 10)}`).toBe(status);
      expect(res.json()).toEqual(SPANISH_ENVELOPE);
    }
  });

  it('answers headers too large (431) and garbage requests from the HTTP parser in the envelope', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as net.AddressInfo;
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const longUrl = await raw(`GET /api/accounts?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longUrl).toMatch(/^HTTP\/1.1 431 /);
    expect(JSON.parse(longUrl.split('\r\n\r\n')[1]!)).toEqual({
      errors: [{ message: 'Las cabeceras de la petición son demasiado grandes' }],
    });
    const garbage = await raw('NO ES HTTP\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1.1 400 /);
    expect(JSON.parse(garbage.split('\r\n\r\n')[1]!)).toEqual({
      errors: [{ message: 'La petición no tiene el formato esperado' }],
    });
  });
});

describe('security headers on API answers', () => {
  it('sends HSTS only behind TLS', async () => {
    const plain = await call(ctx, 'GET', '/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await call(ctx, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('tells browsers and proxies not to keep authenticated JSON, errors included', async () => {
    for (const url of ['/api/me', '/api/accounts', '/api/transactions', '/api/no-existe']) {
      const res = await call(ctx, 'GET', url, { token });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const login = await call(ctx, 'POST', '/api/auth/login', { body: { email: 'nadie@example.com', password: 'x' } });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
