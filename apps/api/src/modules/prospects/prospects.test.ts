import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  firstError,
  isoDaysFromToday,
  isoToday,
  type Json,
  newAccount,
  newPlanner,
  type Planner,
  UNKNOWN_ID,
} from '../../../test/helpers/planning-helpers.ts';

let ctx: TestContext;
let ana: Planner;
let luis: Planner;
let eur: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = await newPlanner(ctx);
  luis = await newPlanner(ctx);
  eur = await newAccount(ctx, ana.token, { name: 'Cobros' });
});
afterAll(async () => ctx.close());

async function createProspect(user: Planner, body: Json = {}) {
  const res = await call(ctx, 'POST', '/api/prospects', {
    token: user.token,
    body: {
      title: 'Factura cliente',
      kind: 'income',
      amount: 100000,
      currency: 'EUR',
      expected_date: isoDaysFromToday(ctx, 20),
      probability: 50,
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data;
}
const patch = (user: Planner, id: unknown, body: Json) =>
  call(ctx, 'PATCH', `/api/prospects/${id}`, { token: user.token, body });
const realize = (user: Planner, id: unknown, body: Json) =>
  call(ctx, 'POST', `/api/prospects/${id}/realize`, { token: user.token, body });
const totals = async (user: Planner) => (await call(ctx, 'GET', '/api/prospects/totals', { token: user.token })).data;

describe('prospects CRUD', () => {
  it('creates, lists by expected date, filters by status, edits and deletes', async () => {
    const eva = await newPlanner(ctx);
    const later = await createProspect(eva, {
      title: 'Venta del coche',
      expected_date: isoDaysFromToday(ctx, 60),
      category_id: eva.cat('Ventas'),
    });
    const sooner = await createProspect(eva, { title: 'Bono anual', probability: 80 });
    expect(sooner).toMatchObject({
      title: 'Bono anual',
      kind: 'income',
      amount: 100000,
      currency: 'EUR',
      probability: 80,
      status: 'abierto',
      notes: '',
      account_id: null,
      transaction_id: null,
      overdue: false,
    });
    expect(later.category_id).toBe(eva.cat('Ventas'));
    const list = await call(ctx, 'GET', '/api/prospects', { token: eva.token });
    expect((list.data as unknown as Json[]).map((row) => row.title)).toEqual(['Bono anual', 'Venta del coche']);
    const edited = await patch(eva, later.id, { probability: 30, notes: 'Hablar con el comprador', amount: 800000 });
    expect(edited.data).toMatchObject({
      probability: 30,
      notes: 'Hablar con el comprador',
      amount: 800000,
      title: 'Venta del coche',
    });
    await patch(eva, sooner.id, { status: 'descartado' });
    const open = await call(ctx, 'GET', '/api/prospects?status=abierto', { token: eva.token });
    expect((open.data as unknown as Json[]).map((row) => row.title)).toEqual(['Venta del coche']);
    const discarded = await call(ctx, 'GET', '/api/prospects?status=descartado', { token: eva.token });
    expect((discarded.data as unknown as Json[]).map((row) => row.title)).toEqual(['Bono anual']);
    expect((await call(ctx, 'DELETE', `/api/prospects/${later.id}`, { token: eva.token })).data).toEqual({
      message: 'Prospecto eliminado',
    });
    expect((await patch(eva, later.id, { probability: 10 })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/prospects?status=cerrado', { token: eva.token })).status).toBe(400);
  });

  it('a partial edit keeps the notes it does not mention', async () => {
    const prospect = await createProspect(ana, { title: 'Con notas', notes: 'Llamar el lunes' });
    const reweighted = await patch(ana, prospect.id, { probability: 35 });
    expect(reweighted.data).toMatchObject({ probability: 35, notes: 'Llamar el lunes' });
  });

  it('rejects bad input with Spanish field errors', async () => {
    const cases: [Json, string, string | RegExp][] = [
      [{ probability: 101 }, 'probability', 'Debe ser menor o igual a 100'],
      [{ probability: -1 }, 'probability', 'Debe ser mayor o igual a 0'],
      [{ probability: 12.5 }, 'probability', /entero/],
      [{ amount: 0 }, 'amount', 'Debe ser un número positivo'],
      [{ amount: -500 }, 'amount', 'Debe ser un número positivo'],
      [{ kind: 'regalo' }, 'kind', /income, expense/],
      [{ title: '' }, 'title', 'Este campo es obligatorio'],
      [{ currency: 'ABC' }, 'currency', 'No reconocemos esta moneda'],
      [{ expected_date: '01/02/2026' }, 'expected_date', /./],
      [{ account_id: UNKNOWN_ID }, 'account_id', 'No encontramos esta cuenta'],
      [{ category_id: luis.cat('Salario') }, 'category_id', 'No encontramos esta categoría'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(ctx, 'POST', '/api/prospects', {
        token: ana.token,
        body: {
          title: 'Malo',
          kind: 'income',
          amount: 100,
          currency: 'EUR',
          expected_date: isoToday(ctx),
          probability: 50,
          ...body,
        },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(firstError(res)).toMatchObject({ field });
      expect(firstError(res).message).toMatch(message);
    }
    const prospect = await createProspect(ana, { title: 'Para editar' });
    const tooLikely = await patch(ana, prospect.id, { probability: 150 });
    expect(firstError(tooLikely)).toMatchObject({ field: 'probability' });
    const sneaky = await patch(ana, prospect.id, { status: 'concretado' });
    expect(sneaky.status).toBe(400);
    expect(firstError(sneaky).field).toBe('status');
  });
});

describe('overdue and totals', () => {
  it('flags open prospects whose expected date has passed', async () => {
    const eva = await newPlanner(ctx);
    const late = await createProspect(eva, { title: 'Atrasado', expected_date: isoDaysFromToday(ctx, -1) });
    const today = await createProspect(eva, { title: 'Hoy', expected_date: isoToday(ctx) });
    expect(late.overdue).toBe(true);
    expect(today.overdue).toBe(false);
    expect(await totals(eva)).toMatchObject({ open_count: 2, overdue_count: 1 });
    const discarded = await patch(eva, late.id, { status: 'descartado' });
    expect(discarded.data).toMatchObject({ status: 'descartado', overdue: false });
    expect(await totals(eva)).toMatchObject({ open_count: 1, overdue_count: 0 });
    ctx.clock.advance(2 * 86_400_000);
    try {
      const [row] = (await call(ctx, 'GET', '/api/prospects?status=abierto', { token: eva.token }))
        .data as unknown as Json[];
      expect(row).toMatchObject({ title: 'Hoy', overdue: true });
    } finally {
      ctx.clock.advance(-2 * 86_400_000);
    }
  });

  it('sums open prospects per currency, plain and weighted by probability', async () => {
    const eva = await newPlanner(ctx);
    const evaEur = await newAccount(ctx, eva.token);
    await createProspect(eva, { kind: 'income', amount: 100001, probability: 33 });
    await createProspect(eva, { kind: 'income', amount: 50000, probability: 100 });
    await createProspect(eva, { kind: 'expense', amount: 20000, probability: 25 });
    await createProspect(eva, { kind: 'income', amount: 2000000, currency: 'COP', probability: 50 });
    await createProspect(eva, { kind: 'expense', amount: 10000, currency: 'USD', probability: 10 });
    const discarded = await createProspect(eva, { kind: 'income', amount: 999999, probability: 90 });
    await patch(eva, discarded.id, { status: 'descartado' });
    const done = await createProspect(eva, { kind: 'expense', amount: 888888, probability: 90 });
    expect((await realize(eva, done.id, { account_id: evaEur, date: isoToday(ctx) })).status).toBe(200);
    expect(await totals(eva)).toEqual({
      by_currency: [
        {
          currency: 'COP',
          expected_income: 2000000,
          expected_expense: 0,
          weighted_income: 1000000,
          weighted_expense: 0,
        },
        {
          currency: 'EUR',
          expected_income: 150001,
          expected_expense: 20000,
          weighted_income: 33000 + 50000,
          weighted_expense: 5000,
        },
        { currency: 'USD', expected_income: 0, expected_expense: 10000, weighted_income: 0, weighted_expense: 1000 },
      ],
      open_count: 5,
      overdue_count: 0,
    });
    expect(await totals(await newPlanner(ctx))).toEqual({ by_currency: [], open_count: 0, overdue_count: 0 });
  });
});

describe('realising a prospect', () => {
  it('records an expense prospect as money out, with its title, notes and category', async () => {
    const prospect = await createProspect(ana, {
      title: 'Reparación tejado',
      kind: 'expense',
      amount: 45000,
      notes: 'Presupuesto del techador',
      category_id: ana.cat('Mantenimiento y reparaciones'),
    });
    const done = await realize(ana, prospect.id, { account_id: eur, date: isoToday(ctx) });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ status: 'concretado', account_id: eur, overdue: false });
    const tx = await call(ctx, 'GET', `/api/transactions/${done.data.transaction_id}`, { token: ana.token });
    expect(tx.data).toMatchObject({
      account_id: eur,
      date: isoToday(ctx),
      amount: -45000,
      payee: 'Reparación tejado',
      notes: 'Presupuesto del techador',
      category_id: ana.cat('Mantenimiento y reparaciones'),
      kind: 'expense',
    });
  });

  it('takes the real amount and category when they differ from the forecast', async () => {
    const prospect = await createProspect(ana, {
      title: 'Honorarios proyecto',
      amount: 300000,
      category_id: ana.cat('Honorarios'),
    });
    const done = await realize(ana, prospect.id, {
      account_id: eur,
      date: isoDaysFromToday(ctx, -2),
      amount: 275000,
      category_id: ana.cat('Otros ingresos'),
    });
    expect(done.data).toMatchObject({ amount: 275000, category_id: ana.cat('Otros ingresos') });
    const tx = await call(ctx, 'GET', `/api/transactions/${done.data.transaction_id}`, { token: ana.token });
    expect(tx.data).toMatchObject({
      amount: 275000,
      kind: 'income',
      category_id: ana.cat('Otros ingresos'),
      date: isoDaysFromToday(ctx, -2),
    });
  });

  it('refuses an account in another currency or of another user', async () => {
    const usd = await newAccount(ctx, ana.token, { name: 'USD', currency: 'USD' });
    const prospect = await createProspect(ana, { title: 'Pago en euros' });
    const wrong = await realize(ana, prospect.id, { account_id: usd, date: isoToday(ctx) });
    expect(wrong.status).toBe(400);
    expect(firstError(wrong)).toEqual({
      field: 'account_id',
      message: 'La cuenta debe estar en la moneda del prospecto',
    });
    const foreign = await realize(ana, prospect.id, {
      account_id: await newAccount(ctx, luis.token),
      date: isoToday(ctx),
    });
    expect(firstError(foreign)).toMatchObject({ field: 'account_id', message: 'No encontramos esta cuenta' });
    expect(firstError(await realize(ana, prospect.id, { account_id: eur })).field).toBe('date');
    expect(firstError(await realize(ana, prospect.id, { account_id: eur, date: isoToday(ctx), amount: 0 })).field).toBe(
      'amount',
    );
    const still = (await call(ctx, 'GET', '/api/prospects?status=abierto', { token: ana.token }))
      .data as unknown as Json[];
    expect(still.map((row) => row.id)).toContain(prospect.id);
  });

  it('answers 409 when realising twice, realising a discarded one, or editing a realised one', async () => {
    const prospect = await createProspect(ana, { title: 'Una sola vez' });
    expect((await realize(ana, prospect.id, { account_id: eur, date: isoToday(ctx) })).status).toBe(200);
    const twice = await realize(ana, prospect.id, { account_id: eur, date: isoToday(ctx) });
    expect(twice.status).toBe(409);
    expect(firstError(twice).message).toBe('Solo puedes concretar un prospecto abierto');
    expect((await patch(ana, prospect.id, { title: 'Otro' })).status).toBe(409);
    const dropped = await createProspect(ana, { title: 'Descartado' });
    await patch(ana, dropped.id, { status: 'descartado' });
    expect((await realize(ana, dropped.id, { account_id: eur, date: isoToday(ctx) })).status).toBe(409);
    expect((await patch(ana, dropped.id, { status: 'abierto' })).data).toMatchObject({ status: 'abierto' });
    expect((await realize(ana, dropped.id, { account_id: eur, date: isoToday(ctx) })).status).toBe(200);
  });

  it('records one transaction when two requests realise the same prospect at once', async () => {
    const prospect = await createProspect(ana, { title: 'Carrera de cobro' });
    const results = await Promise.all(
      [1, 2, 3].map(() => realize(ana, prospect.id, { account_id: eur, date: isoToday(ctx) })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const found = await call(ctx, 'GET', `/api/transactions?q=${encodeURIComponent('Carrera de cobro')}`, {
      token: ana.token,
    });
    expect(found.data.items).toHaveLength(1);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's prospect and never shows it", async () => {
    const prospect = await createProspect(ana, { title: 'Privado' });
    const luisAccount = await newAccount(ctx, luis.token);
    for (const res of [
      await patch(luis, prospect.id, { probability: 1 }),
      await call(ctx, 'DELETE', `/api/prospects/${prospect.id}`, { token: luis.token }),
      await realize(luis, prospect.id, { account_id: luisAccount, date: isoToday(ctx) }),
      await patch(ana, UNKNOWN_ID, { probability: 1 }),
    ]) {
      expect(res.status).toBe(404);
      expect(firstError(res).message).toBe('No encontramos este prospecto');
    }
    const luisList = (await call(ctx, 'GET', '/api/prospects', { token: luis.token })).data as unknown as Json[];
    expect(luisList.map((row) => row.title)).not.toContain('Privado');
    expect((await call(ctx, 'GET', '/api/prospects', { token: ana.token })).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Privado', probability: 50 })]),
    );
    expect((await call(ctx, 'GET', '/api/prospects')).status).toBe(401);
  });
});
