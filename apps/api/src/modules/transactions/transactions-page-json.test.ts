import { TransactionPageSchema } from '@cuentas/shared/schemas/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await registerUser(ctx));
});
afterAll(async () => ctx.close());

// GET /transactions is built as JSON text by the database (docs/decisions/005): it must match the
// schema exactly and agree, item by item, with the typed GET /transactions/:id.
describe('the transaction page built by the database', () => {
  it('matches the schema and the single-item endpoint for every kind of transaction', async () => {
    const euros = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Euros', type: 'checking', currency: 'EUR' },
    });
    const pesos = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Pesos', type: 'savings', currency: 'COP' },
    });
    const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as {
      id: string;
      name: string;
    }[];
    const food = categories.find((c) => c.name === 'Supermercado')!;
    const dinner = categories.find((c) => c.name === 'Restaurantes')!;
    await call(ctx, 'POST', '/api/transactions', {
      token,
      body: {
        account_id: euros.data.id,
        date: '2026-01-02',
        amount: -4550,
        payee: 'Café "El Rincón" \\ ñandú',
        notes: 'línea\nnueva',
        category_id: food.id,
        tags: ['viaje', 'familia'],
      },
    });
    await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: euros.data.id, date: '2026-01-02', amount: 250000, payee: 'Nómina' },
    });
    await call(ctx, 'POST', '/api/transactions', {
      token,
      body: {
        account_id: euros.data.id,
        date: '2026-01-03',
        amount: -3000,
        splits: [
          { category_id: food.id, amount: -1000, notes: 'pan' },
          { category_id: dinner.id, amount: -2000 },
        ],
      },
    });
    await call(ctx, 'POST', '/api/transfers', {
      token,
      body: {
        from_account_id: euros.data.id,
        to_account_id: pesos.data.id,
        date: '2026-01-04',
        amount: 10000,
        to_amount: 4500000,
      },
    });

    const page = await call(ctx, 'GET', '/api/transactions?limit=200', { token });
    const items = TransactionPageSchema.strict().parse(page.data).items;
    expect(items.map((item) => item.kind)).toEqual(['transfer', 'transfer', 'expense', 'income', 'expense']);
    // The raw items, not the parsed ones: a key the schema does not know would be stripped by parsing.
    for (const item of page.data.items as unknown as { id: string }[]) {
      const one = await call(ctx, 'GET', `/api/transactions/${item.id}`, { token });
      expect(item).toEqual(one.data);
    }
    expect(Object.keys(page.body)).toEqual(['data']);
    expect(page.data.next_cursor).toBeNull();
  });

  it('pages with a cursor that resumes exactly after the last item', async () => {
    const first = await call(ctx, 'GET', '/api/transactions?limit=2', { token });
    const second = await call(ctx, 'GET', `/api/transactions?limit=2&cursor=${first.data.next_cursor}`, { token });
    const third = await call(ctx, 'GET', `/api/transactions?limit=2&cursor=${second.data.next_cursor}`, { token });
    const all = await call(ctx, 'GET', '/api/transactions?limit=200', { token });
    const ids = (page: { data: Record<string, unknown> }) =>
      (page.data.items as { id: string }[]).map((item) => item.id);
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(ids(all));
    expect(third.data.next_cursor).toBeNull();
  });
});
