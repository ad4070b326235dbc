import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  firstError,
  isoDaysFromToday,
  isoToday,
  type Json,
  newAccount,
  newPlanner,
  newTransfer,
  newTx,
  type Planner,
  shiftMonth,
  UNKNOWN_ID,
} from '../../../test/helpers/planning-helpers.ts';

let ctx: TestContext;
let ana: Planner;
let luis: Planner;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = await newPlanner(ctx);
  luis = await newPlanner(ctx);
});
afterAll(async () => ctx.close());

async function createGoal(user: Planner, body: Json) {
  const res = await call(ctx, 'POST', '/api/savings-goals', {
    token: user.token,
    body: { name: 'Viaje', target_amount: 100000, currency: 'EUR', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data;
}
const getGoal = async (user: Planner, id: string) =>
  (await call(ctx, 'GET', `/api/savings-goals/${id}`, { token: user.token })).data;
const contribute = (user: Planner, id: string, body: Json) =>
  call(ctx, 'POST', `/api/savings-goals/${id}/contributions`, { token: user.token, body });

describe('savings goals CRUD', () => {
  it('creates, reads, lists, updates and deletes a goal', async () => {
    const created = await createGoal(ana, { name: '  Coche nuevo ', currency: 'eur', target_amount: 1500000 });
    expect(created).toMatchObject({
      name: 'Coche nuevo',
      currency: 'EUR',
      target_amount: 1500000,
      target_date: null,
      account_id: null,
      status: 'active',
      saved: 0,
      progress: 0,
      achieved: false,
      monthly_needed: null,
    });
    expect(Date.parse(created.created_at as string)).toBe(ctx.clock.now().getTime());
    expect(await getGoal(ana, created.id as string)).toEqual(created);
    const list = await call(ctx, 'GET', '/api/savings-goals', { token: ana.token });
    expect((list.data as unknown as Json[]).map((goal) => goal.id)).toContain(created.id);
    const updated = await call(ctx, 'PATCH', `/api/savings-goals/${created.id}`, {
      token: ana.token,
      body: { name: 'Coche', target_amount: 1200000 },
    });
    expect(updated.data).toMatchObject({ name: 'Coche', target_amount: 1200000, currency: 'EUR' });
    const deleted = await call(ctx, 'DELETE', `/api/savings-goals/${created.id}`, { token: ana.token });
    expect(deleted).toMatchObject({ status: 200, data: { message: 'Meta eliminada' } });
    const gone = await call(ctx, 'GET', `/api/savings-goals/${created.id}`, { token: ana.token });
    expect(gone.status).toBe(404);
    expect(firstError(gone).message).toBe('No encontramos esta meta');
  });

  it('pauses, archives and reactivates a goal', async () => {
    const goal = await createGoal(ana, { name: 'Bicicleta' });
    for (const status of ['paused', 'archived', 'active']) {
      const res = await call(ctx, 'PATCH', `/api/savings-goals/${goal.id}`, { token: ana.token, body: { status } });
      expect(res.data.status).toBe(status);
    }
    const bad = await call(ctx, 'PATCH', `/api/savings-goals/${goal.id}`, {
      token: ana.token,
      body: { status: 'deleted' },
    });
    expect(bad.status).toBe(400);
    expect(firstError(bad).field).toBe('status');
  });

  it('rejects bad input with Spanish field errors', async () => {
    const cases: [Json, string, string | RegExp][] = [
      [{ name: '   ' }, 'name', 'Este campo es obligatorio'],
      [{ target_amount: 0 }, 'target_amount', 'Debe ser un número positivo'],
      [{ target_amount: -10 }, 'target_amount', 'Debe ser un número positivo'],
      [{ target_amount: 10.5 }, 'target_amount', /entero/],
      [{ target_amount: '100' }, 'target_amount', 'El tipo de dato debe ser número'],
      [{ currency: 'EURO' }, 'currency', 'Debe ser un código de moneda ISO 4217, por ejemplo EUR'],
      [{ currency: 'ABC' }, 'currency', 'No reconocemos esta moneda'],
      [{ target_date: '2026-02-30' }, 'target_date', /./],
      [{ account_id: 'cuenta' }, 'account_id', 'Debe ser un UUID válido'],
      [{ account_id: UNKNOWN_ID }, 'account_id', 'No encontramos esta cuenta'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await call(ctx, 'POST', '/api/savings-goals', {
        token: ana.token,
        body: { name: 'Meta', target_amount: 1000, currency: 'EUR', ...patch },
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(firstError(res).field).toBe(field);
      expect(firstError(res).message).toMatch(message);
    }
    const missing = await call(ctx, 'POST', '/api/savings-goals', { token: ana.token, body: {} });
    expect(missing.errors?.map((error) => error.field).sort()).toEqual(['currency', 'name', 'target_amount']);
    expect((await call(ctx, 'GET', '/api/savings-goals/not-an-id', { token: ana.token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/savings-goals')).status).toBe(401);
  });
});

describe('linked accounts', () => {
  it('requires the linked account to be the user own and in the goal currency', async () => {
    const usd = await newAccount(ctx, ana.token, { name: 'Dólares', currency: 'USD' });
    const eur = await newAccount(ctx, ana.token, { name: 'Euros' });
    const wrongCurrency = await call(ctx, 'POST', '/api/savings-goals', {
      token: ana.token,
      body: { name: 'Meta', target_amount: 1000, currency: 'EUR', account_id: usd },
    });
    expect(wrongCurrency.status).toBe(400);
    expect(firstError(wrongCurrency)).toEqual({
      field: 'account_id',
      message: 'La cuenta vinculada debe estar en la moneda de la meta',
    });
    const luisAccount = await newAccount(ctx, luis.token);
    const foreign = await call(ctx, 'POST', '/api/savings-goals', {
      token: ana.token,
      body: { name: 'Meta', target_amount: 1000, currency: 'EUR', account_id: luisAccount },
    });
    expect(firstError(foreign)).toMatchObject({ field: 'account_id' });
    const goal = await createGoal(ana, { account_id: eur });
    const switchCurrency = await call(ctx, 'PATCH', `/api/savings-goals/${goal.id}`, {
      token: ana.token,
      body: { currency: 'USD' },
    });
    expect(switchCurrency.status).toBe(400);
    expect(firstError(switchCurrency).field).toBe('account_id');
    const both = await call(ctx, 'PATCH', `/api/savings-goals/${goal.id}`, {
      token: ana.token,
      body: { currency: 'USD', account_id: usd },
    });
    expect(both.data).toMatchObject({ currency: 'USD', account_id: usd });
  });

  it('counts transfers into the linked account made since the goal began, and lists every contribution with its source', async () => {
    const checking = await newAccount(ctx, ana.token, { name: 'Corriente', opening_balance: 900000 });
    const pot = await newAccount(ctx, ana.token, { name: 'Hucha', type: 'savings' });
    await newTransfer(ctx, ana.token, {
      from_account_id: checking,
      to_account_id: pot,
      date: isoDaysFromToday(ctx, -1),
      amount: 50000,
      payee: 'Antes de la meta',
    });
    const goal = await createGoal(ana, { name: 'Vacaciones', target_amount: 200000, account_id: pot });
    expect(goal.saved).toBe(0);
    await newTransfer(ctx, ana.token, {
      from_account_id: checking,
      to_account_id: pot,
      date: isoToday(ctx),
      amount: 30000,
      payee: 'Ahorro mensual',
    });
    await newTransfer(ctx, ana.token, {
      from_account_id: pot,
      to_account_id: checking,
      date: isoToday(ctx),
      amount: 5000,
    });
    await newTx(ctx, ana.token, { account_id: pot, date: isoToday(ctx), amount: 777 });
    const manual = await contribute(ana, goal.id as string, {
      amount: 10000,
      date: isoDaysFromToday(ctx, -3),
      note: 'Efectivo',
    });
    expect(manual.status).toBe(201);
    expect(manual.data).toMatchObject({ saved: 40000, progress: 0.2 });
    const list = await call(ctx, 'GET', `/api/savings-goals/${goal.id}/contributions`, { token: ana.token });
    expect(list.data).toMatchObject([
      { amount: 30000, date: isoToday(ctx), note: 'Ahorro mensual', source: 'transfer' },
      { amount: 10000, date: isoDaysFromToday(ctx, -3), note: 'Efectivo', source: 'manual' },
    ]);
    expect(list.data).toHaveLength(2);
  });
});

describe('contributions', () => {
  it('adds deposits and withdrawals, deletes them, and refuses zero', async () => {
    const goal = await createGoal(ana, { name: 'Fondo', target_amount: 50000 });
    const id = goal.id as string;
    expect((await contribute(ana, id, { amount: 20000, date: isoToday(ctx) })).data).toMatchObject({
      saved: 20000,
      progress: 0.4,
    });
    expect((await contribute(ana, id, { amount: -5000, date: isoToday(ctx), note: 'Retiro' })).data).toMatchObject({
      saved: 15000,
      progress: 0.3,
    });
    const zero = await contribute(ana, id, { amount: 0, date: isoToday(ctx) });
    expect(zero.status).toBe(400);
    expect(firstError(zero)).toEqual({ field: 'amount', message: 'El importe no puede ser cero' });
    expect(firstError(await contribute(ana, id, { amount: 100 })).field).toBe('date');
    expect(firstError(await contribute(ana, id, { amount: 1.25, date: isoToday(ctx) })).field).toBe('amount');
    const list = (await call(ctx, 'GET', `/api/savings-goals/${id}/contributions`, { token: ana.token }))
      .data as unknown as Json[];
    expect(list.map((row) => [row.amount, row.source])).toEqual(
      expect.arrayContaining([
        [20000, 'manual'],
        [-5000, 'manual'],
      ]),
    );
    const withdrawal = list.find((row) => row.amount === -5000)!;
    const removed = await call(ctx, 'DELETE', `/api/savings-goals/${id}/contributions/${withdrawal.id}`, {
      token: ana.token,
    });
    expect(removed.data).toEqual({ message: 'Aporte eliminado' });
    expect((await getGoal(ana, id)).saved).toBe(20000);
    const again = await call(ctx, 'DELETE', `/api/savings-goals/${id}/contributions/${withdrawal.id}`, {
      token: ana.token,
    });
    expect(again.status).toBe(404);
    expect(firstError(again).message).toBe('No encontramos este aporte');
  });

  it('marks a goal achieved at its target, capping the progress', async () => {
    const goal = await createGoal(ana, {
      name: 'Portátil',
      target_amount: 30000,
      target_date: `${shiftMonth(isoToday(ctx).slice(0, 7), 2)}-15`,
    });
    const id = goal.id as string;
    expect((await contribute(ana, id, { amount: 29999, date: isoToday(ctx) })).data).toMatchObject({
      achieved: false,
      monthly_needed: 1,
    });
    expect((await contribute(ana, id, { amount: 1, date: isoToday(ctx) })).data).toMatchObject({
      achieved: true,
      progress: 1,
      monthly_needed: null,
    });
    expect((await contribute(ana, id, { amount: 15000, date: isoToday(ctx) })).data).toMatchObject({
      saved: 45000,
      achieved: true,
      progress: 1,
    });
  });
});

describe('monthly_needed', () => {
  it('spreads what is missing over the months left, this one included, rounding up', async () => {
    const thisMonth = isoToday(ctx).slice(0, 7);
    const inThree = await createGoal(ana, { target_amount: 100001, target_date: `${shiftMonth(thisMonth, 3)}-01` });
    expect(inThree.monthly_needed).toBe(Math.ceil(100001 / 4));
    const inTwelve = await createGoal(ana, { target_amount: 120000, target_date: `${shiftMonth(thisMonth, 12)}-28` });
    expect(inTwelve.monthly_needed).toBe(Math.ceil(120000 / 13));
    const afterSaving = await contribute(ana, inTwelve.id as string, { amount: 55000, date: isoToday(ctx) });
    expect(afterSaving.data.monthly_needed).toBe(5000);
    const thisMonthGoal = await createGoal(ana, { target_amount: 70000, target_date: isoToday(ctx) });
    expect(thisMonthGoal.monthly_needed).toBe(70000);
    const late = await createGoal(ana, { target_amount: 70000, target_date: isoDaysFromToday(ctx, -40) });
    expect(late.monthly_needed).toBeNull();
  });
});

describe('ownership', () => {
  it("answers 404 for another user's goal or contribution, whatever the verb", async () => {
    const goal = await createGoal(ana, { name: 'Secreta' });
    const id = goal.id as string;
    const contribution = await contribute(ana, id, { amount: 1000, date: isoToday(ctx) });
    expect(contribution.status).toBe(201);
    const [row] = (await call(ctx, 'GET', `/api/savings-goals/${id}/contributions`, { token: ana.token }))
      .data as unknown as Json[];
    const own = await createGoal(luis, { name: 'Mía' });
    const attempts = [
      call(ctx, 'GET', `/api/savings-goals/${id}`, { token: luis.token }),
      call(ctx, 'PATCH', `/api/savings-goals/${id}`, { token: luis.token, body: { name: 'Robada' } }),
      call(ctx, 'DELETE', `/api/savings-goals/${id}`, { token: luis.token }),
      call(ctx, 'GET', `/api/savings-goals/${id}/contributions`, { token: luis.token }),
      contribute(luis, id, { amount: 5, date: isoToday(ctx) }),
      call(ctx, 'DELETE', `/api/savings-goals/${id}/contributions/${row!.id}`, { token: luis.token }),
      call(ctx, 'DELETE', `/api/savings-goals/${own.id}/contributions/${row!.id}`, { token: luis.token }),
      call(ctx, 'GET', `/api/savings-goals/${UNKNOWN_ID}`, { token: ana.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Secreta');
    }
    expect(await getGoal(ana, id)).toMatchObject({ name: 'Secreta', saved: 1000 });
    const luisList = (await call(ctx, 'GET', '/api/savings-goals', { token: luis.token })).data as unknown as Json[];
    expect(luisList.map((goal) => goal.name)).toEqual(['Mía']);
  });
});
