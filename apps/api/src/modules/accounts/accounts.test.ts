import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTypes } from '@cuentas/shared/schemas/accounts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

const NOT_FOUND = 'No encontramos esta cuenta';
const UNKNOWN_ID = '0190a000-0000-7000-8000-000000000000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Json = Record<string, unknown>;
const create = (token: string, body: Json) => call(ctx, 'POST', '/api/accounts', { body, token });
const list = async (token: string, query = '') =>
  (await call(ctx, 'GET', `/api/accounts${query}`, { token })).data as unknown as Json[];
const names = (accounts: Json[]) => accounts.map((account) => account.name);

describe('creating accounts', () => {
  it('creates every account type and lists them in creation order', async () => {
    const { token } = await registerUser(ctx);
    for (const type of accountTypes) {
      const res = await create(token, { name: `Cuenta ${type}`, type, currency: 'EUR' });
      expect(res.status).toBe(201);
      expect(res.data).toMatchObject({
        name: `Cuenta ${type}`,
        type,
        currency: 'EUR',
        opening_balance: 0,
        balance: 0,
        credit_limit: null,
      });
    }
    const accounts = await list(token);
    expect(accounts.map((account) => account.type)).toEqual([...accountTypes]);
    expect(accounts.map((account) => account.position)).toEqual(accountTypes.map((_, index) => index));
  });

  it('answers the whole account with money as integer minor units', async () => {
    const { token } = await registerUser(ctx);
    const res = await create(token, {
      name: '  Banco  ',
      type: 'checking',
      currency: 'cop',
      opening_balance: -1_250_000,
      opening_date: '2025-01-31',
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Banco',
      type: 'checking',
      currency: 'COP',
      opening_balance: -1_250_000,
      opening_date: '2025-01-31',
      credit_limit: null,
      position: 0,
      archived_at: null,
      balance: -1_250_000,
      available_credit: null,
      created_at: expect.any(String),
    });
    const fetched = await call(ctx, 'GET', `/api/accounts/${res.data.id}`, { token });
    expect(fetched.data).toEqual(res.data);
  });

  it('defaults the opening date to today', async () => {
    const { token } = await registerUser(ctx);
    const res = await create(token, { name: 'Caja', type: 'cash', currency: 'EUR' });
    expect(res.data.opening_date).toBe(ctx.clock.now().toISOString().slice(0, 10));
  });

  it('stores amounts up to the safe-integer limit exactly', async () => {
    const { token } = await registerUser(ctx);
    const res = await create(token, {
      name: 'Grande',
      type: 'investment',
      currency: 'EUR',
      opening_balance: Number.MAX_SAFE_INTEGER,
    });
    expect(res.status).toBe(201);
    expect((await call(ctx, 'GET', `/api/accounts/${res.data.id}`, { token })).data.opening_balance).toBe(
      Number.MAX_SAFE_INTEGER,
    );
    const beyond = await create(token, {
      name: 'Demasiado',
      type: 'investment',
      currency: 'EUR',
      opening_balance: 2 ** 53,
    });
    expect(beyond.status).toBe(400);
    expect(beyond.errors?.[0]?.field).toBe('opening_balance');
  });

  it('accepts a credit limit on credit cards only', async () => {
    const { token } = await registerUser(ctx);
    const card = await create(token, { name: 'Visa', type: 'credit_card', currency: 'EUR', credit_limit: 300_000 });
    expect(card.status).toBe(201);
    expect(card.data).toMatchObject({ credit_limit: 300_000, balance: 0, available_credit: 300_000 });
    const used = await create(token, {
      name: 'Master',
      type: 'credit_card',
      currency: 'EUR',
      credit_limit: 300_000,
      opening_balance: -120_000,
    });
    expect(used.data).toMatchObject({ balance: -120_000, available_credit: 180_000 });
    const res = await create(token, { name: 'Banco', type: 'checking', currency: 'EUR', credit_limit: 100 });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'credit_limit', message: 'Solo las tarjetas de crédito tienen cupo' }]);
    const negative = await create(token, { name: 'Visa', type: 'credit_card', currency: 'EUR', credit_limit: -1 });
    expect(negative.errors).toEqual([{ field: 'credit_limit', message: 'Debe ser mayor o igual a 0' }]);
    expect(names(await list(token))).toEqual(['Visa', 'Master']);
  });

  it('rejects a decimal opening balance: money is in minor units', async () => {
    const { token } = await registerUser(ctx);
    const res = await create(token, { name: 'Caja', type: 'cash', currency: 'EUR', opening_balance: 12.5 });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'opening_balance', message: 'Debe ser un número entero' }]);
    const text = await create(token, { name: 'Caja', type: 'cash', currency: 'EUR', opening_balance: '1250' });
    expect(text.errors).toEqual([{ field: 'opening_balance', message: 'El tipo de dato debe ser número' }]);
  });

  it('rejects malformed and unknown currencies on the currency field', async () => {
    const { token } = await registerUser(ctx);
    const malformed = await create(token, { name: 'Caja', type: 'cash', currency: 'EURO' });
    expect(malformed.status).toBe(400);
    expect(malformed.errors).toEqual([
      { field: 'currency', message: 'Debe ser un código de moneda ISO 4217, por ejemplo EUR' },
    ]);
    const unknown = await create(token, { name: 'Caja', type: 'cash', currency: 'ABC' });
    expect(unknown.status).toBe(400);
    expect(unknown.errors).toEqual([{ field: 'currency', message: 'No reconocemos esta moneda' }]);
  });

  it('requires a name and a known type', async () => {
    const { token } = await registerUser(ctx);
    const res = await create(token, { name: '   ', type: 'wallet', currency: 'EUR' });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      { field: 'name', message: 'Este campo es obligatorio' },
      { field: 'type', message: `Debe ser uno de los siguientes valores: ${accountTypes.join(', ')}` },
    ]);
    const missing = await create(token, { currency: 'EUR' });
    expect(missing.errors).toEqual([
      { field: 'name', message: 'Este campo es obligatorio' },
      { field: 'type', message: 'Este campo es obligatorio' },
    ]);
    const long = await create(token, { name: 'x'.repeat(81), type: 'cash', currency: 'EUR' });
    expect(long.errors).toEqual([{ field: 'name', message: 'Debe tener como máximo 80 caracteres' }]);
  });

  it('rejects an impossible opening date', async () => {
    const { token } = await registerUser(ctx);
    const res = await create(token, { name: 'Caja', type: 'cash', currency: 'EUR', opening_date: '2025-02-30' });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.field).toBe('opening_date');
  });
});

describe('changing accounts', () => {
  it('renames, reorders and changes the opening balance', async () => {
    const { token } = await registerUser(ctx);
    const a = (await create(token, { name: 'A', type: 'cash', currency: 'EUR' })).data;
    await create(token, { name: 'B', type: 'cash', currency: 'EUR' });
    await create(token, { name: 'C', type: 'cash', currency: 'EUR' });
    const res = await call(ctx, 'PATCH', `/api/accounts/${a.id}`, {
      body: { name: 'Efectivo', position: 5, opening_balance: 500 },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: a.id,
      name: 'Efectivo',
      position: 5,
      opening_balance: 500,
      balance: 500,
      type: 'cash',
      currency: 'EUR',
    });
    expect(names(await list(token))).toEqual(['B', 'C', 'Efectivo']);
  });

  it('archives, hides from the default list, and unarchives', async () => {
    const { token } = await registerUser(ctx);
    const old = (await create(token, { name: 'Vieja', type: 'savings', currency: 'EUR' })).data;
    await create(token, { name: 'Nueva', type: 'savings', currency: 'EUR' });

    const archived = await call(ctx, 'PATCH', `/api/accounts/${old.id}`, { body: { archived: true }, token });
    expect(archived.status).toBe(200);
    expect(archived.data.archived_at).toEqual(expect.any(String));
    expect(names(await list(token))).toEqual(['Nueva']);
    expect(names(await list(token, '?include_archived=false'))).toEqual(['Nueva']);
    expect(names(await list(token, '?include_archived=true'))).toEqual(['Vieja', 'Nueva']);
    expect((await call(ctx, 'GET', `/api/accounts/${old.id}`, { token })).status).toBe(200);

    // Archiving again keeps the original date.
    ctx.clock.advance(60_000);
    const again = await call(ctx, 'PATCH', `/api/accounts/${old.id}`, { body: { archived: true }, token });
    expect(again.data.archived_at).toBe(archived.data.archived_at);

    const restored = await call(ctx, 'PATCH', `/api/accounts/${old.id}`, { body: { archived: false }, token });
    expect(restored.data.archived_at).toBeNull();
    expect(names(await list(token))).toEqual(['Vieja', 'Nueva']);
  });

  it('rejects a bad include_archived value', async () => {
    const { token } = await registerUser(ctx);
    const res = await call(ctx, 'GET', '/api/accounts?include_archived=yes', { token });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.field).toBe('include_archived');
  });

  it('keeps the credit limit rule when changing the type', async () => {
    const { token } = await registerUser(ctx);
    const card = (await create(token, { name: 'Visa', type: 'credit_card', currency: 'EUR', credit_limit: 1000 })).data;
    const keepLimit = await call(ctx, 'PATCH', `/api/accounts/${card.id}`, { body: { type: 'checking' }, token });
    expect(keepLimit.status).toBe(400);
    expect(keepLimit.errors).toEqual([{ field: 'credit_limit', message: 'Solo las tarjetas de crédito tienen cupo' }]);
    const dropLimit = await call(ctx, 'PATCH', `/api/accounts/${card.id}`, {
      body: { type: 'checking', credit_limit: null },
      token,
    });
    expect(dropLimit.status).toBe(200);
    expect(dropLimit.data).toMatchObject({ type: 'checking', credit_limit: null });
    const cash = (await create(token, { name: 'Caja', type: 'cash', currency: 'EUR' })).data;
    const limitOnCash = await call(ctx, 'PATCH', `/api/accounts/${cash.id}`, { body: { credit_limit: 50 }, token });
    expect(limitOnCash.status).toBe(400);
  });

  it('validates the changes', async () => {
    const { token } = await registerUser(ctx);
    const account = (await create(token, { name: 'Caja', type: 'cash', currency: 'EUR' })).data;
    const res = await call(ctx, 'PATCH', `/api/accounts/${account.id}`, {
      body: { name: '', opening_balance: 1.5, position: -1 },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      { field: 'name', message: 'Este campo es obligatorio' },
      { field: 'opening_balance', message: 'Debe ser un número entero' },
      { field: 'position', message: 'Debe ser mayor o igual a 0' },
    ]);
    expect((await call(ctx, 'GET', `/api/accounts/${account.id}`, { token })).data.name).toBe('Caja');
  });

  it('deletes an account', async () => {
    const { token } = await registerUser(ctx);
    const account = (await create(token, { name: 'Caja', type: 'cash', currency: 'EUR' })).data;
    const res = await call(ctx, 'DELETE', `/api/accounts/${account.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ message: 'Cuenta eliminada' });
    expect((await call(ctx, 'GET', `/api/accounts/${account.id}`, { token })).status).toBe(404);
    expect(await list(token, '?include_archived=true')).toEqual([]);
  });
});

describe('account ownership', () => {
  it("answers 404 for another user's account and leaves it untouched", async () => {
    const owner = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const account = (
      await create(owner.token, { name: 'Privada', type: 'savings', currency: 'EUR', opening_balance: 999 })
    ).data;
    const url = `/api/accounts/${account.id}`;

    for (const [method, body] of [['GET'], ['PATCH', { name: 'Robada' }], ['DELETE']] as const) {
      const res = await call(ctx, method, url, { body, token: stranger.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ message: NOT_FOUND }] });
    }
    expect(await list(stranger.token, '?include_archived=true')).toEqual([]);
    expect((await call(ctx, 'GET', url, { token: owner.token })).data).toMatchObject({
      name: 'Privada',
      opening_balance: 999,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { token } = await registerUser(ctx);
    expect((await call(ctx, 'GET', `/api/accounts/${UNKNOWN_ID}`, { token })).status).toBe(404);
    const malformed = await call(ctx, 'GET', '/api/accounts/123', { token });
    // An id that is not a UUID names nothing, like an unknown one: 404, which the web does not retry.
    expect(malformed.status).toBe(404);
    expect(malformed.errors).toEqual([{ message: 'No encontramos lo que buscas' }]);
    expect((await call(ctx, 'PATCH', '/api/accounts/123', { body: { name: 'x' }, token })).status).toBe(404);
    expect((await call(ctx, 'DELETE', '/api/accounts/123', { token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/savings-goals/no-existe', { token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/support/tickets/no-existe', { token })).status).toBe(404);
    // A month in the path is not an id: a bad one is still a field error.
    expect((await call(ctx, 'GET', '/api/budgets/2025-13', { token })).status).toBe(400);
  });

  it('numbers positions per user', async () => {
    const a = await registerUser(ctx);
    const b = await registerUser(ctx);
    await create(a.token, { name: 'A1', type: 'cash', currency: 'EUR' });
    await create(a.token, { name: 'A2', type: 'cash', currency: 'EUR' });
    expect((await create(b.token, { name: 'B1', type: 'cash', currency: 'EUR' })).data.position).toBe(0);
  });

  it('needs a token', async () => {
    expect((await call(ctx, 'GET', '/api/accounts')).status).toBe(401);
    expect(
      (await call(ctx, 'POST', '/api/accounts', { body: { name: 'Caja', type: 'cash', currency: 'EUR' } })).status,
    ).toBe(401);
    expect((await call(ctx, 'GET', `/api/accounts/${UNKNOWN_ID}`)).status).toBe(401);
    expect((await call(ctx, 'DELETE', `/api/accounts/${UNKNOWN_ID}`)).status).toBe(401);
  });
});
