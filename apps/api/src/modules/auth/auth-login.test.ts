import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext, uniqueEmail } from '../../../test/helpers/test-app.ts';

const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';
const SESSION_EXPIRED = 'Tu sesión ha expirado. Inicia sesión de nuevo.';

describe('login and logout', () => {
  let ctx: TestContext;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await registerUser(ctx, { name: 'Marta Ruiz' });
  });
  afterAll(async () => ctx.close());

  const login = (email: string, password: string) =>
    call(ctx, 'POST', '/api/auth/login', { body: { email, password } });

  it('answers a fresh token that opens /me', async () => {
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    const token = res.data.auth_token as string;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(token).not.toBe(user.token);
    const me = await call(ctx, 'GET', '/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ email: user.email, name: 'Marta Ruiz' });
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await login(`  ${user.email.toUpperCase()} `, user.password);
    expect(res.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/me', { token: res.data.auth_token as string })).data.email).toBe(user.email);
  });

  it('answers a wrong password and an unknown email alike, with no field', async () => {
    const wrongPassword = await login(user.email, 'Otra-Clave-Mala-1');
    const unknownEmail = await login(uniqueEmail('nadie'), user.password);
    expect(wrongPassword.status).toBe(400);
    expect(unknownEmail.status).toBe(400);
    expect(wrongPassword.body).toEqual({ errors: [{ message: BAD_CREDENTIALS }] });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('checks the password exactly, not its case', async () => {
    expect((await login(user.email, user.password.toUpperCase())).status).toBe(400);
  });

  it('answers missing fields with Spanish field errors', async () => {
    const empty = await call(ctx, 'POST', '/api/auth/login', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.errors).toEqual([
      { field: 'email', message: 'Este campo es obligatorio' },
      { field: 'password', message: 'Este campo es obligatorio' },
    ]);
    const badEmail = await call(ctx, 'POST', '/api/auth/login', { body: { email: 'ana', password: '' } });
    expect(badEmail.errors).toEqual([
      { field: 'email', message: 'Debe ser un correo electrónico válido' },
      { field: 'password', message: 'Este campo es obligatorio' },
    ]);
    const wrongType = await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: 12345678 } });
    expect(wrongType.errors).toEqual([{ field: 'password', message: 'El tipo de dato debe ser texto' }]);
  });

  it('answers a request without a body with a general error', async () => {
    const res = await call(ctx, 'POST', '/api/auth/login');
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ message: 'La petición no tiene el formato esperado' }]);
  });

  it('logs out: the token stops working, other sessions stay', async () => {
    const first = (await login(user.email, user.password)).data.auth_token as string;
    const second = (await login(user.email, user.password)).data.auth_token as string;
    const res = await call(ctx, 'POST', '/api/auth/logout', { token: first });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'Cerraste sesión correctamente' });
    const me = await call(ctx, 'GET', '/api/me', { token: first });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ errors: [{ message: SESSION_EXPIRED }] });
    expect((await call(ctx, 'GET', '/api/me', { token: second })).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/auth/logout', { token: first })).status).toBe(401);
  });

  it('answers 401 with the errors envelope for a missing, garbage or malformed token', async () => {
    for (const token of [undefined, 'garbage', 'x'.repeat(43)]) {
      const res = await call(ctx, 'GET', '/api/me', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [{ message: SESSION_EXPIRED }] });
    }
    const basic = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Basic ${user.token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('accepts the bearer scheme in any case', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('expires a session unused for thirty days', async () => {
    const token = (await login(user.email, user.password)).data.auth_token as string;
    ctx.clock.advance(31 * 24 * 3600 * 1000);
    expect((await call(ctx, 'GET', '/api/me', { token })).status).toBe(401);
    // A new login works at the new time.
    const fresh = (await login(user.email, user.password)).data.auth_token as string;
    expect((await call(ctx, 'GET', '/api/me', { token: fresh })).status).toBe(200);
  });

  it('keeps a session alive while it is used', async () => {
    const token = (await login(user.email, user.password)).data.auth_token as string;
    for (let week = 0; week < 6; week++) {
      ctx.clock.advance(7 * 24 * 3600 * 1000);
      expect((await call(ctx, 'GET', '/api/me', { token })).status).toBe(200);
    }
  });
});

describe('login rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => ctx.close());

  it('answers 429 in Spanish after too many tries in a minute', async () => {
    const body = { email: uniqueEmail(), password: 'Cualquier-Clave-1' };
    for (let i = 0; i < 3; i++) expect((await call(ctx, 'POST', '/api/auth/login', { body })).status).toBe(400);
    const limited = await call(ctx, 'POST', '/api/auth/login', { body });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      errors: [{ message: 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.' }],
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('does not limit routes outside the auth limit', async () => {
    for (let i = 0; i < 5; i++) expect((await call(ctx, 'GET', '/api/health')).status).toBe(200);
  });
});
