// Shared set-up for the money-core API tests (accounts, categories, transactions, imports, reports).
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { call, registerUser, type TestContext } from './test-app.ts';

export type Json = Record<string, unknown>;
export type Tx = {
  id: string;
  account_id: string;
  date: string;
  amount: number;
  currency: string;
  payee: string;
  notes: string;
  category_id: string | null;
  tags: string[];
  kind: 'income' | 'expense' | 'transfer';
  transfer_id: string | null;
  counterpart: { id: string; account_id: string; amount: number } | null;
  splits: { id: string; category_id: string | null; amount: number; notes: string }[];
};
export type Category = {
  id: string;
  parent_id: string | null;
  kind: string;
  name: string;
  color: string;
  archived_at: string | null;
  transaction_count: number;
};

/** An id no row will ever have. */
export const UNKNOWN_ID = '0190a000-0000-7000-8000-000000000000';

/** Moves the test clock to a fixed instant (before users are registered, so sessions stay valid). */
export function setClock(ctx: TestContext, iso: string): void {
  ctx.clock.advance(Date.parse(iso) - ctx.clock.now().getTime());
}

export type User = { token: string; categories: Category[]; cat: (name: string) => string };

/** A registered, configured user with the default categories looked up by name. */
export async function newUser(
  ctx: TestContext,
  config: { base_currency?: string; month_start_day?: number; country?: string } = {},
): Promise<User> {
  const { token } = await registerUser(ctx);
  const saved = await call(ctx, 'POST', '/api/configuration', {
    token,
    body: {
      country: config.country ?? 'ES',
      base_currency: config.base_currency ?? 'EUR',
      month_start_day: config.month_start_day ?? 1,
      is_completed: true,
    },
  });
  expect(saved.status).toBe(200);
  const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as Category[];
  const cat = (name: string) => {
    const found = categories.find((category) => category.name === name);
    if (!found) throw new Error(`no category ${name}`);
    return found.id;
  };
  return { token, categories, cat };
}

/**
 * An account opened on 2020-01-01 unless the test says otherwise: before every movement the tests
 * write, so its balance is the opening balance plus its movements. Movements dated before the
 * opening date follow their own rule (accounts-opening-rule.test.ts).
 */
export async function newAccount(ctx: TestContext, token: string, body: Json = {}): Promise<string> {
  const res = await call(ctx, 'POST', '/api/accounts', {
    token,
    body: { name: 'Cuenta', type: 'checking', currency: 'EUR', opening_date: '2020-01-01', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data.id as string;
}

export async function newTx(ctx: TestContext, token: string, body: Json): Promise<Tx> {
  const res = await call(ctx, 'POST', '/api/transactions', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data as unknown as Tx;
}

export async function newTransfer(ctx: TestContext, token: string, body: Json): Promise<[Tx, Tx]> {
  const res = await call(ctx, 'POST', '/api/transfers', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data as unknown as [Tx, Tx];
}

export async function getTx(ctx: TestContext, token: string, id: string): Promise<Tx> {
  const res = await call(ctx, 'GET', `/api/transactions/${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Tx;
}

/** Every row the list answers for a query, walking the keyset pages. */
export async function listAll(ctx: TestContext, token: string, query = '', limit = 200): Promise<Tx[]> {
  const rows: Tx[] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? '&' : '';
    const url: string = `/api/transactions?${query}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await call(ctx, 'GET', url, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...(res.data.items as unknown as Tx[]));
    cursor = res.data.next_cursor as string | null;
  } while (cursor);
  return rows;
}

export async function balanceOf(ctx: TestContext, token: string, accountId: string): Promise<number> {
  const res = await call(ctx, 'GET', `/api/accounts/${accountId}`, { token });
  return res.data.balance as number;
}

export async function listCategories(ctx: TestContext, token: string, query = ''): Promise<Category[]> {
  return (await call(ctx, 'GET', `/api/categories${query}`, { token })).data as unknown as Category[];
}

export const fixture = (name: string): Buffer => readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));

/** POST /imports with the raw bytes, as the web app sends a file. */
export async function upload(
  ctx: TestContext,
  token: string,
  accountId: string,
  fileName: string,
  bytes: Buffer | string,
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/imports?account_id=${accountId}&file_name=${encodeURIComponent(fileName)}`,
    payload: typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
  });
  const body = JSON.parse(response.body) as Json;
  return { status: response.statusCode, body, data: body.data as Json, errors: body.errors as Json[] | undefined };
}
