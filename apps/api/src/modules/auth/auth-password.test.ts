import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  lastResetToken,
  registerUser,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers/test-app.ts';

const RESET_REQUESTED =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.';
const RESET_INVALID = 'El enlace no es válido o ha caducado. Solicita uno nuevo.';
const NEW_PASSWORD = 'Nueva-Clave-Segura-2026';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const login = (email: string, password: string) => call(ctx, 'POST', '/api/auth/login', { body: { email, password } });
const meStatus = async (token: string) => (await call(ctx, 'GET', '/api/me', { token })).status;

describe('password update', () => {
  const update = (token: string, current_password: string, new_password: string) =>
    call(ctx, 'POST', '/api/auth/password-update', { body: { current_password, new_password }, token });

  it('needs a signed-in user', async () => {
    const res = await call(ctx, 'POST', '/api/auth/password-update', {
      body: { current_password: 'a', new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
  });

  it('rejects a wrong current password on its field', async () => {
    const user = await registerUser(ctx);
    const res = await update(user.token, 'No-Es-La-Actual-1', NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'current_password', message: 'La contraseña actual no es correcta' }]);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('rejects a short new password on its field', async () => {
    const user = await registerUser(ctx);
    const res = await update(user.token, user.password, 'corta');
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'new_password', message: 'Debe tener al menos 8 caracteres' }]);
  });

  it('rejects the same password as the new one', async () => {
    const user = await registerUser(ctx);
    const res = await update(user.token, user.password, user.password);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      { field: 'new_password', message: 'La nueva contraseña debe ser distinta de la actual' },
    ]);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await registerUser(ctx);
    const other = (await login(user.email, user.password)).data.auth_token as string;
    const mailsBefore = ctx.mails.length;

    const res = await update(user.token, user.password, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'Tu contraseña se actualizó correctamente' });

    expect((await login(user.email, user.password)).status).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect(await meStatus(user.token)).toBe(200);
    expect(await meStatus(other)).toBe(401);
    const notice = ctx.mails.slice(mailsBefore).find((mail) => mail.to === user.email);
    expect(notice?.subject).toBe('Tu contraseña de Cuentas Claras ha cambiado');
  });
});

describe('password reset', () => {
  const requestReset = (email: string) => call(ctx, 'POST', '/api/auth/password-reset', { body: { email } });
  const confirmReset = (token: string, password: string) =>
    call(ctx, 'POST', '/api/auth/password-reset-confirm', { body: { token, password } });

  it('answers the same for registered and unknown emails, and mails only the registered one', async () => {
    const user = await registerUser(ctx);
    const unknown = uniqueEmail('desconocido');
    const mailsBefore = ctx.mails.length;

    const known = await requestReset(user.email);
    const missing = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ data: { message: RESET_REQUESTED } });
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual(known.body);

    const sent = ctx.mails.slice(mailsBefore);
    expect(sent.map((mail) => mail.to)).toEqual([user.email]);
    expect(sent[0]!.subject).toBe('Restablece tu contraseña de Cuentas Claras');
    expect(sent[0]!.text).toMatch(/http:\/\/cuentas\.test\/reset-password\/[\w-]{40,}/);
  });

  it('finds the account whatever the case of the email', async () => {
    const user = await registerUser(ctx);
    await requestReset(user.email.toUpperCase());
    expect(lastResetToken(ctx, user.email)).toEqual(expect.any(String));
  });

  it('validates the email', async () => {
    const res = await requestReset('no-es-correo');
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'email', message: 'Debe ser un correo electrónico válido' }]);
  });

  it('changes the password with the mailed link, ends every session and works only once', async () => {
    const user = await registerUser(ctx);
    const other = (await login(user.email, user.password)).data.auth_token as string;
    await requestReset(user.email);
    const token = lastResetToken(ctx, user.email);

    const res = await confirmReset(token, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'Tu contraseña se cambió correctamente. Ya puedes iniciar sesión.' });

    expect(await meStatus(user.token)).toBe(401);
    expect(await meStatus(other)).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);

    const reused = await confirmReset(token, 'Otra-Clave-Segura-2026');
    expect(reused.status).toBe(400);
    expect(reused.errors).toEqual([{ field: 'token', message: RESET_INVALID }]);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('voids the other outstanding links once one is used', async () => {
    const user = await registerUser(ctx);
    await requestReset(user.email);
    const older = lastResetToken(ctx, user.email);
    await requestReset(user.email);
    const newer = lastResetToken(ctx, user.email);
    expect(newer).not.toBe(older);
    expect((await confirmReset(newer, NEW_PASSWORD)).status).toBe(200);
    const stale = await confirmReset(older, 'Otra-Clave-Segura-2026');
    expect(stale.status).toBe(400);
    expect(stale.errors).toEqual([{ field: 'token', message: RESET_INVALID }]);
  });

  it('voids every outstanding link when the password is changed while signed in', async () => {
    const user = await registerUser(ctx);
    await requestReset(user.email);
    const asked = lastResetToken(ctx, user.email);
    const changed = await call(ctx, 'POST', '/api/auth/password-update', {
      token: user.token,
      body: { current_password: user.password, new_password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    // Whoever read that mail before the change cannot use it to take the account back.
    const stale = await confirmReset(asked, 'Otra-Clave-Segura-2026');
    expect(stale.status).toBe(400);
    expect(stale.errors).toEqual([{ field: 'token', message: RESET_INVALID }]);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    // A link asked for after the change works.
    await requestReset(user.email);
    expect((await confirmReset(lastResetToken(ctx, user.email), 'Otra-Clave-Segura-2026')).status).toBe(200);
  });

  it('expires the link after an hour', async () => {
    const user = await registerUser(ctx);
    await requestReset(user.email);
    const token = lastResetToken(ctx, user.email);
    ctx.clock.advance(61 * 60 * 1000);
    const res = await confirmReset(token, NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'token', message: RESET_INVALID }]);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('rejects an unknown token', async () => {
    const res = await confirmReset('esto-no-es-un-token-valido', NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'token', message: RESET_INVALID }]);
  });

  it('rejects a short password without using up the link', async () => {
    const user = await registerUser(ctx);
    await requestReset(user.email);
    const token = lastResetToken(ctx, user.email);
    const res = await confirmReset(token, 'corta');
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'password', message: 'Debe tener al menos 8 caracteres' }]);
    expect((await confirmReset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers missing fields on their fields', async () => {
    const res = await call(ctx, 'POST', '/api/auth/password-reset-confirm', { body: {} });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      { field: 'token', message: 'Este campo es obligatorio' },
      { field: 'password', message: 'Este campo es obligatorio' },
    ]);
  });
});
