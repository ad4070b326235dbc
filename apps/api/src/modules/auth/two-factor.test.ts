import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor } from '../../db/schema/index.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { matchingStep, newRecoveryCode } from './two-factor.ts';

const WRONG = 'El código no es correcto. Revisa la hora de tu teléfono o usa un código de recuperación.';
const EXPIRED = 'El inicio de sesión caducó. Vuelve a escribir tu correo y tu contraseña.';

describe('TOTP rules', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const totp = (ms: number) => new TOTP({ secret, period: 30, digits: 6 }).generate({ timestamp: ms });
  const now = Date.UTC(2026, 10, 26, 12, 0, 15);

  it('accepts the code of this step and of one step either side, nothing further', () => {
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, totp(now), now)).toBe(step);
    expect(matchingStep(secret, totp(now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, totp(now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(secret, totp(now - 60_000), now)).toBeNull();
    expect(matchingStep(secret, totp(now + 60_000), now)).toBeNull();
  });

  it('makes recovery codes of ten base32 characters, all different', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('two-step sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SECRETS_KEY: 'una-clave-de-prueba-larga' });
  });
  afterAll(async () => ctx.close());

  const code = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret, period: 30, digits: 6 }).generate({
      timestamp: ctx.clock.now().getTime() + offsetSteps * 30_000,
    });
  const nextStep = () => ctx.clock.advance(30_000);

  async function enrolled() {
    const user = await registerUser(ctx);
    const setup = await call(ctx, 'POST', '/api/auth/two-factor/setup', { token: user.token });
    expect(setup.status).toBe(200);
    const secret = setup.data.secret as string;
    const enabled = await call(ctx, 'POST', '/api/auth/two-factor/enable', {
      token: user.token,
      body: { code: code(secret) },
    });
    expect(enabled.status).toBe(200);
    nextStep();
    return { ...user, secret, recovery: enabled.data.recovery_codes as string[] };
  }

  const login = (email: string, password: string) =>
    call(ctx, 'POST', '/api/auth/login', { body: { email, password } });
  const second = (challenge_token: string, c: string) =>
    call(ctx, 'POST', '/api/auth/login/two-factor', { body: { challenge_token, code: c } });

  it('enrols with a QR URI naming the issuer and the e-mail, and seals the secret at rest', async () => {
    const user = await registerUser(ctx);
    const setup = await call(ctx, 'POST', '/api/auth/two-factor/setup', { token: user.token });
    const uri = setup.data.otpauth_uri as string;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain('issuer=Cuentas%20Claras');
    expect(decodeURIComponent(uri)).toContain(user.email);
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const [row] = await ctx.database.db.select().from(twoFactor);
    expect(row?.secret.startsWith('v1.')).toBe(true);
    expect(row?.secret).not.toContain(setup.data.secret as string);
    const status = await call(ctx, 'GET', '/api/auth/two-factor', { token: user.token });
    expect(status.data).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
  });

  it('refuses a wrong confirmation code on its field, in Spanish', async () => {
    const user = await registerUser(ctx);
    const notStarted = await call(ctx, 'POST', '/api/auth/two-factor/enable', {
      token: user.token,
      body: { code: '123456' },
    });
    expect(notStarted.status).toBe(400);
    await call(ctx, 'POST', '/api/auth/two-factor/setup', { token: user.token });
    const wrong = await call(ctx, 'POST', '/api/auth/two-factor/enable', {
      token: user.token,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.errors?.[0]).toMatchObject({ field: 'code' });
    const short = await call(ctx, 'POST', '/api/auth/two-factor/enable', { token: user.token, body: { code: '12' } });
    expect(short.errors).toEqual([{ field: 'code', message: 'El código debe tener 6 dígitos' }]);
  });

  it('answers a challenge instead of a token, and the session opens only after the code', async () => {
    const user = await enrolled();
    const status = await call(ctx, 'GET', '/api/auth/two-factor', { token: user.token });
    expect(status.data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(user.recovery).toHaveLength(10);

    const first = await login(user.email, user.password);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ two_factor_required: true, challenge_token: expect.any(String) });
    expect(first.data.auth_token).toBeUndefined();
    const challenge = first.data.challenge_token as string;
    // The challenge is not a session.
    expect((await call(ctx, 'GET', '/api/me', { token: challenge })).status).toBe(401);

    const bad = await second(challenge, '000000');
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([{ field: 'code', message: WRONG }]);

    const ok = await second(challenge, code(user.secret));
    expect(ok.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/me', { token: ok.data.auth_token as string })).status).toBe(200);
    // A challenge opens one session only.
    nextStep();
    expect((await second(challenge, code(user.secret))).errors).toEqual([{ message: EXPIRED }]);
  });

  it('refuses a code used once already (replay), even within its step', async () => {
    const user = await enrolled();
    const used = code(user.secret);
    const a = await login(user.email, user.password);
    expect((await second(a.data.challenge_token as string, used)).status).toBe(200);
    const b = await login(user.email, user.password);
    const replay = await second(b.data.challenge_token as string, used);
    expect(replay.status).toBe(400);
    expect(replay.errors).toEqual([{ field: 'code', message: WRONG }]);
    // One step before the used one is older than it: refused too.
    expect((await second(b.data.challenge_token as string, code(user.secret, -1))).status).toBe(400);
    nextStep();
    expect((await second(b.data.challenge_token as string, code(user.secret))).status).toBe(200);
  });

  it('accepts a code one step off the clock, both ways', async () => {
    const user = await enrolled();
    const a = await login(user.email, user.password);
    expect((await second(a.data.challenge_token as string, code(user.secret, 1))).status).toBe(200);
    ctx.clock.advance(90_000);
    const b = await login(user.email, user.password);
    expect((await second(b.data.challenge_token as string, code(user.secret, 2))).status).toBe(400);
    expect((await second(b.data.challenge_token as string, code(user.secret, -1))).status).toBe(200);
  });

  it('takes a recovery code once, typed in any case and spacing', async () => {
    const user = await enrolled();
    const [recovery] = user.recovery;
    const a = await login(user.email, user.password);
    const typed = ` ${recovery!.toUpperCase().replace('-', ' ')} `;
    expect((await second(a.data.challenge_token as string, typed)).status).toBe(200);
    const b = await login(user.email, user.password);
    const again = await second(b.data.challenge_token as string, recovery!);
    expect(again.status).toBe(400);
    expect(again.errors).toEqual([{ field: 'code', message: WRONG }]);
    const status = await call(ctx, 'GET', '/api/auth/two-factor', { token: user.token });
    expect(status.data.recovery_codes_left).toBe(9);
  });

  it('refuses a code that is neither six digits nor a recovery code, on the field', async () => {
    const res = await second('x'.repeat(40), 'hola');
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      { field: 'code', message: 'Escribe los 6 dígitos de tu app o un código de recuperación' },
    ]);
  });

  it('closes a challenge after five wrong codes, and after ten minutes', async () => {
    const user = await enrolled();
    const a = await login(user.email, user.password);
    const token = a.data.challenge_token as string;
    // Answers are never braked themselves: the challenge's own five tries bound them.
    for (let i = 0; i < 5; i++) expect((await second(token, '000000')).status).toBe(400);
    expect((await second(token, code(user.secret))).errors).toEqual([{ message: EXPIRED }]);
    ctx.clock.advance(16 * 60_000);
    const b = await login(user.email, user.password);
    ctx.clock.advance(10 * 60_000 + 1);
    expect((await second(b.data.challenge_token as string, code(user.secret))).errors).toEqual([{ message: EXPIRED }]);
    // The scheduler's pass forgets challenges past their time.
    expect((await ctx.app.jobs.run()).signInTraces.challenges).toBeGreaterThanOrEqual(2);
  });

  it('counts wrong codes against the login brake, and a right code lifts it', async () => {
    const user = await enrolled();
    const a = await login(user.email, user.password);
    for (let i = 0; i < 4; i++) await second(a.data.challenge_token as string, '000000');
    // One try for the password and four wrong codes: the next sign-in is braked.
    const braked = await login(user.email, user.password);
    expect(braked.status).toBe(429);
    expect(braked.errors?.[0]?.message).toMatch(/^Demasiados intentos fallidos con este correo/);
    // After the wait the right password and code sign in, though that sign-in's try braked again.
    ctx.clock.advance(16 * 60_000);
    const b = await login(user.email, user.password);
    expect((await second(b.data.challenge_token as string, code(user.secret))).status).toBe(200);
    nextStep();
    const c = await login(user.email, user.password);
    expect(c.status).toBe(200);
    expect(c.data.two_factor_required).toBe(true);
  });

  it('turns off only with the password and a code', async () => {
    const user = await enrolled();
    const disable = (body: unknown) => call(ctx, 'POST', '/api/auth/two-factor/disable', { token: user.token, body });
    const noPassword = await disable({ password: 'Otra-Clave-Mala-1', code: code(user.secret) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.errors).toEqual([{ field: 'password', message: 'La contraseña no es correcta' }]);
    const badCode = await disable({ password: user.password, code: '000000' });
    expect(badCode.errors).toEqual([{ field: 'code', message: WRONG }]);
    const missing = await disable({});
    expect(missing.status).toBe(400);
    expect(missing.errors?.map((e) => e.field)).toEqual(['password', 'code']);
    const ok = await disable({ password: user.password, code: user.recovery[3] });
    expect(ok.status).toBe(200);
    expect(ok.data.message).toBe('Desactivaste la verificación en dos pasos.');
    await expect
      .poll(() => ctx.mails.filter((mail) => mail.to === user.email).map((mail) => mail.subject))
      .toEqual(
        expect.arrayContaining([
          'Activaste la verificación en dos pasos en Cuentas Claras',
          'Desactivaste la verificación en dos pasos en Cuentas Claras',
        ]),
      );
    const signIn = await login(user.email, user.password);
    expect(signIn.data.auth_token).toEqual(expect.any(String));
    expect((await call(ctx, 'GET', '/api/auth/two-factor', { token: user.token })).data.enabled).toBe(false);
  });

  it('refuses a second enrolment while one is on', async () => {
    const user = await enrolled();
    const again = await call(ctx, 'POST', '/api/auth/two-factor/setup', { token: user.token });
    expect(again.status).toBe(400);
    expect(again.errors).toEqual([{ message: 'La verificación en dos pasos ya está activada.' }]);
  });

  it('needs a session for every setting', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/two-factor'],
      ['POST', '/api/auth/two-factor/setup'],
      ['POST', '/api/auth/two-factor/enable'],
      ['POST', '/api/auth/two-factor/disable'],
    ] as const) {
      expect((await call(ctx, method, url, { body: {} })).status).toBe(401);
    }
  });
});
