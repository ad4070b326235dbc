// Shared set-up for the planning API tests (budgets, savings, prospects, reminders, notifications, reports).
import { expect } from 'vitest';
import { call, registerUser, type TestContext } from './test-app.ts';

export type Json = Record<string, unknown>;
export type Category = {
  id: string;
  parent_id: string | null;
  kind: 'expense' | 'income';
  name: string;
  color: string;
};
export type Planner = { token: string; email: string; categories: Category[]; cat: (name: string) => string };

/** An id no row will ever have. */
export const UNKNOWN_ID = '0190a000-0000-7000-8000-000000000000';

export const isoToday = (ctx: TestContext) => ctx.clock.now().toISOString().slice(0, 10);
export const isoDaysFromToday = (ctx: TestContext, days: number) =>
  new Date(ctx.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** `YYYY-MM` shifted by `count` months. */
export function shiftMonth(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + monthNumber - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A registered, configured user with the Spanish default categories looked up by name. */
export async function newPlanner(
  ctx: TestContext,
  config: { base_currency?: string; month_start_day?: number; country?: string } = {},
): Promise<Planner> {
  const { token, email } = await registerUser(ctx);
  const saved = await call(ctx, 'POST', '/api/configuration', {
    token,
    body: {
      country: config.country ?? 'ES',
      base_currency: config.base_currency ?? 'EUR',
      month_start_day: config.month_start_day ?? 1,
      is_completed: true,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as Category[];
  const cat = (name: string) => {
    const found = categories.find((category) => category.name === name);
    if (!found) throw new Error(`no category ${name}`);
    return found.id;
  };
  return { token, email, categories, cat };
}

export async function newAccount(ctx: TestContext, token: string, body: Json = {}): Promise<string> {
  const res = await call(ctx, 'POST', '/api/accounts', {
    token,
    body: { name: 'Cuenta', type: 'checking', currency: 'EUR', opening_date: '2020-01-01', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data.id as string;
}

export async function newTx(ctx: TestContext, token: string, body: Json): Promise<Json> {
  const res = await call(ctx, 'POST', '/api/transactions', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data;
}

export async function newTransfer(ctx: TestContext, token: string, body: Json): Promise<Json[]> {
  const res = await call(ctx, 'POST', '/api/transfers', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data as unknown as Json[];
}

export async function newRate(
  ctx: TestContext,
  token: string,
  body: { from_currency: string; to_currency: string; rate: string; date: string },
) {
  const res = await call(ctx, 'POST', '/api/exchange-rates', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** The first error of a failed call, for `{ field, message }` assertions. */
export function firstError(res: { errors?: Json[] }): Json {
  expect(res.errors, 'expected an error body').toBeDefined();
  return res.errors![0]!;
}
