import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLedger, join, type Person, person } from '../../../test/helpers/households.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';

// Decision 054: a budget line is the household's (shared) or one member's (personal). The shared
// budget counts every account the viewer sees; a member's personal budget only the accounts that
// member owns, private ones included for the member themselves.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => ctx.close());

type Line = { category_id: string; budgeted: number; spent: number; available: number };
type Budget = { member_id: string | null; groups: { categories: Line[] }[] };
type Json = Record<string, unknown>;

const MONTH = '2026-10';

async function household() {
  const ana = await person(ctx, 'Ana Gómez');
  const luis = await person(ctx, 'Luis Soto');
  const vera = await person(ctx, 'Vera Ruiz');
  await call(ctx, 'POST', '/api/configuration', {
    token: ana.token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1, is_completed: true },
  });
  await join(ctx, ana, luis, 'member');
  await join(ctx, ana, vera, 'viewer');
  const as = (who: Person) => ({ token: who.token, headers: inLedger(ana.id) });
  const categories = (await call(ctx, 'GET', '/api/categories', as(ana))).data as unknown as {
    id: string;
    name: string;
  }[];
  const food = categories.find((category) => category.name === 'Supermercado')!.id;
  const newAccount = async (who: Person, name: string, extra: Json = {}) => {
    const res = await call(ctx, 'POST', '/api/accounts', {
      ...as(who),
      body: { name, type: 'checking', currency: 'EUR', opening_date: '2026-01-01', ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.data.id as string;
  };
  const common = await newAccount(ana, 'Común');
  const luisCard = await newAccount(luis, 'Tarjeta de Luis', { owner_id: luis.id });
  const luisSavings = await newAccount(luis, 'Ahorro de Luis', { owner_id: luis.id, private: true });
  const spend = async (who: Person, accountId: string, amount: number) => {
    const res = await call(ctx, 'POST', '/api/transactions', {
      ...as(who),
      body: { account_id: accountId, amount: -amount, date: '2026-10-10', payee: 'Mercado', category_id: food },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  await spend(ana, common, 10_000);
  await spend(luis, luisCard, 3_000);
  await spend(luis, luisSavings, 500);
  return { ana, luis, vera, as, food };
}

const lineOf = (budget: Budget, categoryId: string) =>
  budget.groups.flatMap((group) => group.categories).find((line) => line.category_id === categoryId)!;

describe('shared and personal budget lines', () => {
  it('keeps each budget’s lines apart and counts only the member’s own accounts in a personal one', async () => {
    const { ana, luis, as, food } = await household();
    const put = (who: Person, query: string, amount: number) =>
      call(ctx, 'PUT', `/api/budgets/${MONTH}${query}`, {
        ...as(who),
        body: { lines: [{ category_id: food, amount }] },
      });
    const get = async (who: Person, query: string) => {
      const res = await call(ctx, 'GET', `/api/budgets/${MONTH}${query}`, as(who));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.data as unknown as Budget;
    };
    const before = await call(ctx, 'GET', `/api/households/${ana.id}/balances`, as(ana));

    expect((await put(ana, '', 40_000)).status).toBe(200);
    const personal = await put(luis, `?member=${luis.id}`, 5_000);
    expect(personal.status, JSON.stringify(personal.body)).toBe(200);
    expect(personal.data.member_id).toBe(luis.id);

    // The shared line keeps its amount; the personal one has its own.
    const shared = await get(ana, '');
    expect(shared.member_id).toBeNull();
    // Ana sees the common account and Luis's card, not his private savings.
    expect(lineOf(shared, food)).toMatchObject({ budgeted: 40_000, spent: 13_000 });
    expect(lineOf(await get(luis, ''), food)).toMatchObject({ budgeted: 40_000, spent: 13_500 });
    // Luis's personal line counts his accounts only: the card and, for him, his private savings.
    expect(lineOf(await get(luis, `?member=${luis.id}`), food)).toMatchObject({
      budgeted: 5_000,
      spent: 3_500,
      available: 1_500,
    });
    // Ana may read it, through what she may see.
    expect(lineOf(await get(ana, `?member=${luis.id}`), food)).toMatchObject({ budgeted: 5_000, spent: 3_000 });
    // Ana's personal budget is empty and counts nothing of the common account (it has no owner).
    expect(lineOf(await get(ana, `?member=${ana.id}`), food)).toMatchObject({ budgeted: 0, spent: 0 });

    // Setting the shared line to 0 removes it and leaves the personal one.
    expect((await put(ana, '', 0)).status).toBe(200);
    expect(lineOf(await get(luis, `?member=${luis.id}`), food).budgeted).toBe(5_000);
    const copied = await call(ctx, 'POST', `/api/budgets/2026-11/copy?member=${luis.id}`, {
      ...as(luis),
      body: { source: 'last_month' },
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    const november = await call(ctx, 'GET', `/api/budgets/2026-11?member=${luis.id}`, as(luis));
    expect(lineOf(november.data as unknown as Budget, food).budgeted).toBe(5_000);
    expect(
      lineOf((await call(ctx, 'GET', '/api/budgets/2026-11', as(luis))).data as unknown as Budget, food).budgeted,
    ).toBe(0);

    // Budget lines are plans, not money between people: the balances did not move.
    const after = await call(ctx, 'GET', `/api/households/${ana.id}/balances`, as(ana));
    expect(after.data).toEqual(before.data);
  }, 120_000);

  it('expects the member’s own income in a personal budget, and the month’s in the shared one', async () => {
    const { ana, luis, as } = await household();
    const read = async (who: Person, query: string) =>
      (await call(ctx, 'GET', `/api/budgets/${MONTH}${query}`, as(who))).data as unknown as Json;
    const shared = await call(ctx, 'PUT', `/api/budgets/${MONTH}`, {
      ...as(ana),
      body: { expected_income: 500_000, lines: [] },
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const income = await call(ctx, 'PUT', `/api/households/${ana.id}/members/${luis.id}/income`, {
      token: luis.token,
      body: { income: 180_000 },
    });
    expect(income.status, JSON.stringify(income.body)).toBe(200);

    expect(await read(luis, '')).toMatchObject({ expected_income: 500_000, left_to_budget: 500_000 });
    expect(await read(luis, `?member=${luis.id}`)).toMatchObject({ expected_income: 180_000 });
    // Anyone in the household reads the same figure; a member who set none expects nothing yet.
    expect(await read(ana, `?member=${luis.id}`)).toMatchObject({ expected_income: 180_000 });
    expect(await read(ana, `?member=${ana.id}`)).toMatchObject({ expected_income: 0 });

    // Writing it on the personal budget sets the member's income, not the household's month.
    const mine = await call(ctx, 'PUT', `/api/budgets/${MONTH}?member=${luis.id}`, {
      ...as(luis),
      body: { expected_income: 210_000, lines: [] },
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.data).toMatchObject({ member_id: luis.id, expected_income: 210_000 });
    expect(await read(ana, '')).toMatchObject({ expected_income: 500_000 });
    // Nobody else writes it: Ana on Luis's personal budget is refused and nothing changes.
    const notYours = await call(ctx, 'PUT', `/api/budgets/${MONTH}?member=${luis.id}`, {
      ...as(ana),
      body: { expected_income: 1, lines: [] },
    });
    expect(notYours.status).toBe(400);
    expect(await read(luis, `?member=${luis.id}`)).toMatchObject({ expected_income: 210_000 });
  }, 120_000);

  it('refuses another member’s personal budget to write, a stranger’s to read, and a viewer’s writes', async () => {
    const { ana, luis, vera, as, food } = await household();
    const stranger = await person(ctx, 'Marta Sanz');
    const body = { lines: [{ category_id: food, amount: 1_000 }] };
    const notYours = await call(ctx, 'PUT', `/api/budgets/${MONTH}?member=${luis.id}`, { ...as(ana), body });
    expect(notYours.status).toBe(400);
    expect(notYours.errors).toEqual([
      expect.objectContaining({ field: 'member', message: 'Solo puedes cambiar tu propio presupuesto personal' }),
    ]);
    const copy = await call(ctx, 'POST', `/api/budgets/${MONTH}/copy?member=${luis.id}`, {
      ...as(ana),
      body: { source: 'last_month' },
    });
    expect(copy.status).toBe(400);
    const outsider = await call(ctx, 'GET', `/api/budgets/${MONTH}?member=${stranger.id}`, as(ana));
    expect(outsider.status).toBe(400);
    expect(outsider.errors![0]).toMatchObject({ field: 'member', message: 'Elige a alguien de tu hogar' });
    const badId = await call(ctx, 'GET', `/api/budgets/${MONTH}?member=nadie`, as(ana));
    expect(badId.status).toBe(400);
    expect(badId.errors![0]).toMatchObject({ field: 'member' });
    const viewer = await call(ctx, 'PUT', `/api/budgets/${MONTH}?member=${vera.id}`, { ...as(vera), body });
    expect(viewer.status).toBe(403);
    // Another household's member cannot read this one's personal budget: not a member, 404.
    const elsewhere = await call(ctx, 'GET', `/api/budgets/${MONTH}?member=${luis.id}`, {
      token: stranger.token,
      headers: inLedger(ana.id),
    });
    expect(elsewhere.status).toBe(404);
  }, 120_000);
});
