import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

// The last digits of an account and its cards, set once: pasted bank alerts name the account by them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('account last digits', () => {
  it('are saved, normalised, changed and cleared through the API', async () => {
    const { token } = await registerUser(ctx);
    const created = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'BBVA', type: 'checking', currency: 'MXN', last_digits: '5120 8834' },
    });
    expect(created.data).toMatchObject({ last_digits: '5120, 8834' });
    const id = created.data.id as string;
    expect(
      (await call(ctx, 'PATCH', `/api/accounts/${id}`, { token, body: { last_digits: '8834' } })).data,
    ).toMatchObject({ last_digits: '8834' });
    // A change of another field leaves them alone.
    expect(
      (await call(ctx, 'PATCH', `/api/accounts/${id}`, { token, body: { name: 'BBVA nómina' } })).data,
    ).toMatchObject({ last_digits: '8834' });
    expect(
      (await call(ctx, 'PATCH', `/api/accounts/${id}`, { token, body: { last_digits: null } })).data,
    ).toMatchObject({ last_digits: null });
    const plain = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Efectivo', type: 'cash', currency: 'MXN' },
    });
    expect(plain.data).toMatchObject({ last_digits: null });
  });

  it('refuses what are not four digits with a Spanish message on the field', async () => {
    const { token } = await registerUser(ctx);
    for (const bad of ['48a1', '123', '4821-', '12345']) {
      const res = await call(ctx, 'POST', '/api/accounts', {
        token,
        body: { name: 'Visa', type: 'credit_card', currency: 'COP', last_digits: bad },
      });
      expect(res.status).toBe(400);
      expect(res.errors?.[0]).toMatchObject({
        field: 'last_digits',
        message: 'Escribe los últimos 4 dígitos; si son varios, sepáralos con comas',
      });
    }
    const other = await registerUser(ctx);
    const mine = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Visa', type: 'credit_card', currency: 'COP', last_digits: '4821' },
    });
    expect(
      (
        await call(ctx, 'PATCH', `/api/accounts/${mine.data.id as string}`, {
          token: other.token,
          body: { last_digits: '1111' },
        })
      ).status,
    ).toBe(404);
  });
});
