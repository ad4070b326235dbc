import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { softAuthenticator, type SoftAuthenticator } from '../../../test/helpers/soft-authenticator.ts';
import { relyingParty } from './passkeys.ts';

// The test app's public URL is http://cuentas.test: the RP id and the only accepted origin.
const ORIGIN = 'http://cuentas.test';
const UNKNOWN_ID = '0190a000-0000-7000-8000-000000000000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Options = { challenge_id: string; options: { challenge: string } & Record<string, unknown> };

async function enrol(token: string, key: SoftAuthenticator, name = 'Móvil de Ana') {
  const started = await call(ctx, 'POST', '/api/auth/passkeys/registration-options', { token });
  expect(started.status).toBe(200);
  const { challenge_id, options } = started.data as unknown as Options;
  return call(ctx, 'POST', '/api/auth/passkeys', {
    token,
    body: { challenge_id, name, credential: key.register(options, ORIGIN) },
  });
}

async function signIn(key: SoftAuthenticator, origin = ORIGIN) {
  const started = await call(ctx, 'POST', '/api/auth/passkeys/login-options');
  expect(started.status).toBe(200);
  const { challenge_id, options } = started.data as unknown as Options;
  expect(options.allowCredentials ?? []).toEqual([]);
  return call(ctx, 'POST', '/api/auth/passkeys/login', {
    body: { challenge_id, credential: key.assert(options, origin) },
  });
}

describe('passkeys', () => {
  it('takes the RP id and origin from the public URL, localhost for a local IP', () => {
    expect(relyingParty('https://cuentas.example.com')).toEqual({
      rpID: 'cuentas.example.com',
      origins: ['https://cuentas.example.com'],
    });
    expect(relyingParty('http://127.0.0.1:4450')).toEqual({ rpID: 'localhost', origins: ['http://localhost:4450'] });
  });

  it('registers a passkey, lists it and signs in with it without the e-mail or the password', async () => {
    const { token } = await registerUser(ctx);
    const key = softAuthenticator('cuentas.test', { counter: 1 });
    const created = await enrol(token, key);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.data).toMatchObject({ name: 'Móvil de Ana', last_used_at: null });

    key.counter = 2;
    const signedIn = await signIn(key);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const me = await call(ctx, 'GET', '/api/me', { token: signedIn.data.auth_token as string });
    expect(me.status).toBe(200);
    const listed = await call(ctx, 'GET', '/api/auth/passkeys', { token });
    expect(listed.data.items).toHaveLength(1);
    expect((listed.data.items as unknown as { last_used_at: string | null }[])[0]!.last_used_at).not.toBeNull();
  });

  it('refuses a counter that did not grow (a cloned key), a wrong origin and a reused challenge', async () => {
    const { token } = await registerUser(ctx);
    const key = softAuthenticator('cuentas.test', { counter: 5 });
    expect((await enrol(token, key)).status).toBe(201);
    key.counter = 6;
    expect((await signIn(key)).status).toBe(200);

    const cloned = await signIn(key); // still 6
    expect(cloned.status).toBe(400);
    expect(cloned.errors?.[0]?.message).toMatch(/parece copiada/);

    key.counter = 7;
    const elsewhere = await signIn(key, 'https://phishing.example');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.errors?.[0]?.message).toBe('No pudimos comprobar la llave de acceso. Vuelve a intentarlo.');

    const started = await call(ctx, 'POST', '/api/auth/passkeys/login-options');
    const { challenge_id, options } = started.data as unknown as Options;
    key.counter = 8;
    const body = { challenge_id, credential: key.assert(options, ORIGIN) };
    expect((await call(ctx, 'POST', '/api/auth/passkeys/login', { body })).status).toBe(200);
    key.counter = 9;
    const again = await call(ctx, 'POST', '/api/auth/passkeys/login', {
      body: { challenge_id, credential: key.assert(options, ORIGIN) },
    });
    expect(again.status).toBe(400);
    expect(again.errors?.[0]?.message).toBe('La solicitud caducó. Vuelve a intentarlo.');
  });

  it('refuses an unknown passkey and an expired challenge', async () => {
    const stranger = softAuthenticator('cuentas.test');
    const unknown = await signIn(stranger);
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.message).toBe('Esta llave de acceso no está registrada en Cuentas Claras');

    const { token } = await registerUser(ctx);
    const started = await call(ctx, 'POST', '/api/auth/passkeys/registration-options', { token });
    const { challenge_id, options } = started.data as unknown as Options;
    ctx.clock.advance(5 * 60_000 + 1);
    const late = await call(ctx, 'POST', '/api/auth/passkeys', {
      token,
      body: { challenge_id, credential: softAuthenticator('cuentas.test').register(options, ORIGIN) },
    });
    expect(late.status).toBe(400);
    expect(late.errors?.[0]?.message).toBe('La solicitud caducó. Vuelve a intentarlo.');
  });

  it('removes only the owner’s passkey: another user’s id and an unknown one answer 404', async () => {
    const ana = await registerUser(ctx);
    const luis = await registerUser(ctx);
    const key = softAuthenticator('cuentas.test');
    const created = await enrol(ana.token, key);
    const id = created.data.id as string;
    expect((await call(ctx, 'DELETE', `/api/auth/passkeys/${id}`, { token: luis.token })).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/auth/passkeys/${UNKNOWN_ID}`, { token: ana.token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/auth/passkeys', { token: luis.token })).data.items).toEqual([]);
    const removed = await call(ctx, 'DELETE', `/api/auth/passkeys/${id}`, { token: ana.token });
    expect(removed.data).toEqual({ message: 'Llave de acceso eliminada' });
    expect((await signIn(key)).status).toBe(400);
  });

  it('refuses bad input with Spanish field errors, and needs a session to register', async () => {
    const { token } = await registerUser(ctx);
    const bad = await call(ctx, 'POST', '/api/auth/passkeys', { token, body: { challenge_id: 'x', credential: {} } });
    expect(bad.status).toBe(400);
    expect(bad.errors?.map((error) => error.field)).toContain('challenge_id');
    const noSession = await call(ctx, 'POST', '/api/auth/passkeys/registration-options');
    expect(noSession.status).toBe(401);
  });
});
