import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  lastEmailCode,
  registerUser,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('sign-up with an email code', () => {
  it('registers a user end to end and answers a working token', async () => {
    const { token, email } = await registerUser(ctx, { name: 'Lucía Gómez' });
    const me = await call(ctx, 'GET', '/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ email, name: 'Lucía Gómez', phone: null });
    expect(me.data.email_verified_at).toEqual(expect.any(String));
  });

  it('rejects a malformed email with a Spanish field error', async () => {
    const res = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email: 'no-es-correo' } });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'email', message: 'Debe ser un correo electrónico válido' }]);
  });

  it('refuses to register without a confirmed code', async () => {
    const email = uniqueEmail();
    const otp = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } });
    const res = await call(ctx, 'POST', '/api/auth/register', {
      body: { otp_id: otp.data.otp_id, email, name: 'Ana', password: 'Correcta-Clave-2026' },
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/verificación de tu correo/);
  });

  it('does not reuse a consumed code for a second account', async () => {
    const email = uniqueEmail();
    const otp = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } });
    const otpId = otp.data.otp_id;
    await call(ctx, 'POST', '/api/auth/confirm-otp', { body: { otp_id: otpId, code: lastEmailCode(ctx, email) } });
    const body = { otp_id: otpId, email, name: 'Ana', password: 'Correcta-Clave-2026' };
    expect((await call(ctx, 'POST', '/api/auth/register', { body })).status).toBe(200);
    expect((await call(ctx, 'POST', '/api/auth/register', { body })).status).toBe(400);
  });

  it('answers the same for a registered email and mails no code to it', async () => {
    const { email } = await registerUser(ctx);
    const before = ctx.mails.length;
    const res = await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.data.otp_id).toEqual(expect.any(String));
    const mail = ctx.mails.slice(before).find((m) => m.to === email);
    expect(mail?.subject).toBe('Ya tienes una cuenta en Cuentas Claras');
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
  });
});
