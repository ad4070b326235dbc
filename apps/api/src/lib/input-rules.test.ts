import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@cuentas/shared/messages';
import { call, createTestApp, registerUser, type TestContext } from '../../test/helpers/test-app.ts';

let ctx: TestContext;
let token: string;
let accountId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await registerUser(ctx));
  const account = await call(ctx, 'POST', '/api/accounts', {
    token,
    body: { name: 'Banco', type: 'checking', currency: 'EUR' },
  });
  accountId = account.data.id as string;
});
afterAll(async () => ctx.close());

const fieldError = (errors: unknown, field: string) =>
  (errors as Array<{ field?: string; message: string }>).find((item) => item.field === field);

describe('one rule for text', () => {
  it('refuses NUL in a body field with a Spanish field error, and stores nothing', async () => {
    const res = await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: accountId, amount: -100, date: '2026-01-02', payee: 'Caf\u0000é' },
    });
    expect(res.status).toBe(400);
    expect(fieldError(res.errors, 'payee')?.message).toBe(messages.controlCharacters);
    const list = await call(ctx, 'GET', '/api/transactions', { token });
    expect(list.data.items).toEqual([]);
  });

  it('refuses NUL in queries, path params and keys before the route runs', async () => {
    const search = await call(ctx, 'GET', '/api/transactions?q=a%00b', { token });
    expect(search.status).toBe(400);
    expect(fieldError(search.errors, 'q')?.message).toBe(messages.controlCharacters);
    const tags = await call(ctx, 'GET', '/api/transactions?tags=x%00', { token });
    expect(tags.status).toBe(400);
    const month = await call(ctx, 'GET', '/api/budgets/2026-0%001', { token });
    expect(month.status).toBe(400);
    const key = await call(ctx, 'POST', '/api/categories', { token, body: { 'na\u0000me': 'x', kind: 'expense' } });
    expect(key.status).toBe(400);
  });

  it('answers the CSV export with 400 before streaming a byte of CSV', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/transactions/export?q=a%00b',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ errors: [{ field: 'q', message: messages.controlCharacters }] });
  });

  it('refuses other control characters, and line breaks in single-line fields', async () => {
    const bell = await call(ctx, 'POST', '/api/categories', { token, body: { name: 'Comida\u0007', kind: 'expense' } });
    expect(bell.status).toBe(400);
    expect(fieldError(bell.errors, 'name')?.message).toBe(messages.controlCharacters);
    const newline = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Ban\nco', type: 'checking', currency: 'EUR' },
    });
    expect(fieldError(newline.errors, 'name')?.message).toBe(messages.lineBreaks);
    const escape = await call(ctx, 'GET', '/api/transactions?q=%1B%5B2J', { token });
    expect(fieldError(escape.errors, 'q')?.message).toBe(messages.controlCharacters);
  });

  it('keeps line breaks and tabs in multi-line notes', async () => {
    const res = await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: accountId, amount: -100, date: '2026-01-02', payee: 'Café', notes: 'línea 1\nlínea\t2' },
    });
    expect(res.status).toBe(201);
    expect(res.data.notes).toBe('línea 1\nlínea\t2');
  });

  it('refuses required text that draws nothing', async () => {
    for (const name of ['\u202e\u200b', '\u200b\u200b', '\u2800', '\u3164']) {
      const res = await call(ctx, 'POST', '/api/accounts', {
        token,
        body: { name, type: 'checking', currency: 'EUR' },
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(fieldError(res.errors, 'name')?.message).toBe(messages.visibleText);
    }
    // JavaScript's trim() already removes the byte-order mark: that is plain "missing".
    const bom = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: '\ufeff ', type: 'checking', currency: 'EUR' },
    });
    expect(fieldError(bom.errors, 'name')?.message).toBe(messages.required);
    const accent = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Ahorro \u200d👩‍👧', type: 'savings', currency: 'EUR' },
    });
    expect(accent.status).toBe(201);
  });
});

describe('one rule for dates', () => {
  it('refuses dates outside 1900-01-01 … 2199-12-31 in bodies and queries', async () => {
    for (const date of ['0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31']) {
      const body = await call(ctx, 'POST', '/api/transactions', {
        token,
        body: { account_id: accountId, amount: -1, date, payee: 'x' },
      });
      expect(body.status, date).toBe(400);
      expect(fieldError(body.errors, 'date')?.message).toBe(messages.dateRange);
      const query = await call(ctx, 'GET', `/api/transactions?from=${date}`, { token });
      expect(query.status, date).toBe(400);
      expect(fieldError(query.errors, 'from')?.message).toBe(messages.dateRange);
    }
    const edges = await call(ctx, 'GET', '/api/transactions?from=1900-01-01&to=2199-12-31', { token });
    expect(edges.status).toBe(200);
    const leap = await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: accountId, amount: -1, date: '2026-02-30', payee: 'x' },
    });
    expect(leap.status).toBe(400);
  });

  it('refuses budget months outside the range in the path', async () => {
    for (const month of ['0000-01', '0001-01', '9999-12', '1899-12', '2200-01']) {
      const res = await call(ctx, 'GET', `/api/budgets/${month}`, { token });
      expect(res.status, month).toBe(400);
      expect(fieldError(res.errors, 'month')?.message).toBe(messages.monthRange);
    }
    expect((await call(ctx, 'GET', '/api/budgets/1900-01', { token })).status).toBe(200);
    expect((await call(ctx, 'GET', '/api/budgets/2199-12', { token })).status).toBe(200);
  });
});

describe('an empty PATCH', () => {
  const created201 = async (url: string, body: unknown) => {
    const res = await call(ctx, 'POST', url, { token, body });
    if (res.status !== 201) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
    return res.data;
  };
  it('answers 200 with the unchanged item on every item route', async () => {
    const category = await call(ctx, 'POST', '/api/categories', { token, body: { name: 'Mercado', kind: 'expense' } });
    const created: Record<string, Record<string, unknown>> = {
      accounts: (await call(ctx, 'GET', `/api/accounts/${accountId}`, { token })).data,
      categories: category.data,
      rules: (
        await call(ctx, 'POST', '/api/rules', {
          token,
          body: { payee_contains: 'mercadona', category_id: category.data.id },
        })
      ).data,
      'exchange-rates': (
        await call(ctx, 'POST', '/api/exchange-rates', {
          token,
          body: { from_currency: 'USD', to_currency: 'EUR', rate: '0.92', date: '2026-01-01' },
        })
      ).data,
      'savings-goals': (
        await call(ctx, 'POST', '/api/savings-goals', {
          token,
          body: { name: 'Viaje', target_amount: 100_000, currency: 'EUR' },
        })
      ).data,
      prospects: (
        await call(ctx, 'POST', '/api/prospects', {
          token,
          body: {
            title: 'Bono',
            kind: 'income',
            amount: 50_000,
            currency: 'EUR',
            expected_date: '2026-03-01',
            probability: 50,
          },
        })
      ).data,
      reminders: await created201('/api/reminders', {
        title: 'Luz',
        amount: -4_000,
        account_id: accountId,
        next_due: '2026-02-01',
        recurrence: { kind: 'monthly_day', day: 1 },
      }),
    };
    for (const [collection, item] of Object.entries(created)) {
      expect(item?.id, collection).toEqual(expect.any(String));
      const res = await call(ctx, 'PATCH', `/api/${collection}/${item.id}`, { token, body: {} });
      expect(res.status, `${collection}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.data, collection).toEqual(item);
    }
    for (const url of ['/api/me', '/api/configuration']) {
      const before = (await call(ctx, 'GET', url, { token })).data;
      const res = await call(ctx, 'PATCH', url, { token, body: {} });
      expect(res.status, url).toBe(200);
      // The configuration stamps updated_at on every save; everything else stays as it was.
      expect({ ...res.data, updated_at: null }, url).toEqual({ ...before, updated_at: null });
    }
  });
});
