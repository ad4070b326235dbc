import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCodes } from '@cuentas/shared/countries';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

const DEFAULTS = { country: null, base_currency: null, month_start_day: 1, is_completed: false, updated_at: null };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const getConfig = (token: string) => call(ctx, 'GET', '/api/configuration', { token });
const postConfig = (token: string, body: unknown) => call(ctx, 'POST', '/api/configuration', { body, token });
const patchConfig = (token: string, body: unknown) => call(ctx, 'PATCH', '/api/configuration', { body, token });

describe('configuration', () => {
  it('needs a token', async () => {
    expect((await call(ctx, 'GET', '/api/configuration')).status).toBe(401);
    const valid = { country: 'ES', base_currency: 'EUR', month_start_day: 1 };
    expect((await call(ctx, 'POST', '/api/configuration', { body: valid })).status).toBe(401);
    expect((await call(ctx, 'PATCH', '/api/configuration', { body: { country: 'ES' } })).status).toBe(401);
  });

  it('answers the defaults before onboarding', async () => {
    const { token } = await registerUser(ctx);
    const res = await getConfig(token);
    expect(res.status).toBe(200);
    expect(res.data).toEqual(DEFAULTS);
  });

  it('saves a valid configuration and answers it back', async () => {
    const { token } = await registerUser(ctx);
    const res = await postConfig(token, { country: 'CO', base_currency: 'cop', month_start_day: 15 });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ country: 'CO', base_currency: 'COP', month_start_day: 15, is_completed: false });
    expect(Number.isNaN(Date.parse(res.data.updated_at as string))).toBe(false);
    expect((await getConfig(token)).data).toEqual(res.data);
  });

  it('rejects a country outside the list with the one-of message', async () => {
    const { token } = await registerUser(ctx);
    const res = await postConfig(token, { country: 'XX', base_currency: 'EUR', month_start_day: 1 });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      { field: 'country', message: `Debe ser uno de los siguientes valores: ${countryCodes.join(', ')}` },
    ]);
    expect((await getConfig(token)).data).toEqual(DEFAULTS);
  });

  it('rejects a malformed currency code', async () => {
    const { token } = await registerUser(ctx);
    const res = await postConfig(token, { country: 'ES', base_currency: 'EURO', month_start_day: 1 });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      { field: 'base_currency', message: 'Debe ser un código de moneda ISO 4217, por ejemplo EUR' },
    ]);
  });

  it('rejects a well-formed code that is no currency', async () => {
    const { token } = await registerUser(ctx);
    const res = await postConfig(token, { country: 'ES', base_currency: 'ABC', month_start_day: 1 });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'base_currency', message: 'No reconocemos esta moneda' }]);
    const patched = await patchConfig(token, { base_currency: 'ABC' });
    expect(patched.status).toBe(400);
    expect(patched.errors).toEqual([{ field: 'base_currency', message: 'No reconocemos esta moneda' }]);
    expect((await getConfig(token)).data).toEqual(DEFAULTS);
  });

  it.each([
    [0, 'Debe ser mayor o igual a 1'],
    [32, 'Debe ser menor o igual a 31'],
    [1.5, 'Debe ser un número entero'],
    ['5', 'El tipo de dato debe ser número'],
  ])('rejects month_start_day %j', async (day, message) => {
    const { token } = await registerUser(ctx);
    const res = await postConfig(token, { country: 'ES', base_currency: 'EUR', month_start_day: day });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'month_start_day', message }]);
  });

  it('requires every field on POST, enums included', async () => {
    const { token } = await registerUser(ctx);
    const res = await postConfig(token, {});
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      { field: 'country', message: 'Este campo es obligatorio' },
      { field: 'base_currency', message: 'Este campo es obligatorio' },
      { field: 'month_start_day', message: 'Este campo es obligatorio' },
    ]);
  });

  it('PATCH changes only the fields sent', async () => {
    const { token } = await registerUser(ctx);
    await postConfig(token, { country: 'MX', base_currency: 'MXN', month_start_day: 5 });
    const res = await patchConfig(token, { month_start_day: 28 });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ country: 'MX', base_currency: 'MXN', month_start_day: 28, is_completed: false });
    const currency = await patchConfig(token, { base_currency: 'USD' });
    expect(currency.data).toMatchObject({ country: 'MX', base_currency: 'USD', month_start_day: 28 });
  });

  it('PATCH works before any POST, starting from the defaults', async () => {
    const { token } = await registerUser(ctx);
    const res = await patchConfig(token, { country: 'AR' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ country: 'AR', base_currency: null, month_start_day: 1, is_completed: false });
  });

  it('refuses to complete onboarding without country and currency', async () => {
    const { token } = await registerUser(ctx);
    const res = await patchConfig(token, { is_completed: true });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      { field: 'is_completed', message: 'Elige tu país y tu moneda antes de terminar la configuración' },
    ]);
    await patchConfig(token, { country: 'CL' });
    expect((await patchConfig(token, { is_completed: true })).status).toBe(400);
    expect((await getConfig(token)).data.is_completed).toBe(false);
  });

  it('completes onboarding once country and currency are set, keeping the rest', async () => {
    const { token } = await registerUser(ctx);
    await postConfig(token, { country: 'CL', base_currency: 'CLP', month_start_day: 10 });
    const res = await patchConfig(token, { is_completed: true });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ country: 'CL', base_currency: 'CLP', month_start_day: 10, is_completed: true });
    expect((await getConfig(token)).data.is_completed).toBe(true);
    // Later edits do not reopen onboarding.
    expect((await patchConfig(token, { month_start_day: 2 })).data.is_completed).toBe(true);
  });

  it('keeps a configuration per user', async () => {
    const a = await registerUser(ctx);
    const b = await registerUser(ctx);
    await postConfig(a.token, { country: 'ES', base_currency: 'EUR', month_start_day: 25, is_completed: true });
    expect((await getConfig(b.token)).data).toEqual(DEFAULTS);
    await postConfig(b.token, { country: 'PE', base_currency: 'PEN', month_start_day: 1 });
    expect((await getConfig(a.token)).data).toMatchObject({
      country: 'ES',
      base_currency: 'EUR',
      month_start_day: 25,
      is_completed: true,
    });
    expect((await getConfig(b.token)).data).toMatchObject({ country: 'PE', base_currency: 'PEN', is_completed: false });
  });
});
