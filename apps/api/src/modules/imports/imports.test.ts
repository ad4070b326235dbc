import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  balanceOf,
  fixture,
  listAll,
  newAccount,
  newTx,
  newUser,
  UNKNOWN_ID,
  upload,
  type User,
} from '../../../test/helpers/money-helpers.ts';

let ctx: TestContext;
let user: User;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await newUser(ctx);
});
afterAll(async () => ctx.close());

type Row = { row: number; date: string; amount: number; payee: string; notes: string };
type Analysis = {
  total: number;
  valid: number;
  errors: { row: number; message: string }[];
  error_count: number;
  duplicates: (Row & { existing: { id: string } })[];
  duplicate_count: number;
  preview: Row[];
  currency: string;
};

async function start(accountId: string, name: string, bytes: Buffer | string = fixture(name)) {
  const res = await upload(ctx, user.token, accountId, name, bytes);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data as {
    import: { id: string; format: string; total_rows: number };
    options: Record<string, unknown> | null;
    headers: string[];
    sample: string[][];
    saved_mapping: boolean;
  };
}
const analyze = async (id: string, body: Record<string, unknown> = {}) => {
  const res = await call(ctx, 'POST', `/api/imports/${id}/analyze`, { token: user.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Analysis;
};
const commit = (id: string, body: Record<string, unknown> = {}, token = user.token) =>
  call(ctx, 'POST', `/api/imports/${id}/commit`, { token, body });
/** The file's reading of a preview row (the preview also says the clean payee and category it will get: payees.test.ts). */
const asRead = ({ row, date, amount, payee, notes }: Row) => ({ row, date, amount, payee, notes });
const pick = (rows: Row[], ...numbers: number[]) =>
  numbers.map((number) => rows.find((row) => row.row === number)).map((row) => row && asRead(row));
// Imported rows keep a clean payee and the bank's own text in original_text (docs/architecture.md §4.9).
const bankText = (row: object) => (row as { original_text?: string }).original_text || (row as { payee: string }).payee;
const COFFEE = '17/01/2026;17/01/2026;CAFETERIA LA ESQUINA;Pago con tarjeta;-2,50;EUR;4.102,20;EUR;';
const BBVA_HEADER = 'Fecha;Fecha valor;Concepto;Movimiento;Importe;Divisa;Disponible;Divisa;Observaciones';

describe('reading bank files', () => {
  it.each([
    [
      'bbva-espana.csv',
      'EUR',
      { delimiter: ';', encoding: 'utf-8', date_format: 'DD/MM/YYYY', decimal: ',', amount_column: 4, payee_column: 2 },
      6,
      [
        { row: 2, date: '2026-01-15', amount: -4530, payee: 'MERCADONA VALENCIA', notes: '' },
        { row: 3, date: '2026-01-16', amount: 215_000, payee: 'NOMINA ENERO ACME SL', notes: 'Nómina' },
      ],
    ],
    [
      'caixabank-latin1.csv',
      'EUR',
      { delimiter: ';', encoding: 'windows-1252', date_column: 1, amount_column: 2, payee_column: 0 },
      3,
      [
        { row: 2, date: '2026-02-02', amount: -5421, payee: 'RECIBO ENDESA ENERGÍA', notes: '' },
        { row: 4, date: '2026-02-05', amount: 31_240, payee: 'DEVOLUCIÓN AEAT', notes: '' },
      ],
    ],
    [
      'santander-espana.csv',
      'EUR',
      { delimiter: ',', encoding: 'utf-8', decimal: ',', amount_column: 3, payee_column: 2 },
      3,
      [
        { row: 3, date: '2026-03-11', amount: 1500, payee: 'Bizum de Laura: cena', notes: '' },
        { row: 4, date: '2026-03-12', amount: -30_000, payee: 'Transferencia "ahorro" mensual', notes: '' },
      ],
    ],
    [
      'bancolombia.csv',
      'COP',
      { delimiter: ',', date_format: 'YYYY/MM/DD', decimal: '.', amount_column: 4, payee_column: 1 },
      4,
      [
        { row: 2, date: '2026-01-05', amount: -125_000, payee: 'COMPRA EN EXITO CALLE 80', notes: '' },
        { row: 4, date: '2026-01-15', amount: 3_500_000, payee: 'ABONO NOMINA EMPRESA SAS', notes: '' },
      ],
    ],
    [
      'banco-chile.csv',
      'CLP',
      { delimiter: ';', amount_column: null, debit_column: 2, credit_column: 3 },
      3,
      [
        { row: 2, date: '2026-01-15', amount: -12_500, payee: 'COMPRA JUMBO LAS CONDES', notes: '' },
        { row: 3, date: '2026-01-16', amount: 250_000, payee: 'TRANSFERENCIA DE JUAN PEREZ', notes: '' },
      ],
    ],
    [
      'bbva-mexico.csv',
      'MXN',
      { delimiter: ',', decimal: '.', amount_column: null, debit_column: 2, credit_column: 3 },
      3,
      [
        { row: 2, date: '2026-02-05', amount: -8550, payee: 'OXXO INSURGENTES', notes: '' },
        { row: 3, date: '2026-02-06', amount: 1_500_000, payee: 'SPEI RECIBIDO NOMINA', notes: '' },
        { row: 4, date: '2026-02-07', amount: -123_456, payee: 'WALMART SUPERCENTER', notes: '' },
      ],
    ],
  ] as const)(
    '%s in %s: detects the options and reads the rows exactly',
    async (name, currency, options, total, rows) => {
      const account = await newAccount(ctx, user.token, { currency });
      const started = await start(account, name);
      expect(started).toMatchObject({
        options: { has_header: true, ...options },
        saved_mapping: false,
        import: { format: 'csv', total_rows: total },
      });
      const analysis = await analyze(started.import.id);
      expect(analysis).toMatchObject({ total, valid: total, error_count: 0, duplicate_count: 0, currency });
      expect(pick(analysis.preview, ...rows.map((row) => row.row))).toEqual(rows);
    },
  );

  it('reads an OFX statement with its FITIDs and needs no options', async () => {
    const account = await newAccount(ctx, user.token);
    const started = await start(account, 'extracto.ofx');
    expect(started).toMatchObject({ options: null, import: { format: 'ofx', total_rows: 3 } });
    expect((await analyze(started.import.id)).preview.map(asRead)).toEqual([
      { row: 1, date: '2026-02-03', amount: -3245, payee: 'LIDL MADRID', notes: 'Compra tarjeta' },
      { row: 2, date: '2026-02-05', amount: 150_000, payee: 'TRANSFERENCIA NOMINA', notes: '' },
      { row: 3, date: '2026-02-10', amount: -999, payee: 'NETFLIX.COM', notes: 'Suscripción' },
    ]);
  });

  it('decodes an OFX file written in Windows-1252, as its CHARSET:1252 header says', async () => {
    // BUG: parse-file.ts always decodes OFX as UTF-8, so "Suscripción" arrives as "Suscripci\uFFFDn".
    const account = await newAccount(ctx, user.token);
    const latin1 = Buffer.from(fixture('extracto.ofx').toString('utf8'), 'latin1');
    const started = await start(account, 'extracto-1252.ofx', latin1);
    expect(pick((await analyze(started.import.id)).preview, 3)).toEqual([
      { row: 3, date: '2026-02-10', amount: -999, payee: 'NETFLIX.COM', notes: 'Suscripción' },
    ]);
  });

  it('re-reads a pending file with the options the user chose', async () => {
    const account = await newAccount(ctx, user.token);
    const started = await start(account, 'bbva-espana.csv');
    const analysis = await analyze(started.import.id, {
      options: { ...started.options, invert_sign: true, notes_column: 3 },
    });
    expect(pick(analysis.preview, 2)).toEqual([
      { row: 2, date: '2026-01-15', amount: 4530, payee: 'MERCADONA VALENCIA', notes: 'Pago con tarjeta' },
    ]);
    const noAmount = await call(ctx, 'POST', `/api/imports/${started.import.id}/analyze`, {
      token: user.token,
      body: { options: { ...started.options, amount_column: null } },
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.errors).toEqual([
      { field: 'options.amount_column', message: 'Elige la columna del importe (o las de cargo y abono)' },
    ]);
  });

  it('stores the pending file gzip-compressed, and still reads files stored uncompressed before', async () => {
    const account = await newAccount(ctx, user.token);
    const big = [BBVA_HEADER, ...Array.from({ length: 2000 }, () => COFFEE)].join('\n');
    const started = await start(account, 'grande.csv', big);
    const stored = async (id: string) =>
      Buffer.from(
        (
          (await ctx.database.db.execute(sql`select content from imports where id = ${id}`)) as unknown as {
            rows: { content: Uint8Array }[];
          }
        ).rows[0]!.content,
      );
    const compressed = await stored(started.import.id);
    expect([compressed[0], compressed[1]]).toEqual([0x1f, 0x8b]);
    expect(compressed.length).toBeLessThan(Buffer.byteLength(big) / 10);
    expect((await analyze(started.import.id)).valid).toBe(2000);

    const legacy = await start(account, 'bbva-espana.csv');
    await ctx.database.db.execute(
      sql`update imports set content = ${fixture('bbva-espana.csv')} where id = ${legacy.import.id}`,
    );
    expect((await stored(legacy.import.id)).equals(fixture('bbva-espana.csv'))).toBe(true);
    expect((await analyze(legacy.import.id)).valid).toBe(6);
  });

  it('reports the broken rows of malformed.csv in Spanish, and commits nothing', async () => {
    const account = await newAccount(ctx, user.token);
    await newTx(ctx, user.token, { account_id: account, date: '2026-01-15', amount: -1, payee: 'Ya estaba' });
    const started = await start(account, 'malformed.csv');
    const analysis = await analyze(started.import.id);
    expect(analysis).toMatchObject({ total: 4, valid: 2, error_count: 2 });
    expect(analysis.errors).toEqual([
      { row: 3, message: 'La fecha "32/01/2026" no tiene el formato DD/MM/YYYY o no es válida' },
      { row: 4, message: 'Importe no válido: "abc" no es un importe válido' },
    ]);
    const res = await commit(started.import.id);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      {
        field: 'file',
        message:
          'El archivo tiene 2 filas con errores. Corrige el archivo o la configuración de columnas; no se importó nada.',
        errors: [
          { message: 'Fila 3: La fecha "32/01/2026" no tiene el formato DD/MM/YYYY o no es válida' },
          { message: 'Fila 4: Importe no válido: "abc" no es un importe válido' },
        ],
      },
    ]);
    expect(await listAll(ctx, user.token, `account_ids=${account}`)).toHaveLength(1);
    expect((await call(ctx, 'GET', `/api/imports/${started.import.id}`, { token: user.token })).data).toMatchObject({
      import: { status: 'pending', imported_count: 0 },
    });
  });

  it('refuses an empty file, a foreign account and a missing token', async () => {
    const account = await newAccount(ctx, user.token);
    for (const bytes of ['', '\n\n  \n']) {
      const empty = await upload(ctx, user.token, account, 'vacio.csv', bytes);
      expect(empty.status).toBe(400);
      expect(empty.errors).toEqual([{ field: 'file', message: 'El archivo está vacío' }]);
    }
    const other = await newUser(ctx);
    const foreign = await upload(
      ctx,
      user.token,
      await newAccount(ctx, other.token),
      'x.csv',
      fixture('bbva-espana.csv'),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.errors?.[0]?.field).toBe('account_id');
    expect((await upload(ctx, '', account, 'x.csv', fixture('bbva-espana.csv'))).status).toBe(401);
  });
});

describe('committing and duplicates', () => {
  it('imports every row, applying rules; a second commit answers 409', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 1000 });
    await call(ctx, 'POST', '/api/rules', {
      token: user.token,
      body: { payee_contains: 'mercadona', category_id: user.cat('Supermercado') },
    });
    const started = await start(account, 'bbva-espana.csv');
    const res = await commit(started.import.id);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      status: 'committed',
      total_rows: 6,
      imported_count: 6,
      duplicate_count: 0,
      committed_at: expect.any(String),
    });
    const rows = await listAll(ctx, user.token, `account_ids=${account}`);
    expect(rows.map((row) => row.amount).sort((a, b) => a - b)).toEqual([-85_000, -6812, -4530, -250, -250, 215_000]);
    expect(rows.find((row) => bankText(row) === 'MERCADONA VALENCIA')?.category_id).toBe(user.cat('Supermercado'));
    // The account had no movements and the file's "Disponible" column states the balances: the
    // account now opens at the bank's 2.000,00 € before the first row and ends at its 3.181,58 €.
    expect(await balanceOf(ctx, user.token, account)).toBe(318_158);
    const again = await commit(started.import.id);
    expect(again.status).toBe(409);
    expect(again.errors).toEqual([{ message: 'Esta importación ya se procesó' }]);
    expect(
      (await call(ctx, 'POST', `/api/imports/${started.import.id}/analyze`, { token: user.token, body: {} })).status,
    ).toBe(409);
    expect((await call(ctx, 'GET', `/api/imports/${started.import.id}`, { token: user.token })).data).toMatchObject({
      processed: 6,
      total: 6,
    });
  });

  it('commits a file once even when two commits race', async () => {
    const account = await newAccount(ctx, user.token);
    const started = await start(account, 'bbva-espana.csv');
    const results = await Promise.all([commit(started.import.id), commit(started.import.id)]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await listAll(ctx, user.token, `account_ids=${account}`)).toHaveLength(6);
  });

  it('flags every row of a re-uploaded file and imports none unless the user keeps some', async () => {
    const account = await newAccount(ctx, user.token);
    await commit((await start(account, 'bbva-espana.csv')).import.id);
    const second = await start(account, 'bbva-espana.csv');
    const analysis = await analyze(second.import.id);
    expect(analysis.duplicate_count).toBe(6);
    expect(analysis.duplicates.map((row) => row.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(new Set(analysis.duplicates.map((row) => row.existing.id)).size).toBe(6);
    const none = await commit(second.import.id);
    expect(none.data).toMatchObject({ imported_count: 0, duplicate_count: 6 });
    expect(await listAll(ctx, user.token, `account_ids=${account}`)).toHaveLength(6);
    const third = await start(account, 'bbva-espana.csv');
    expect((await commit(third.import.id, { include_duplicate_rows: [2, 4] })).data).toMatchObject({
      imported_count: 2,
      duplicate_count: 6,
    });
    const rows = await listAll(ctx, user.token, `account_ids=${account}`);
    expect(rows.filter((row) => bankText(row) === 'MERCADONA VALENCIA')).toHaveLength(2);
    expect(rows.filter((row) => bankText(row) === 'CAFETERIA LA ESQUINA')).toHaveLength(3);
  });

  it('counts identical coffees as a multiset: two again are both flagged, three flag two and import one', async () => {
    const account = await newAccount(ctx, user.token);
    await commit((await start(account, 'bbva-espana.csv')).import.id);
    const twice = await start(account, 'cafes.csv', [BBVA_HEADER, COFFEE, COFFEE].join('\n'));
    expect((await analyze(twice.import.id)).duplicate_count).toBe(2);
    const thrice = await start(account, 'cafes.csv', [BBVA_HEADER, COFFEE, COFFEE, COFFEE].join('\n'));
    const analysis = await analyze(thrice.import.id);
    expect(analysis.duplicate_count).toBe(2);
    expect((await commit(thrice.import.id)).data).toMatchObject({ imported_count: 1, duplicate_count: 2 });
    expect(
      (await listAll(ctx, user.token, `account_ids=${account}`)).filter(
        (row) => bankText(row) === 'CAFETERIA LA ESQUINA',
      ),
    ).toHaveLength(3);
  });

  it('matches OFX rows by FITID, and keeps a genuine repeat that has a new FITID', async () => {
    const account = await newAccount(ctx, user.token);
    await commit((await start(account, 'extracto.ofx')).import.id);
    const again = await start(account, 'extracto.ofx');
    expect((await analyze(again.import.id)).duplicate_count).toBe(3);
    const text = fixture('extracto.ofx').toString('utf8');
    // same FITID, amount corrected by the bank: still the same transaction
    const corrected = await start(account, 'corregido.ofx', text.replace('<TRNAMT>-32.45', '<TRNAMT>-32.54'));
    expect((await analyze(corrected.import.id)).duplicates.map((row) => row.row)).toEqual([1, 2, 3]);
    // a second Netflix charge the same day with its own FITID is not a duplicate
    const repeat = await start(account, 'repetido.ofx', text.replace('<FITID>2026021000003', '<FITID>2026021000099'));
    const analysis = await analyze(repeat.import.id);
    expect(analysis.duplicates.map((row) => row.row)).toEqual([1, 2]);
    expect((await commit(repeat.import.id)).data).toMatchObject({ imported_count: 1 });
  });

  it('offers the mapping saved on the last commit for the next file of that account', async () => {
    const account = await newAccount(ctx, user.token);
    const first = await start(account, 'caixabank-latin1.csv');
    const chosen = { ...first.options, notes_column: 3 };
    expect((await commit(first.import.id, { options: chosen })).status).toBe(200);
    const next = await start(account, 'caixabank-latin1.csv');
    expect(next.saved_mapping).toBe(true);
    expect(next.options).toEqual(chosen);
    // a file with another delimiter, or another account, gets a fresh guess
    expect((await start(account, 'santander-espana.csv')).saved_mapping).toBe(false);
    expect((await start(await newAccount(ctx, user.token), 'caixabank-latin1.csv')).saved_mapping).toBe(false);
  });
});

describe('undoing and ownership', () => {
  it('DELETE /imports/:id removes exactly the transactions of that import', async () => {
    const account = await newAccount(ctx, user.token);
    const manual = await newTx(ctx, user.token, {
      account_id: account,
      date: '2026-01-15',
      amount: -4530,
      payee: 'MERCADONA VALENCIA',
    });
    const bbva = await start(account, 'bbva-espana.csv');
    await commit(bbva.import.id, { include_duplicate_rows: [2] });
    const ofx = await start(account, 'extracto.ofx');
    await commit(ofx.import.id);
    expect(await listAll(ctx, user.token, `account_ids=${account}`)).toHaveLength(1 + 6 + 3);
    const res = await call(ctx, 'DELETE', `/api/imports/${bbva.import.id}`, { token: user.token });
    expect(res.data).toEqual({ message: 'Importación deshecha: eliminamos sus movimientos' });
    const left = await listAll(ctx, user.token, `account_ids=${account}`);
    expect(left.map(bankText).sort()).toEqual([
      'LIDL MADRID',
      'MERCADONA VALENCIA',
      'NETFLIX.COM',
      'TRANSFERENCIA NOMINA',
    ]);
    expect(left.find((row) => bankText(row) === 'MERCADONA VALENCIA')?.id).toBe(manual.id);
    const list = (await call(ctx, 'GET', `/api/imports?account_id=${account}`, { token: user.token }))
      .data as unknown as { id: string; status: string }[];
    expect(list.find((item) => item.id === bbva.import.id)?.status).toBe('reverted');
    expect(list.find((item) => item.id === ofx.import.id)?.status).toBe('committed');
  });

  it("answers 404 for another user's import", async () => {
    const account = await newAccount(ctx, user.token);
    const mine = await start(account, 'bbva-espana.csv');
    const other = await newUser(ctx);
    expect((await call(ctx, 'GET', `/api/imports/${mine.import.id}`, { token: other.token })).status).toBe(404);
    expect(
      (await call(ctx, 'POST', `/api/imports/${mine.import.id}/analyze`, { token: other.token, body: {} })).status,
    ).toBe(404);
    expect((await commit(mine.import.id, {}, other.token)).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/imports/${mine.import.id}`, { token: other.token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/imports', { token: other.token })).data).toEqual([]);
    expect((await call(ctx, 'GET', `/api/imports/${UNKNOWN_ID}`, { token: user.token })).status).toBe(404);
    expect((await commit(mine.import.id)).data).toMatchObject({ imported_count: 6 });
  });
});
