import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  balanceOf,
  getTx,
  newAccount,
  newTransfer,
  newTx,
  newUser,
  UNKNOWN_ID,
  type User,
} from '../../../test/helpers/money-helpers.ts';

const NOT_FOUND = 'No encontramos este movimiento';
const plain = (text: unknown) => String(text).replace(/[\u00a0\u202f]/g, ' ');

let ctx: TestContext;
let user: User;
let eur: string;
let savings: string;
let cop: string;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await newUser(ctx);
  eur = await newAccount(ctx, user.token, { name: 'Nómina', opening_balance: 100_000 });
  savings = await newAccount(ctx, user.token, { name: 'Colchón', type: 'savings' });
  cop = await newAccount(ctx, user.token, { name: 'Bancolombia', currency: 'COP' });
});
afterAll(async () => ctx.close());

const post = (body: Record<string, unknown>, token = user.token) =>
  call(ctx, 'POST', '/api/transactions', { token, body });
const patch = (id: string, body: Record<string, unknown>, token = user.token) =>
  call(ctx, 'PATCH', `/api/transactions/${id}`, { token, body });

describe('creating transactions', () => {
  it('records income as positive and expense as negative minor units in the account currency', async () => {
    const income = await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-01-31',
      amount: 250_000,
      payee: '  ACME SL ',
      category_id: user.cat('Salario'),
    });
    expect(income).toMatchObject({
      account_id: eur,
      date: '2026-01-31',
      amount: 250_000,
      currency: 'EUR',
      payee: 'ACME SL',
      kind: 'income',
      category_id: user.cat('Salario'),
      splits: [],
      counterpart: null,
      transfer_id: null,
    });
    const expense = await newTx(ctx, user.token, {
      account_id: cop,
      date: '2026-02-01',
      amount: -125_000,
      payee: 'Éxito',
      tags: ['Casa', 'casa', 'viaje'],
    });
    expect(expense).toMatchObject({
      amount: -125_000,
      currency: 'COP',
      kind: 'expense',
      tags: ['casa', 'viaje'],
      notes: '',
    });
    expect(await getTx(ctx, user.token, expense.id)).toEqual(expense);
  });

  it('refuses a zero amount, a float amount and a date that is not a calendar date', async () => {
    const zero = await post({ account_id: eur, date: '2026-01-01', amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.errors).toEqual([{ field: 'amount', message: 'El importe no puede ser cero' }]);
    expect((await post({ account_id: eur, date: '2026-01-01', amount: 10.5 })).errors?.[0]?.field).toBe('amount');
    for (const date of ['2026-02-30', '15/01/2026', '2026-1-5', '']) {
      const res = await post({ account_id: eur, date, amount: -100 });
      expect(res.status, date).toBe(400);
      expect(res.errors?.[0]?.field, date).toBe('date');
    }
  });

  it("refuses another user's account as a field error", async () => {
    const other = await newUser(ctx);
    const theirs = await newAccount(ctx, other.token);
    const res = await post({ account_id: theirs, date: '2026-01-01', amount: -100 });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([{ field: 'account_id', message: 'No encontramos esta cuenta' }]);
    expect((await post({ account_id: UNKNOWN_ID, date: '2026-01-01', amount: -100 })).errors?.[0]?.field).toBe(
      'account_id',
    );
  });
});

describe("another user's transactions", () => {
  it('answer 404 to GET, PATCH and DELETE and stay untouched', async () => {
    const other = await newUser(ctx);
    const theirAccount = await newAccount(ctx, other.token);
    const theirs = await newTx(ctx, other.token, {
      account_id: theirAccount,
      date: '2026-01-01',
      amount: -700,
      payee: 'Secreto',
    });
    for (const res of [
      await call(ctx, 'GET', `/api/transactions/${theirs.id}`, { token: user.token }),
      await patch(theirs.id, { payee: 'Hackeado' }),
      await call(ctx, 'DELETE', `/api/transactions/${theirs.id}`, { token: user.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.errors).toEqual([{ message: NOT_FOUND }]);
    }
    expect(await getTx(ctx, other.token, theirs.id)).toMatchObject({ payee: 'Secreto', amount: -700 });
  });

  it('cannot receive a transaction moved from my side', async () => {
    const other = await newUser(ctx);
    const theirAccount = await newAccount(ctx, other.token);
    const mine = await newTx(ctx, user.token, { account_id: eur, date: '2026-01-02', amount: -100 });
    const res = await patch(mine.id, { account_id: theirAccount });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.field).toBe('account_id');
    expect((await getTx(ctx, user.token, mine.id)).account_id).toBe(eur);
  });

  it('answers 400 to a malformed id', async () => {
    expect((await call(ctx, 'GET', '/api/transactions/no-es-un-id', { token: user.token })).status).toBe(404);
    expect((await patch('123', { payee: 'x' })).status).toBe(404);
    expect((await call(ctx, 'DELETE', '/api/transactions/123', { token: user.token })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/transactions/${UNKNOWN_ID}`, { token: user.token })).status).toBe(404);
  });
});

describe('split transactions', () => {
  const lines = () => [
    { category_id: user.cat('Supermercado'), amount: -1000, notes: 'comida' },
    { category_id: user.cat('Restaurantes'), amount: -2000 },
  ];

  it('creates a split whose lines add up to the total', async () => {
    const split = await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-02-03',
      amount: -3000,
      payee: 'Varios',
      splits: lines(),
    });
    expect(split.category_id).toBeNull();
    expect(split.splits).toMatchObject([
      { category_id: user.cat('Supermercado'), amount: -1000, notes: 'comida' },
      { category_id: user.cat('Restaurantes'), amount: -2000, notes: '' },
    ]);
  });

  it('refuses lines that do not add up, with the amounts in Spanish format', async () => {
    const res = await post({ account_id: eur, date: '2026-02-03', amount: -3050, splits: lines() });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.field).toBe('splits');
    expect(plain(res.errors?.[0]?.message)).toBe('La suma de las partes (-30,00 €) debe ser igual al total (-30,50 €)');
  });

  it('refuses a single line, a zero line and a category on the parent', async () => {
    const one = await post({
      account_id: eur,
      date: '2026-02-03',
      amount: -1000,
      splits: [{ category_id: null, amount: -1000 }],
    });
    expect(one.status).toBe(400);
    expect(one.errors).toEqual([{ field: 'splits', message: 'Una división necesita al menos dos partes' }]);
    const zero = await post({
      account_id: eur,
      date: '2026-02-03',
      amount: -1000,
      splits: [{ amount: -1000 }, { amount: 0 }],
    });
    expect(zero.status).toBe(400);
    expect(zero.errors?.[0]?.field).toBe('splits.1.amount');
    const withCategory = await post({
      account_id: eur,
      date: '2026-02-03',
      amount: -3000,
      category_id: user.cat('Gas'),
      splits: lines(),
    });
    expect(withCategory.status).toBe(400);
    expect(withCategory.errors?.[0]?.field).toBe('category_id');
  });

  it('refuses a new amount for a split unless new lines come with it', async () => {
    const split = await newTx(ctx, user.token, { account_id: eur, date: '2026-02-04', amount: -3000, splits: lines() });
    const alone = await patch(split.id, { amount: -4000 });
    expect(alone.status).toBe(400);
    expect(alone.errors?.[0]?.field).toBe('splits');
    expect((await getTx(ctx, user.token, split.id)).amount).toBe(-3000);
    const both = await patch(split.id, {
      amount: -4000,
      splits: [
        { category_id: null, amount: -1500 },
        { category_id: user.cat('Gas'), amount: -2500 },
      ],
    });
    expect(both.status).toBe(200);
    expect((both.data.splits as { amount: number }[]).map((line) => line.amount)).toEqual([-1500, -2500]);
    const renamed = await patch(split.id, { payee: 'Otro nombre', date: '2026-03-01' });
    expect(renamed.status).toBe(200);
    expect(
      (renamed.data.splits as { amount: number; category_id: string }[]).map((line) => [line.category_id, line.amount]),
    ).toEqual([
      [null, -1500],
      [user.cat('Gas'), -2500],
    ]);
  });

  it('turns a split back into a plain transaction with splits: []', async () => {
    const split = await newTx(ctx, user.token, { account_id: eur, date: '2026-02-05', amount: -3000, splits: lines() });
    const res = await patch(split.id, { splits: [], category_id: user.cat('Supermercado') });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      splits: [],
      category_id: user.cat('Supermercado'),
      amount: -3000,
      kind: 'expense',
    });
  });
});

describe('transfers', () => {
  it('creates two legs of opposite sign that point at each other', async () => {
    const before = await balanceOf(ctx, user.token, savings);
    const [out, into] = await newTransfer(ctx, user.token, {
      from_account_id: eur,
      to_account_id: savings,
      date: '2026-02-10',
      amount: 20_000,
      payee: 'Ahorro',
    });
    expect(out).toMatchObject({
      account_id: eur,
      amount: -20_000,
      kind: 'transfer',
      category_id: null,
      counterpart: { id: into.id, account_id: savings, amount: 20_000 },
    });
    expect(into).toMatchObject({
      account_id: savings,
      amount: 20_000,
      kind: 'transfer',
      transfer_id: out.transfer_id,
      counterpart: { id: out.id, account_id: eur, amount: -20_000 },
    });
    expect(await balanceOf(ctx, user.token, savings)).toBe(before + 20_000);
  });

  it('mirrors an amount edit on the other leg within one currency, from either side', async () => {
    const [out, into] = await newTransfer(ctx, user.token, {
      from_account_id: eur,
      to_account_id: savings,
      date: '2026-02-11',
      amount: 5000,
    });
    expect((await patch(out.id, { amount: -7000 })).status).toBe(200);
    expect((await getTx(ctx, user.token, into.id)).amount).toBe(7000);
    expect((await patch(into.id, { amount: 6500 })).status).toBe(200);
    expect((await getTx(ctx, user.token, out.id)).amount).toBe(-6500);
    const flipped = await patch(out.id, { amount: 6500 });
    expect(flipped.status).toBe(400);
    expect(flipped.errors?.[0]?.field).toBe('amount');
  });

  it('needs to_amount across currencies and keeps each leg amount on edits', async () => {
    const missing = await call(ctx, 'POST', '/api/transfers', {
      token: user.token,
      body: { from_account_id: eur, to_account_id: cop, date: '2026-02-12', amount: 10_000 },
    });
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual([
      {
        field: 'to_amount',
        message: 'Las cuentas tienen monedas distintas: indica cuánto llega a la cuenta de destino',
      },
    ]);
    const [out, into] = await newTransfer(ctx, user.token, {
      from_account_id: eur,
      to_account_id: cop,
      date: '2026-02-12',
      amount: 10_000,
      to_amount: 425_050,
    });
    expect([out.amount, out.currency, into.amount, into.currency]).toEqual([-10_000, 'EUR', 425_050, 'COP']);
    expect((await patch(out.id, { amount: -12_000 })).status).toBe(200);
    expect((await getTx(ctx, user.token, into.id)).amount).toBe(425_050);
    expect((await patch(into.id, { amount: 500_000 })).status).toBe(200);
    expect((await getTx(ctx, user.token, out.id)).amount).toBe(-12_000);
  });

  it('moves both legs when the date, payee or notes change', async () => {
    const [out, into] = await newTransfer(ctx, user.token, {
      from_account_id: eur,
      to_account_id: savings,
      date: '2026-02-13',
      amount: 1000,
    });
    expect((await patch(into.id, { date: '2026-03-01', payee: 'Traspaso', notes: 'mensual' })).status).toBe(200);
    expect(await getTx(ctx, user.token, out.id)).toMatchObject({
      date: '2026-03-01',
      payee: 'Traspaso',
      notes: 'mensual',
      amount: -1000,
    });
  });

  it('deletes both legs when one is deleted', async () => {
    const before = [await balanceOf(ctx, user.token, eur), await balanceOf(ctx, user.token, savings)];
    const [out, into] = await newTransfer(ctx, user.token, {
      from_account_id: eur,
      to_account_id: savings,
      date: '2026-02-14',
      amount: 3000,
    });
    const res = await call(ctx, 'DELETE', `/api/transactions/${into.id}`, { token: user.token });
    expect(res.data).toEqual({ message: 'Movimiento eliminado', undo_id: expect.any(String) });
    expect((await call(ctx, 'GET', `/api/transactions/${out.id}`, { token: user.token })).status).toBe(404);
    expect([await balanceOf(ctx, user.token, eur), await balanceOf(ctx, user.token, savings)]).toEqual(before);
  });

  it('refuses a category, splits, the same account twice or a foreign account', async () => {
    const [out, into] = await newTransfer(ctx, user.token, {
      from_account_id: eur,
      to_account_id: savings,
      date: '2026-02-15',
      amount: 1000,
    });
    const category = await patch(out.id, { category_id: user.cat('Gas') });
    expect(category.status).toBe(400);
    expect(category.errors).toEqual([{ field: 'category_id', message: 'Las transferencias no llevan categoría' }]);
    const splits = await patch(out.id, { splits: [{ amount: -500 }, { amount: -500 }] });
    expect(splits.errors?.[0]?.field).toBe('splits');
    const ontoOther = await patch(out.id, { account_id: savings });
    expect(ontoOther.status).toBe(400);
    expect(ontoOther.errors?.[0]?.field).toBe('account_id');
    expect((await getTx(ctx, user.token, into.id)).category_id).toBeNull();
    const same = await call(ctx, 'POST', '/api/transfers', {
      token: user.token,
      body: { from_account_id: eur, to_account_id: eur, date: '2026-02-15', amount: 1 },
    });
    expect(same.errors?.[0]?.field).toBe('to_account_id');
    const other = await newUser(ctx);
    const theirs = await newAccount(ctx, other.token);
    const foreign = await call(ctx, 'POST', '/api/transfers', {
      token: user.token,
      body: { from_account_id: eur, to_account_id: theirs, date: '2026-02-15', amount: 1 },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.errors?.[0]?.field).toBe('to_account_id');
  });
});

describe('rules on new transactions', () => {
  it('categorise a transaction created without category_id, but never override one given', async () => {
    const rule = await call(ctx, 'POST', '/api/rules', {
      token: user.token,
      body: { payee_contains: 'cafe', category_id: user.cat('Cafeterías') },
    });
    expect(rule.status).toBe(201);
    const matched = await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-02-20',
      amount: -250,
      payee: 'CAFÉ DE LA ESQUINA',
    });
    expect(matched.category_id).toBe(user.cat('Cafeterías'));
    const given = await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-02-20',
      amount: -250,
      payee: 'Cafe',
      category_id: user.cat('Restaurantes'),
    });
    expect(given.category_id).toBe(user.cat('Restaurantes'));
    const explicitNone = await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-02-20',
      amount: -250,
      payee: 'Cafe',
      category_id: null,
    });
    expect(explicitNone.category_id).toBeNull();
    const unmatched = await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-02-20',
      amount: -250,
      payee: 'Panadería',
    });
    expect(unmatched.category_id).toBeNull();
  });
});
