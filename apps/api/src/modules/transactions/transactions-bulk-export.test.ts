import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  getTx,
  newAccount,
  newTransfer,
  newTx,
  newUser,
  type Tx,
  type User,
} from '../../../test/helpers/money-helpers.ts';

let ctx: TestContext;
let ana: User;
let luis: User;
let anaAccount: string;
let anaSavings: string;
let luisAccount: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = await newUser(ctx);
  luis = await newUser(ctx);
  anaAccount = await newAccount(ctx, ana.token, { name: 'Principal' });
  anaSavings = await newAccount(ctx, ana.token, { name: 'Ahorro', type: 'savings' });
  luisAccount = await newAccount(ctx, luis.token, { name: 'De Luis' });
});
afterAll(async () => ctx.close());

const bulk = (token: string, body: Record<string, unknown>) =>
  call(ctx, 'POST', '/api/transactions/bulk', { token, body });

describe('bulk actions', () => {
  let plainA: Tx;
  let plainB: Tx;
  let split: Tx;
  let legs: [Tx, Tx];
  let foreign: Tx;
  beforeAll(async () => {
    plainA = await newTx(ctx, ana.token, { account_id: anaAccount, date: '2026-03-01', amount: -100, payee: 'Uno' });
    plainB = await newTx(ctx, ana.token, {
      account_id: anaAccount,
      date: '2026-03-02',
      amount: -200,
      payee: 'Dos',
      tags: ['viejo'],
    });
    split = await newTx(ctx, ana.token, {
      account_id: anaAccount,
      date: '2026-03-03',
      amount: -300,
      splits: [{ amount: -100 }, { amount: -200 }],
    });
    legs = await newTransfer(ctx, ana.token, {
      from_account_id: anaAccount,
      to_account_id: anaSavings,
      date: '2026-03-04',
      amount: 500,
    });
    foreign = await newTx(ctx, luis.token, {
      account_id: luisAccount,
      date: '2026-03-01',
      amount: -900,
      payee: 'Ajeno',
      tags: ['suyo'],
    });
  });

  it('categorises only my plain rows, skipping transfers, splits and other users', async () => {
    const ids = [plainA.id, plainB.id, split.id, legs[0].id, foreign.id];
    const res = await bulk(ana.token, { ids, action: 'categorize', category_id: ana.cat('Gas') });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ affected: 2 });
    expect((await getTx(ctx, ana.token, plainA.id)).category_id).toBe(ana.cat('Gas'));
    expect((await getTx(ctx, ana.token, plainB.id)).category_id).toBe(ana.cat('Gas'));
    expect((await getTx(ctx, ana.token, split.id)).category_id).toBeNull();
    expect((await getTx(ctx, ana.token, legs[0].id)).category_id).toBeNull();
    expect((await getTx(ctx, luis.token, foreign.id)).category_id).toBeNull();
    const cleared = await bulk(ana.token, { ids: [plainA.id], action: 'categorize', category_id: null });
    expect(cleared.data).toMatchObject({ affected: 1 });
    expect((await getTx(ctx, ana.token, plainA.id)).category_id).toBeNull();
  });

  it('needs a category of my own to categorise', async () => {
    const missing = await bulk(ana.token, { ids: [plainA.id], action: 'categorize' });
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual([{ field: 'category_id', message: 'Elige la categoría' }]);
    const theirs = await bulk(ana.token, { ids: [plainA.id], action: 'categorize', category_id: luis.cat('Gas') });
    expect(theirs.status).toBe(400);
    expect(theirs.errors?.[0]?.field).toBe('category_id');
  });

  it('tags once and untags, only on my rows', async () => {
    const ids = [plainA.id, plainB.id, foreign.id];
    expect((await bulk(ana.token, { ids, action: 'tag', tag: ' Viaje ' })).data).toMatchObject({ affected: 2 });
    expect((await bulk(ana.token, { ids, action: 'tag', tag: 'viaje' })).data).toMatchObject({ affected: 2 });
    expect((await getTx(ctx, ana.token, plainA.id)).tags).toEqual(['viaje']);
    expect((await getTx(ctx, ana.token, plainB.id)).tags).toEqual(['viejo', 'viaje']);
    expect((await getTx(ctx, luis.token, foreign.id)).tags).toEqual(['suyo']);
    expect((await bulk(ana.token, { ids: [plainB.id, foreign.id], action: 'untag', tag: 'viejo' })).data).toMatchObject(
      {
        affected: 1,
      },
    );
    expect((await getTx(ctx, ana.token, plainB.id)).tags).toEqual(['viaje']);
    const noTag = await bulk(ana.token, { ids, action: 'tag' });
    expect(noTag.errors).toEqual([{ field: 'tag', message: 'Escribe la etiqueta' }]);
    expect((await bulk(luis.token, { ids: [foreign.id], action: 'untag', tag: 'suyo' })).data).toMatchObject({
      affected: 1,
    });
  });

  it('deletes my rows, takes a transfer leg partner along and leaves other users alone', async () => {
    const res = await bulk(ana.token, { ids: [plainA.id, legs[1].id, foreign.id], action: 'delete' });
    expect(res.status).toBe(200);
    for (const id of [plainA.id, legs[0].id, legs[1].id]) {
      expect((await call(ctx, 'GET', `/api/transactions/${id}`, { token: ana.token })).status).toBe(404);
    }
    expect((await getTx(ctx, ana.token, plainB.id)).amount).toBe(-200);
    expect((await getTx(ctx, luis.token, foreign.id)).amount).toBe(-900);
    const balances = (await call(ctx, 'GET', '/api/accounts', { token: ana.token })).data as unknown as {
      id: string;
      balance: number;
    }[];
    expect(balances.find((account) => account.id === anaSavings)?.balance).toBe(0);
    expect(balances.find((account) => account.id === anaAccount)?.balance).toBe(-500);
  });

  it('validates the request', async () => {
    expect((await bulk(ana.token, { ids: [], action: 'delete' })).status).toBe(400);
    expect((await bulk(ana.token, { ids: ['x'], action: 'delete' })).status).toBe(400);
    expect((await bulk(ana.token, { ids: [plainB.id], action: 'archive' })).errors?.[0]?.field).toBe('action');
  });
});

describe('CSV export', () => {
  let user: User;
  let eur: string;
  let cop: string;
  beforeAll(async () => {
    user = await newUser(ctx);
    eur = await newAccount(ctx, user.token, { name: 'Nómina' });
    cop = await newAccount(ctx, user.token, { name: 'Bogotá', currency: 'COP' });
    await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-01-05',
      amount: -4530,
      payee: 'Mercadona',
      category_id: user.cat('Supermercado'),
      tags: ['casa', 'comida'],
    });
    await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-01-06',
      amount: 5,
      payee: '=HYPERLINK("http://x")',
      notes: '+34 600 000 000',
    });
    await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-01-07',
      amount: -100,
      payee: '-menos',
      notes: '@SUM(A1)',
    });
    await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-01-08',
      amount: -250,
      payee: 'Bar; "El Sitio"',
      notes: 'línea 1\nlínea 2',
    });
    await newTx(ctx, user.token, { account_id: cop, date: '2026-01-09', amount: -125_000, payee: 'Éxito' });
    await newTx(ctx, user.token, {
      account_id: eur,
      date: '2026-01-10',
      amount: -3000,
      payee: 'Varios',
      splits: [{ amount: -1000 }, { amount: -2000 }],
    });
    await newTransfer(ctx, user.token, {
      from_account_id: eur,
      to_account_id: cop,
      date: '2026-01-11',
      amount: 1000,
      to_amount: 42_000,
    });
    await newTx(ctx, luis.token, { account_id: luisAccount, date: '2026-01-05', amount: -1, payee: 'De otro usuario' });
  });

  const exportCsv = async (query = '') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/transactions/export${query}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('answers a UTF-8 CSV attachment with a ";" header line', async () => {
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="movimientos-${ctx.clock.now().toISOString().slice(0, 10)}.csv"`,
    );
    expect(res.body.split('\n')[0]).toBe(
      '\ufefffecha;cuenta;tipo;importe;moneda;beneficiario;categoría;etiquetas;notas',
    );
  });

  it('writes one line per transaction, newest first, with Spanish decimal amounts', async () => {
    const lines = (await exportCsv()).body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toMatch(/^fecha;/);
    expect(lines).toContain('2026-01-05;Nómina;Gasto;-45,30;EUR;Mercadona;Supermercado;casa, comida;');
    expect(lines).toContain('2026-01-09;Bogotá;Gasto;-125000;COP;Éxito;;;');
    expect(lines).toContain('2026-01-10;Nómina;Gasto;-30,00;EUR;Varios;Dividida;;');
    expect(lines).toContain('2026-01-11;Nómina;Transferencia;-10,00;EUR;;;;');
    expect(lines).toContain('2026-01-11;Bogotá;Transferencia;42000;COP;;;;');
    expect(lines.filter((line) => line.startsWith('2026-')).map((line) => line.slice(0, 10))).toEqual([
      '2026-01-11',
      '2026-01-11',
      '2026-01-10',
      '2026-01-09',
      '2026-01-08',
      '2026-01-07',
      '2026-01-06',
      '2026-01-05',
    ]);
    expect((await exportCsv()).body).not.toContain('De otro usuario');
  });

  it('neutralises cells a spreadsheet would run as formulas and quotes ";", quotes and new lines', async () => {
    const body = (await exportCsv()).body;
    expect(body).toContain(`2026-01-06;Nómina;Ingreso;0,05;EUR;"'=HYPERLINK(""http://x"")";;;'+34 600 000 000\n`);
    expect(body).toContain(`2026-01-07;Nómina;Gasto;-1,00;EUR;'-menos;;;'@SUM(A1)\n`);
    expect(body).toContain(`2026-01-08;Nómina;Gasto;-2,50;EUR;"Bar; ""El Sitio""";;;"línea 1\nlínea 2"\n`);
  });

  it('applies the list filters', async () => {
    const rows = (query: string) =>
      exportCsv(query).then((res) =>
        res.body
          .replace(/^\ufeff/, '')
          .trimEnd()
          .split('\n')
          .slice(1),
      );
    expect(await rows(`?account_ids=${cop}`)).toEqual([
      '2026-01-11;Bogotá;Transferencia;42000;COP;;;;',
      '2026-01-09;Bogotá;Gasto;-125000;COP;Éxito;;;',
    ]);
    expect(await rows('?q=merca')).toEqual(['2026-01-05;Nómina;Gasto;-45,30;EUR;Mercadona;Supermercado;casa, comida;']);
    expect(await rows('?kind=income')).toHaveLength(1);
    expect(await rows('?from=2026-01-12')).toEqual([]);
  });
});
