import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  balanceOf,
  getTx,
  newAccount,
  newTransfer,
  newTx,
  newUser,
  type Tx,
  UNKNOWN_ID,
  type User,
} from '../../../test/helpers/money-helpers.ts';
import { UNDO_GRACE_MS } from './undo.ts';

let ctx: TestContext;
let ana: User;
let anaId: string;
let luis: User;
let main: string;
let savings: string;
let dollars: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = await newUser(ctx);
  luis = await newUser(ctx);
  anaId = (await call(ctx, 'GET', '/api/me', { token: ana.token })).data.id as string;
  main = await newAccount(ctx, ana.token, { name: 'Cuenta nómina' });
  savings = await newAccount(ctx, ana.token, { name: 'Ahorro', type: 'savings' });
  dollars = await newAccount(ctx, ana.token, { name: 'Dólares', currency: 'USD' });
});
afterAll(async () => ctx.close());

const bulk = (token: string, body: Record<string, unknown>) =>
  call(ctx, 'POST', '/api/transactions/bulk', { token, body });
const undo = (token: string, id: string) => call(ctx, 'POST', `/api/transactions/undo/${id}`, { token });

type Rows = Record<string, unknown>[];
const rows = async (query: ReturnType<typeof sql>): Promise<Rows> =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: Rows }).rows;

/** Everything an undo must put back, read straight from the tables (totals kept by triggers included). */
async function ledger(userId: string) {
  return {
    transactions: await rows(sql`select to_jsonb(t) as row from transactions t where user_id = ${userId} order by id`),
    splits: await rows(sql`select to_jsonb(s) as row from transaction_splits s where user_id = ${userId} order by id`),
    // Months emptied by a deletion may keep a zero row; they hold no money, so they are left out.
    monthly: await rows(sql`select account_id, month, category_id, bucket, income, expense, count from monthly_totals
                             where user_id = ${userId} and count <> 0 order by 1, 2, 3, 4`),
    // Likewise an account's totals row created empty by a move that was undone.
    accounts: await rows(sql`select t.* from account_totals t join accounts a on a.id = t.account_id
                              where a.user_id = ${userId} and (t.sum <> 0 or t.uncleared_count <> 0) order by 1`),
  };
}

const day = (n: number) => `2026-0${1 + (n % 3)}-${String(1 + (n % 28)).padStart(2, '0')}`;

describe('undo a deletion', () => {
  it('puts back a split movement and both legs of a transfer, balances included', async () => {
    const split = await newTx(ctx, ana.token, {
      account_id: main,
      date: '2026-02-03',
      amount: -8_450,
      payee: 'Mercadona',
      splits: [
        { amount: -6_000, category_id: ana.cat('Supermercado') },
        { amount: -2_450, category_id: ana.cat('Restaurantes') },
      ],
    });
    const legs = await newTransfer(ctx, ana.token, {
      from_account_id: main,
      to_account_id: savings,
      date: '2026-02-04',
      amount: 20_000,
    });
    const before = await ledger(anaId);
    const balance = await balanceOf(ctx, ana.token, main);

    const removed = await call(ctx, 'DELETE', `/api/transactions/${split.id}`, { token: ana.token });
    expect(removed.status).toBe(200);
    expect(removed.data.message).toBe('Movimiento eliminado');
    const removedLegs = await bulk(ana.token, { ids: [legs[0].id], action: 'delete' });
    expect(removedLegs.data.affected).toBe(1);
    expect(await balanceOf(ctx, ana.token, main)).toBe(balance + 8_450 + 20_000);

    const first = await undo(ana.token, removedLegs.data.undo_id as string);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ restored: 2, message: 'Se restauraron 2 movimientos' });
    const second = await undo(ana.token, removed.data.undo_id as string);
    expect(second.data.restored).toBe(1);
    expect(await ledger(anaId)).toEqual(before);
    expect(await balanceOf(ctx, ana.token, main)).toBe(balance);
    expect((await getTx(ctx, ana.token, legs[1].id)).counterpart?.id).toBe(legs[0].id);
  });

  it('answers 409 to a second undo and 410 after the grace, in Spanish', async () => {
    const item = await newTx(ctx, ana.token, { account_id: main, date: '2026-02-05', amount: -1_200, payee: 'Café' });
    const removed = await call(ctx, 'DELETE', `/api/transactions/${item.id}`, { token: ana.token });
    const id = removed.data.undo_id as string;
    expect((await undo(ana.token, id)).status).toBe(200);
    const again = await undo(ana.token, id);
    expect(again.status).toBe(409);
    expect(again.errors?.[0]?.message).toBe('Este cambio ya se deshizo');

    const late = await call(ctx, 'DELETE', `/api/transactions/${item.id}`, { token: ana.token });
    ctx.clock.advance(UNDO_GRACE_MS + 1);
    const expired = await undo(ana.token, late.data.undo_id as string);
    expect(expired.status).toBe(410);
    expect(expired.errors?.[0]?.message).toBe('Ya pasó el tiempo para deshacer este cambio');
    expect((await call(ctx, 'GET', `/api/transactions/${item.id}`, { token: ana.token })).status).toBe(404);
  });

  it('answers 404 for another user’s change and for an unknown or malformed id', async () => {
    const item = await newTx(ctx, ana.token, { account_id: main, date: '2026-02-06', amount: -300, payee: 'Kiosco' });
    const removed = await call(ctx, 'DELETE', `/api/transactions/${item.id}`, { token: ana.token });
    const id = removed.data.undo_id as string;
    expect((await undo(luis.token, id)).status).toBe(404);
    expect((await undo(ana.token, UNKNOWN_ID)).status).toBe(404);
    expect((await undo(ana.token, '123')).status).toBe(404);
    // Luis's try did not use it up.
    expect((await undo(ana.token, id)).status).toBe(200);
  });

  it('brings back a household split and an attached file with the movement', async () => {
    const paid = await newTx(ctx, ana.token, { account_id: main, date: '2026-02-08', amount: -9_000, payee: 'Cena' });
    await ctx.database.db.execute(sql`
      insert into shared_expenses (transaction_id, user_id, paid_by, method) values (${paid.id}, ${anaId}, ${anaId}, 'equal')`);
    await ctx.database.db.execute(sql`
      insert into expense_shares (transaction_id, member_id, amount) values (${paid.id}, ${anaId}, 9000)`);
    const fileId = '0190a000-0000-7000-8000-0000000000f1';
    await ctx.database.db.execute(sql`
      insert into attachments (id, user_id, transaction_id, file_name, content_type, size)
      values (${fileId}, ${anaId}, ${paid.id}, 'ticket.jpg', 'image/jpeg', 1200)`);
    const links = async () => ({
      shares: await rows(sql`select member_id, amount from expense_shares where transaction_id = ${paid.id}`),
      file: await rows(sql`select transaction_id from attachments where id = ${fileId}`),
    });
    const before = await links();
    expect(before.shares).toHaveLength(1);

    const removed = await call(ctx, 'DELETE', `/api/transactions/${paid.id}`, { token: ana.token });
    expect((await links()).shares).toEqual([]);
    // Unlinked, not deleted, while the undo lasts.
    expect((await links()).file).toEqual([{ transaction_id: null }]);
    expect((await undo(ana.token, removed.data.undo_id as string)).status).toBe(200);
    expect(await links()).toEqual(before);

    // Not undone: the file goes with the copy, a minute after the grace.
    const again = await call(ctx, 'DELETE', `/api/transactions/${paid.id}`, { token: ana.token });
    expect(again.status).toBe(200);
    ctx.clock.advance(UNDO_GRACE_MS + 61_000);
    const other = await newTx(ctx, ana.token, { account_id: main, date: '2026-02-09', amount: -100, payee: 'Chicle' });
    await call(ctx, 'DELETE', `/api/transactions/${other.id}`, { token: ana.token });
    expect((await links()).file).toEqual([]);
  });

  it('refuses with 409 when the account is gone, and keeps nothing half done', async () => {
    const spare = await newAccount(ctx, ana.token, { name: 'Efectivo', type: 'cash' });
    const item = await newTx(ctx, ana.token, { account_id: spare, date: '2026-02-07', amount: -500, payee: 'Pan' });
    const removed = await call(ctx, 'DELETE', `/api/transactions/${item.id}`, { token: ana.token });
    expect((await call(ctx, 'DELETE', `/api/accounts/${spare}`, { token: ana.token })).status).toBe(200);
    const res = await undo(ana.token, removed.data.undo_id as string);
    expect(res.status).toBe(409);
    expect(res.errors?.[0]?.message).toMatch(/No se puede deshacer/);
  });
});

describe('bulk edits and their undo', () => {
  let items: Tx[];
  beforeAll(async () => {
    items = [
      await newTx(ctx, ana.token, { account_id: main, date: '2026-03-01', amount: -2_000, payee: 'Repsol' }),
      await newTx(ctx, ana.token, { account_id: main, date: '2026-03-02', amount: -3_500, payee: 'Cepsa' }),
    ];
  });

  it('moves, renames and marks as cleared, each undone exactly', async () => {
    const ids = items.map((item) => item.id);
    for (const body of [
      { action: 'move', account_id: savings },
      { action: 'rename', payee: 'Gasolinera' },
      { action: 'clear' },
      { action: 'categorize', category_id: ana.cat('Gas') },
    ]) {
      const before = await ledger(anaId);
      const res = await bulk(ana.token, { ids, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.data.affected).toBe(2);
      expect(await ledger(anaId)).not.toEqual(before);
      expect((await undo(ana.token, res.data.undo_id as string)).status).toBe(200);
      expect(await ledger(anaId)).toEqual(before);
    }
  });

  it('refuses bad input with Spanish field errors, and another user’s account', async () => {
    const ids = [items[0]!.id];
    const noAccount = await bulk(ana.token, { ids, action: 'move' });
    expect(noAccount.status).toBe(400);
    expect(noAccount.errors?.[0]).toMatchObject({ field: 'account_id', message: 'Elige la cuenta' });
    const otherCurrency = await bulk(ana.token, { ids, action: 'move', account_id: dollars });
    expect(otherCurrency.status).toBe(400);
    expect(otherCurrency.errors?.[0]?.message).toMatch(/USD/);
    const luisAccount = await newAccount(ctx, luis.token);
    expect((await bulk(ana.token, { ids, action: 'move', account_id: luisAccount })).status).toBe(400);
    const noPayee = await bulk(ana.token, { ids, action: 'rename', payee: '   ' });
    expect(noPayee.status).toBe(400);
    const unknownAction = await bulk(ana.token, { ids, action: 'explode' });
    expect(unknownAction.status).toBe(400);
  });

  it('changes nothing of another user and offers no undo then', async () => {
    const theirs = await newTx(ctx, luis.token, {
      account_id: await newAccount(ctx, luis.token),
      date: '2026-03-03',
      amount: -100,
      payee: 'Suyo',
    });
    const res = await bulk(ana.token, { ids: [theirs.id], action: 'rename', payee: 'Mío' });
    expect(res.data).toEqual({ affected: 0, undo_id: null });
    expect((await getTx(ctx, luis.token, theirs.id)).payee).toBe('Suyo');
  });
});

describe('property: any deletion or bulk edit then undo leaves the ledger as it was', () => {
  const shape = fc.record({
    kind: fc.constantFrom('plain', 'split', 'transfer'),
    amount: fc.integer({ min: 2, max: 500_000 }),
    day: fc.nat(200),
    pick: fc.boolean(),
  });
  const change = fc.constantFrom(
    { action: 'delete' },
    { action: 'single-delete' },
    { action: 'move', account_id: 'savings' },
    { action: 'rename', payee: 'Otro nombre' },
    { action: 'clear' },
    { action: 'unclear' },
    { action: 'tag', tag: 'viaje' },
    { action: 'categorize', category_id: 'Ocio' },
  );

  it('holds for random ledgers and selections', async () => {
    const me = await newUser(ctx);
    const myId = (await call(ctx, 'GET', '/api/me', { token: me.token })).data.id as string;
    const a = await newAccount(ctx, me.token, { name: 'Corriente' });
    const b = await newAccount(ctx, me.token, { name: 'Ahorro', type: 'savings' });
    await fc.assert(
      fc.asyncProperty(fc.array(shape, { minLength: 1, maxLength: 5 }), change, async (shapes, edit) => {
        const made: string[] = [];
        for (const item of shapes) {
          const date = day(item.day);
          if (item.kind === 'transfer') {
            const legs = await newTransfer(ctx, me.token, {
              from_account_id: a,
              to_account_id: b,
              date,
              amount: item.amount,
            });
            if (item.pick) made.push(legs[item.amount % 2]!.id);
          } else {
            const half = Math.floor(item.amount / 2);
            const created = await newTx(ctx, me.token, {
              account_id: a,
              date,
              amount: -item.amount,
              payee: 'Tienda',
              ...(item.kind === 'split'
                ? {
                    splits: [{ amount: -half }, { amount: -(item.amount - half), category_id: me.cat('Restaurantes') }],
                  }
                : { category_id: me.cat('Supermercado') }),
            });
            if (item.pick) made.push(created.id);
          }
        }
        if (made.length === 0) return;
        const before = await ledger(myId);
        let undoId: string;
        if (edit.action === 'single-delete') {
          const res = await call(ctx, 'DELETE', `/api/transactions/${made[0]}`, { token: me.token });
          undoId = res.data.undo_id as string;
        } else {
          const body = {
            ...edit,
            ids: made,
            ...(edit.account_id ? { account_id: b } : {}),
            ...(edit.category_id ? { category_id: me.cat(edit.category_id) } : {}),
          };
          const res = await bulk(me.token, body);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          if (res.data.undo_id === null) return;
          undoId = res.data.undo_id as string;
        }
        expect((await undo(me.token, undoId)).status).toBe(200);
        expect(await ledger(myId)).toEqual(before);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
