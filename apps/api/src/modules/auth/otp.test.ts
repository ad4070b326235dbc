import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  lastEmailCode,
  registerUser,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers/test-app.ts';

const INVALID = 'El código no es válido o ha caducado. Pide uno nuevo.';
const LOCKED = 'Superaste el número de intentos. Pide un código nuevo.';
const PHONE_TAKEN = 'Este número ya está vinculado a otra cuenta';
const UNKNOWN_OTP_ID = '0190a000-0000-7000-8000-000000000000';

/** A six-digit code that is certainly not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let phoneCounter = 0;
const uniquePhone = () => `+5730012${String(++phoneCounter).padStart(5, '0')}`;

async function requestEmailCode(ctx: TestContext, email = uniqueEmail()) {
  const res = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } });
  expect(res.status).toBe(200);
  return { email, otpId: res.data.otp_id as string, code: lastEmailCode(ctx, email) };
}

const confirm = (ctx: TestContext, otpId: string, code: string, token?: string) =>
  call(ctx, 'POST', '/api/auth/confirm-otp', { body: { otp_id: otpId, code }, token });

describe('email codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('confirms the right code', async () => {
    const { otpId, code } = await requestEmailCode(ctx);
    const res = await confirm(ctx, otpId, code);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ verified: true });
  });

  it('answers a wrong code on the code field with the tries left', async () => {
    const { otpId, code } = await requestEmailCode(ctx);
    const first = await confirm(ctx, otpId, otherCode(code));
    expect(first.status).toBe(400);
    expect(first.errors).toEqual([{ field: 'code', message: 'El código es incorrecto. Te quedan 4 intentos.' }]);
    const second = await confirm(ctx, otpId, otherCode(code));
    expect(second.errors).toEqual([{ field: 'code', message: 'El código es incorrecto. Te quedan 3 intentos.' }]);
  });

  it('locks the code after five wrong tries, even against the right one', async () => {
    const { otpId, code } = await requestEmailCode(ctx);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await confirm(ctx, otpId, otherCode(code));
      expect(res.status).toBe(400);
      answers.push(res.errors?.[0]?.message as string);
    }
    expect(answers).toEqual([
      'El código es incorrecto. Te quedan 4 intentos.',
      'El código es incorrecto. Te quedan 3 intentos.',
      'El código es incorrecto. Te quedan 2 intentos.',
      'El código es incorrecto. Te queda 1 intento.',
      LOCKED,
    ]);
    const right = await confirm(ctx, otpId, code);
    expect(right.status).toBe(400);
    expect(right.errors).toEqual([{ field: 'code', message: LOCKED }]);
  });

  it('does not count parallel guesses beyond the limit', async () => {
    const { otpId, code } = await requestEmailCode(ctx);
    const results = await Promise.all(Array.from({ length: 8 }, () => confirm(ctx, otpId, otherCode(code))));
    expect(results.every((res) => res.status === 400)).toBe(true);
    expect((await confirm(ctx, otpId, code)).errors?.[0]?.message).toBe(LOCKED);
  });

  it('expires a code after ten minutes', async () => {
    const { otpId, code } = await requestEmailCode(ctx);
    ctx.clock.advance(11 * 60 * 1000);
    const res = await confirm(ctx, otpId, code);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'code', message: INVALID }]);
  });

  it('rejects an unknown otp_id and a code already used to register', async () => {
    const unknown = await confirm(ctx, UNKNOWN_OTP_ID, '123456');
    expect(unknown.status).toBe(400);
    expect(unknown.errors).toEqual([{ field: 'code', message: INVALID }]);

    const { email, otpId, code } = await requestEmailCode(ctx);
    expect((await confirm(ctx, otpId, code)).status).toBe(200);
    const registered = await call(ctx, 'POST', '/api/auth/register', {
      body: { otp_id: otpId, email, name: 'Ana', password: 'Correcta-Clave-2026' },
    });
    expect(registered.status).toBe(200);
    const reused = await confirm(ctx, otpId, code);
    expect(reused.status).toBe(400);
    expect(reused.errors).toEqual([{ field: 'code', message: INVALID }]);
  });

  it('validates the shape of the code and the otp_id', async () => {
    const { otpId } = await requestEmailCode(ctx);
    const letters = await confirm(ctx, otpId, '12ab');
    expect(letters.status).toBe(400);
    expect(letters.errors).toEqual([{ field: 'code', message: 'El código debe tener 6 dígitos' }]);
    const badId = await confirm(ctx, 'not-a-uuid', '123456');
    expect(badId.status).toBe(400);
    expect(badId.errors).toEqual([{ field: 'otp_id', message: 'Debe ser un UUID válido' }]);
  });

  it('caps the codes sent to one email at five an hour', async () => {
    const email = uniqueEmail('cap');
    for (let i = 0; i < 5; i++)
      expect((await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } })).status).toBe(200);
    const mailsBefore = ctx.mails.length;
    const capped = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } });
    expect(capped.status).toBe(429);
    expect(capped.errors).toEqual([{ message: 'Pediste demasiados códigos. Inténtalo de nuevo en una hora.' }]);
    expect(ctx.mails.length).toBe(mailsBefore);
    // Another address is not affected, and the cap lifts after an hour.
    expect((await call(ctx, 'POST', '/api/auth/validate-email', { body: { email: uniqueEmail('cap') } })).status).toBe(
      200,
    );
    ctx.clock.advance(60 * 60 * 1000 + 1000);
    expect((await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } })).status).toBe(200);
  });
});

describe('resend cooldown', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ OTP_RESEND_SECONDS: '60' });
  });
  afterAll(async () => ctx.close());

  it('makes the same email wait before another code, in Spanish', async () => {
    const email = uniqueEmail('cooldown');
    expect((await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } })).status).toBe(200);
    const early = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } });
    expect(early.status).toBe(429);
    expect(early.errors).toEqual([{ message: 'Espera 60 segundos antes de pedir otro código.' }]);
    ctx.clock.advance(30_000);
    const later = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } });
    expect(later.errors).toEqual([{ message: 'Espera 30 segundos antes de pedir otro código.' }]);
    ctx.clock.advance(31_000);
    const after = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } });
    expect(after.status).toBe(200);
    expect(after.data.otp_id).toEqual(expect.any(String));
  });

  it('does not make a different email wait', async () => {
    expect((await call(ctx, 'POST', '/api/auth/validate-email', { body: { email: uniqueEmail('a') } })).status).toBe(
      200,
    );
    expect((await call(ctx, 'POST', '/api/auth/validate-email', { body: { email: uniqueEmail('b') } })).status).toBe(
      200,
    );
  });
});

describe('phone codes over WhatsApp', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  async function requestPhoneCode(token: string, phone = uniquePhone()) {
    const res = await call(ctx, 'POST', '/api/auth/validate-phone', { body: { phone }, token });
    expect(res.status).toBe(200);
    const sent = ctx.whatsapps.filter((message) => message.to === phone).at(-1);
    expect(sent?.code).toMatch(/^\d{6}$/);
    return { phone, otpId: res.data.otp_id as string, code: sent!.code! };
  }

  it('needs a signed-in user', async () => {
    const res = await call(ctx, 'POST', '/api/auth/validate-phone', { body: { phone: uniquePhone() } });
    expect(res.status).toBe(401);
    expect(res.errors?.[0]?.message).toBe('Tu sesión ha expirado. Inicia sesión de nuevo.');
  });

  it('rejects a number without country code on the phone field', async () => {
    const { token } = await registerUser(ctx);
    const sentBefore = ctx.whatsapps.length;
    const res = await call(ctx, 'POST', '/api/auth/validate-phone', { body: { phone: '3001234567' }, token });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      {
        field: 'phone',
        message: 'Debe ser un número internacional: el signo + y el código de país delante del número',
      },
    ]);
    expect(ctx.whatsapps.length).toBe(sentBefore);
  });

  it('sends the code over WhatsApp and links the confirmed phone', async () => {
    const { token } = await registerUser(ctx);
    const { phone, otpId, code } = await requestPhoneCode(token);
    const before = await call(ctx, 'GET', '/api/me', { token });
    expect(before.data).toMatchObject({ phone: null, phone_verified_at: null });

    const res = await confirm(ctx, otpId, code, token);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ verified: true });
    const me = await call(ctx, 'GET', '/api/me', { token });
    expect(me.data.phone).toBe(phone);
    expect(me.data.phone_verified_at).toEqual(expect.any(String));
  });

  it('normalises the typed number before sending', async () => {
    const { token } = await registerUser(ctx);
    const res = await call(ctx, 'POST', '/api/auth/validate-phone', { body: { phone: '+57 300 999-00.11' }, token });
    expect(res.status).toBe(200);
    expect(ctx.whatsapps.at(-1)?.to).toBe('+573009990011');
  });

  it('needs the token to confirm a phone code', async () => {
    const { token } = await registerUser(ctx);
    const { otpId, code } = await requestPhoneCode(token);
    const res = await confirm(ctx, otpId, code);
    expect(res.status).toBe(401);
    expect((await call(ctx, 'GET', '/api/me', { token })).data.phone).toBeNull();
  });

  it("does not let another user confirm someone else's phone code", async () => {
    const owner = await registerUser(ctx);
    const intruder = await registerUser(ctx);
    const { otpId, code } = await requestPhoneCode(owner.token);
    const res = await confirm(ctx, otpId, code, intruder.token);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'code', message: INVALID }]);
    expect((await call(ctx, 'GET', '/api/me', { token: intruder.token })).data.phone).toBeNull();
    expect((await call(ctx, 'GET', '/api/me', { token: owner.token })).data.phone).toBeNull();
  });

  it('refuses a phone already linked to another account', async () => {
    const first = await registerUser(ctx);
    const { phone, otpId, code } = await requestPhoneCode(first.token);
    expect((await confirm(ctx, otpId, code, first.token)).status).toBe(200);

    const second = await registerUser(ctx);
    const sentBefore = ctx.whatsapps.length;
    const res = await call(ctx, 'POST', '/api/auth/validate-phone', { body: { phone }, token: second.token });
    expect(res.status).toBe(409);
    expect(res.errors).toEqual([{ field: 'phone', message: PHONE_TAKEN }]);
    expect(ctx.whatsapps.length).toBe(sentBefore);
  });

  it('refuses to link a phone taken by someone else between the request and the confirmation', async () => {
    const phone = uniquePhone();
    const slow = await registerUser(ctx);
    const fast = await registerUser(ctx);
    const pending = await requestPhoneCode(slow.token, phone);
    const winner = await requestPhoneCode(fast.token, phone);
    expect((await confirm(ctx, winner.otpId, winner.code, fast.token)).status).toBe(200);
    const res = await confirm(ctx, pending.otpId, pending.code, slow.token);
    expect(res.status).toBe(409);
    expect(res.errors?.[0]?.message).toBe(PHONE_TAKEN);
    expect((await call(ctx, 'GET', '/api/me', { token: slow.token })).data.phone).toBeNull();
  });
});
