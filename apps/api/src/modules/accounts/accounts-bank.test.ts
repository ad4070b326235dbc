import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

// The bank that holds an account (decision 039): optional text, shown in the account editor.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('account bank', () => {
  it('is saved trimmed, kept by other edits, changed and cleared (empty means none)', async () => {
    const { token } = await registerUser(ctx);
    const created = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Ahorros', type: 'savings', currency: 'COP', bank: '  Bancolombia ' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.data).toMatchObject({ bank: 'Bancolombia' });
    const id = created.data.id as string;
    const patch = (body: Record<string, unknown>) => call(ctx, 'PATCH', `/api/accounts/${id}`, { token, body });
    expect((await patch({ name: 'Ahorros casa' })).data).toMatchObject({ bank: 'Bancolombia' });
    expect((await patch({ bank: 'Nequi' })).data).toMatchObject({ bank: 'Nequi' });
    expect((await call(ctx, 'GET', `/api/accounts/${id}`, { token })).data).toMatchObject({ bank: 'Nequi' });
    expect((await patch({ bank: '' })).data).toMatchObject({ bank: null });
    expect((await patch({ bank: 'Davivienda' })).data).toMatchObject({ bank: 'Davivienda' });
    expect((await patch({ bank: null })).data).toMatchObject({ bank: null });
    const plain = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Efectivo', type: 'cash', currency: 'COP' },
    });
    expect(plain.data).toMatchObject({ bank: null });
  });

  it("refuses a bank too long or on two lines in Spanish, and another user's account is not found", async () => {
    const { token } = await registerUser(ctx);
    const long = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Visa', type: 'credit_card', currency: 'COP', bank: 'B'.repeat(61) },
    });
    expect(long.status).toBe(400);
    expect(long.errors?.[0]).toMatchObject({ field: 'bank', message: 'Debe tener como máximo 60 caracteres' });
    const lines = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Visa', type: 'credit_card', currency: 'COP', bank: 'Banco\nde Bogotá' },
    });
    expect(lines.status).toBe(400);
    expect(lines.errors?.[0]?.field).toBe('bank');
    expect(lines.errors?.[0]?.message).toBe('Debe ocupar una sola línea');

    const mine = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Corriente', type: 'checking', currency: 'COP', bank: 'BBVA' },
    });
    const other = await registerUser(ctx);
    const res = await call(ctx, 'PATCH', `/api/accounts/${mine.data.id as string}`, {
      token: other.token,
      body: { bank: 'Robado' },
    });
    expect(res.status).toBe(404);
    expect((await call(ctx, 'GET', `/api/accounts/${mine.data.id as string}`, { token })).data).toMatchObject({
      bank: 'BBVA',
    });
  });
});
