import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { BBVA_XLSX, bbvaXlsx, DAVIVIENDA_XLSX, daviviendaXlsx } from '../../../test/helpers/imports-xlsx-fixtures.ts';
import {
  balanceOf,
  fixture,
  listAll,
  newAccount,
  newTx,
  newUser,
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

type Dated = { date: string; amount: number } | null;
type Analysis = {
  total: number;
  valid: number;
  error_count: number;
  errors: { row: number; message: string }[];
  preview: { row: number; date: string; amount: number; payee: string; notes: string }[];
  statement: { opening: Dated; closing: Dated };
  balance_check: {
    date: string;
    bank: number;
    projected: number;
    difference: number;
    sets_opening_balance: boolean;
  } | null;
};

async function start(accountId: string, name: string, bytes: Buffer) {
  const res = await upload(ctx, user.token, accountId, name, bytes);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data as {
    import: { id: string; format: string };
    options: Record<string, unknown> | null;
    headers: string[];
    sample: string[][];
  };
}
async function analyze(id: string) {
  const res = await call(ctx, 'POST', `/api/imports/${id}/analyze`, { token: user.token, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Analysis;
}

type Case = {
  name: string;
  bytes: () => Buffer | Promise<Buffer>;
  currency: string;
  format: string;
  options?: Record<string, unknown>;
  rows: number;
  sum: number;
  opening: Dated;
  closing: NonNullable<Dated>;
  first?: { date: string; amount: number; payee: string };
};

// Each statement as its bank writes it; the figures are the ones the file itself states.
const cases: Case[] = [
  {
    name: 'santander-info-1252.csv',
    bytes: () => fixture('santander-info-1252.csv'),
    currency: 'EUR',
    format: 'csv',
    options: {
      encoding: 'windows-1252',
      delimiter: ';',
      skip_rows: 4,
      has_header: true,
      date_column: 0,
      amount_column: 3,
      payee_column: 2,
      balance_column: 5,
      decimal: ',',
    },
    rows: 8,
    sum: 89_843,
    opening: { date: '2026-03-02', amount: 125_000 },
    closing: { date: '2026-03-28', amount: 214_843 },
    first: { date: '2026-03-28', amount: -380, payee: 'PAGO TARJETA PANADERÍA LA ESPIGA' },
  },
  {
    name: 'bancolombia-cop.csv',
    bytes: () => fixture('bancolombia-cop.csv'),
    currency: 'COP',
    format: 'csv',
    options: {
      delimiter: ',',
      skip_rows: 4,
      has_header: true,
      date_format: 'YYYY/MM/DD',
      decimal: '.',
      amount_column: 4,
      balance_column: 5,
    },
    rows: 6,
    sum: 3_295_100,
    opening: { date: '2026-02-02', amount: 1_350_000 },
    closing: { date: '2026-02-20', amount: 4_645_100 },
    first: { date: '2026-02-02', amount: -187_400, payee: 'COMPRA EN EXITO COLINA' },
  },
  {
    name: 'bbva-mexico.csv',
    bytes: () => fixture('bbva-mexico.csv'),
    currency: 'MXN',
    format: 'csv',
    options: { decimal: '.', debit_column: 2, credit_column: 3, balance_column: 4 },
    rows: 3,
    sum: 1_367_994,
    opening: { date: '2026-02-05', amount: 1_250_000 },
    closing: { date: '2026-02-07', amount: 2_617_994 },
  },
  {
    name: 'bbva.xlsx',
    bytes: bbvaXlsx,
    currency: 'EUR',
    format: 'xlsx',
    options: { skip_rows: 4, has_header: true, date_column: 1, amount_column: 4, payee_column: 2, balance_column: 6 },
    rows: BBVA_XLSX.rows,
    sum: BBVA_XLSX.sum,
    opening: { date: '2026-04-01', amount: BBVA_XLSX.opening },
    closing: { date: BBVA_XLSX.closingDate, amount: BBVA_XLSX.closing },
    first: { date: '2026-04-29', amount: -20_350, payee: 'PAGO CON TARJETA EN REPSOL' },
  },
  {
    name: 'davivienda.xlsx',
    bytes: daviviendaXlsx,
    currency: 'COP',
    format: 'xlsx',
    options: { skip_rows: 3, has_header: true, amount_column: 4, sign_column: 3, balance_column: 5 },
    rows: DAVIVIENDA_XLSX.rows,
    sum: DAVIVIENDA_XLSX.sum,
    opening: { date: '2026-03-02', amount: DAVIVIENDA_XLSX.opening },
    closing: { date: DAVIVIENDA_XLSX.closingDate, amount: DAVIVIENDA_XLSX.closing },
    first: { date: '2026-03-02', amount: -98_700, payee: 'PAGO PSE CODENSA' },
  },
  {
    name: 'caixabank.n43',
    bytes: () => fixture('caixabank.n43'),
    currency: 'EUR',
    format: 'n43',
    rows: 7,
    sum: 107_578,
    opening: { date: '2026-04-01', amount: 312_045 },
    closing: { date: '2026-04-30', amount: 419_623 },
    first: {
      date: '2026-04-01',
      amount: -4599,
      payee: 'COMPRA TARJ. 5402XXXXXXXX1234 MERCADONA AV. DIAGONAL BARCELONA',
    },
  },
  {
    name: 'camt053.xml',
    bytes: () => fixture('camt053.xml'),
    currency: 'EUR',
    format: 'camt',
    rows: 4,
    sum: 117_171,
    opening: { date: '2026-05-01', amount: 104_512 },
    closing: { date: '2026-05-31', amount: 221_683 },
    first: { date: '2026-05-04', amount: -6230, payee: 'Supermercados Dia SA' },
  },
  {
    name: 'extracto.ofx',
    bytes: () => fixture('extracto.ofx'),
    currency: 'EUR',
    format: 'ofx',
    rows: 3,
    sum: 145_756,
    opening: { date: '2026-02-03', amount: 0 },
    closing: { date: '2026-02-28', amount: 145_756 },
  },
  {
    name: 'sabadell-ofx2.ofx',
    bytes: () => fixture('sabadell-ofx2.ofx'),
    currency: 'EUR',
    format: 'ofx',
    rows: 4,
    sum: 210_371,
    opening: { date: '2026-06-02', amount: 95_340 },
    closing: { date: '2026-06-30', amount: 305_711 },
    first: { date: '2026-06-02', amount: -2490, payee: 'AMAZON EU SARL' },
  },
  {
    name: 'banorte.qif',
    bytes: () => fixture('banorte.qif'),
    currency: 'MXN',
    format: 'qif',
    rows: 4,
    sum: 1_471_470,
    opening: null,
    closing: null as unknown as NonNullable<Dated>,
    first: { date: '2026-07-01', amount: -125_000, payee: 'RENTA DEPARTAMENTO' },
  },
];

describe('every statement format, as the banks write it', () => {
  it.each(cases.map((item) => [item.name, item] as const))(
    '%s: rows, sum, and the closing balance the bank states',
    async (_name, item) => {
      const account = await newAccount(ctx, user.token, { currency: item.currency, opening_balance: 0 });
      const started = await start(account, item.name, await item.bytes());
      expect(started.import.format).toBe(item.format);
      if (item.options) expect(started.options).toMatchObject(item.options);
      else expect(started.options).toBeNull();

      const analysis = await analyze(started.import.id);
      expect(analysis.errors).toEqual([]);
      expect(analysis.valid).toBe(item.rows);
      if (item.first) expect(analysis.preview[0]).toMatchObject(item.first);
      expect(analysis.statement).toEqual({ opening: item.opening, closing: item.closing });
      if (item.closing) {
        expect(analysis.balance_check).toEqual({
          date: item.closing.date,
          bank: item.closing.amount,
          projected: item.closing.amount,
          difference: 0,
          sets_opening_balance: true,
        });
      } else {
        expect(analysis.balance_check).toBeNull();
      }

      const committed = await call(ctx, 'POST', `/api/imports/${started.import.id}/commit`, {
        token: user.token,
        body: {},
      });
      expect(committed.status, JSON.stringify(committed.body)).toBe(200);
      expect(committed.data).toMatchObject({ imported_count: item.rows, format: item.format });
      const rows = await listAll(ctx, user.token, `account_ids=${account}`);
      expect(rows).toHaveLength(item.rows);
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(item.sum);
      // The account agrees with the bank to the cent.
      expect(await balanceOf(ctx, user.token, account)).toBe(item.closing ? item.closing.amount : item.sum);
      expect(rows.every((row) => (row as unknown as { status: string; origin: string }).status === 'cleared')).toBe(
        true,
      );
    },
  );
});

describe('balances in the preview and after the commit', () => {
  it('shows the difference when the account already has movements, and the commit says so', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 100_000, opening_date: '2026-01-01' });
    await newTx(ctx, user.token, { account_id: account, date: '2026-01-10', amount: -5000, payee: 'Compra anterior' });
    const started = await start(account, 'caixabank.n43', fixture('caixabank.n43'));
    const analysis = await analyze(started.import.id);
    // 1.000,00 − 50,00 + 1.075,78 = 2.025,78 where the bank says 4.196,23.
    expect(analysis.balance_check).toEqual({
      date: '2026-04-30',
      bank: 419_623,
      projected: 202_578,
      difference: 217_045,
      sets_opening_balance: false,
    });
    const committed = await call(ctx, 'POST', `/api/imports/${started.import.id}/commit`, {
      token: user.token,
      body: {},
    });
    expect(committed.data).toMatchObject({
      balance_check: { bank: 419_623, projected: 202_578, difference: 217_045, sets_opening_balance: false },
    });
    expect(await balanceOf(ctx, user.token, account)).toBe(202_578);
  });

  it('sets the opening balance from the closing one when the file states only a closing (OFX LEDGERBAL)', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 777 });
    const started = await start(account, 'sabadell-ofx2.ofx', fixture('sabadell-ofx2.ofx'));
    await call(ctx, 'POST', `/api/imports/${started.import.id}/commit`, { token: user.token, body: {} });
    const got = (await call(ctx, 'GET', `/api/accounts/${account}`, { token: user.token })).data as unknown as {
      opening_balance: number;
      opening_date: string;
      balance: number;
    };
    expect(got).toMatchObject({ opening_balance: 95_340, opening_date: '2026-06-02', balance: 305_711 });
  });
});

describe('camt.052 and QIF dates', () => {
  it('reads a camt.052 account report like a camt.053 statement', async () => {
    const account = await newAccount(ctx, user.token);
    const report = fixture('camt053.xml')
      .toString('utf8')
      .replace('camt.053.001.08', 'camt.052.001.08')
      .replaceAll('BkToCstmrStmt', 'BkToCstmrAcctRpt')
      .replaceAll('<Stmt>', '<Rpt>')
      .replaceAll('</Stmt>', '</Rpt>');
    const started = await start(account, 'camt052.xml', Buffer.from(report));
    expect(started.import.format).toBe('camt');
    const analysis = await analyze(started.import.id);
    expect(analysis).toMatchObject({ valid: 4, statement: { closing: { date: '2026-05-31', amount: 221_683 } } });
  });

  it("reads Quicken's Opening Balance record as the statement's opening balance, not as a movement", async () => {
    const account = await newAccount(ctx, user.token, { currency: 'MXN' });
    const qif = `!Type:Bank\r\nD06/30/2026\r\nT5,000.00\r\nPOpening Balance\r\nL[Banorte Nómina]\r\n^\r\n${fixture('banorte.qif').toString('utf8').replace('!Type:Bank\r\n', '')}`;
    const analysis = await analyze((await start(account, 'apertura.qif', Buffer.from(qif))).import.id);
    expect(analysis.valid).toBe(4);
    expect(analysis.statement).toEqual({ opening: { date: '2026-06-30', amount: 500_000 }, closing: null });
  });

  it('reads ambiguous QIF dates day first, and month first only when a date needs it', async () => {
    const account = await newAccount(ctx, user.token);
    const dayFirst = '!Type:Bank\nD05/03/2026\nT-12.50\nPFARMACIA\n^\nD06/03/2026\nT-3.00\nPCAFE\n^\n';
    expect(
      (await analyze((await start(account, 'a.qif', Buffer.from(dayFirst))).import.id)).preview.map((row) => row.date),
    ).toEqual(['2026-03-05', '2026-03-06']);
    const monthFirst = `${dayFirst}D03/25/2026\nT-1.00\nPPAN\n^\n`;
    expect(
      (await analyze((await start(account, 'b.qif', Buffer.from(monthFirst))).import.id)).preview.map(
        (row) => row.date,
      ),
    ).toEqual(['2026-05-03', '2026-06-03', '2026-03-25']);
  });
});

describe('balances stated around the table', () => {
  it('reads "Saldo anterior" and "Saldo final" lines when the file has no balance column', async () => {
    const account = await newAccount(ctx, user.token);
    const csv = [
      'Extracto de movimientos;;',
      'Fecha;Concepto;Importe',
      '01/06/2026;Saldo anterior;',
      '02/06/2026;FARMACIA CENTRAL;-12,40',
      '05/06/2026;TRANSFERENCIA RECIBIDA;300,00',
      'Saldo final;;1.287,60',
      'Total movimientos: 2;;',
    ].join('\r\n');
    const analysis = await analyze((await start(account, 'pie.csv', Buffer.from(csv))).import.id);
    expect(analysis).toMatchObject({ valid: 2, error_count: 0 });
    expect(analysis.statement).toEqual({ opening: null, closing: { date: '2026-06-05', amount: 128_760 } });
    expect(analysis.balance_check).toMatchObject({
      bank: 128_760,
      projected: 128_760,
      difference: 0,
      sets_opening_balance: true,
    });
  });
});

describe('strict reading and refusals', () => {
  it('reports 1e3, 12abc34, 0x1F and 01/01/0000 as row errors with their reasons', async () => {
    const account = await newAccount(ctx, user.token);
    const csv = [
      'Fecha;Concepto;Importe',
      '15/01/2026;Bien;-10,00',
      '16/01/2026;Exponente;1e3',
      '17/01/2026;Letras;12abc34',
      '18/01/2026;Hexadecimal;0x1F',
      '01/01/0000;Año cero;-5,00',
    ].join('\n');
    const started = await start(account, 'estricto.csv', Buffer.from(csv));
    const analysis = await analyze(started.import.id);
    expect(analysis.valid).toBe(1);
    expect(analysis.errors).toEqual([
      { row: 3, message: 'Importe no válido: "1e3" no es un importe válido' },
      { row: 4, message: 'Importe no válido: "12abc34" no es un importe válido' },
      { row: 5, message: 'Importe no válido: "0x1F" no es un importe válido' },
      { row: 6, message: 'La fecha "01/01/0000" no tiene el formato DD/MM/YYYY o no es válida' },
    ]);
  });

  it('imports the valid rows and leaves the bad ones out only when the user says so', async () => {
    const account = await newAccount(ctx, user.token);
    const csv = [
      'Fecha;Concepto;Importe',
      '15/01/2026;Bien;-10,00',
      '16/01/2026;Roto;1e3',
      '17/01/2026;Otra;-2,50',
    ].join('\n');
    const started = await start(account, 'mixto.csv', Buffer.from(csv));
    const refused = await call(ctx, 'POST', `/api/imports/${started.import.id}/commit`, {
      token: user.token,
      body: {},
    });
    expect(refused.status).toBe(400);
    expect(await listAll(ctx, user.token, `account_ids=${account}`)).toHaveLength(0);
    const committed = await call(ctx, 'POST', `/api/imports/${started.import.id}/commit`, {
      token: user.token,
      body: { skip_error_rows: true },
    });
    expect(committed.status).toBe(200);
    expect(committed.data).toMatchObject({ imported_count: 2 });
    expect(
      (await listAll(ctx, user.token, `account_ids=${account}`)).map((row) => row.amount).sort((a, b) => a - b),
    ).toEqual([-1000, -250]);
  });

  it('refuses cents in a COP account with a clear message', async () => {
    const account = await newAccount(ctx, user.token, { currency: 'COP' });
    const csv = ['Fecha;Descripción;Valor', '15/01/2026;Compra;-125.000,00', '16/01/2026;Con centavos;-1.234,56'].join(
      '\n',
    );
    const analysis = await analyze((await start(account, 'cop.csv', Buffer.from(csv))).import.id);
    expect(analysis.errors).toEqual([
      {
        row: 3,
        message:
          'Importe no válido: El importe "-1.234,56" tiene decimales y el COP no los usa: revisa el separador decimal elegido',
      },
    ]);
  });

  it('reads UTF-16 LE and BE with their BOM, and a tab-separated file', async () => {
    const account = await newAccount(ctx, user.token);
    const text = 'Fecha\tConcepto\tImporte\r\n15/01/2026\tPANADERÍA ÑAÑA\t-3,20\r\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le.subarray(2)).swap16();
    const bigEndian = Buffer.concat([Buffer.from([0xfe, 0xff]), be]);
    for (const [bytes, encoding] of [
      [le, 'utf-16le'],
      [bigEndian, 'utf-16be'],
    ] as const) {
      const started = await start(account, 'utf16.txt', bytes);
      expect(started.options).toMatchObject({ encoding, delimiter: '\t' });
      expect((await analyze(started.import.id)).preview).toEqual([
        expect.objectContaining({
          row: 2,
          date: '2026-01-15',
          amount: -320,
          payee: 'PANADERÍA ÑAÑA',
          notes: '',
          clean_payee: 'Panadería Ñaña',
        }),
      ]);
    }
  });

  // skip_rows counts the non-empty lines above the header, as the mapping step shows them.
  it('takes the skip-rows setting from the upload when the user says where the header is', async () => {
    const account = await newAccount(ctx, user.token);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/imports?account_id=${account}&file_name=s.csv&skip_rows=4`,
      payload: fixture('santander-info-1252.csv'),
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body).data).toMatchObject({
      options: { skip_rows: 4, has_header: true },
      headers: ['Fecha Operación', 'Fecha Valor', 'Concepto', 'Importe', 'Divisa', 'Saldo'],
    });
  });

  it('refuses a legacy .xls, a PDF and a binary file in Spanish (400, never 500)', async () => {
    const account = await newAccount(ctx, user.token);
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, 0)]);
    const refusals = [
      [xls, /Excel antiguo \(\.xls\).*\.xlsx/],
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n'), /PDF/],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), /No reconocemos este archivo/],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), /No pudimos leer este Excel/],
    ] as const;
    for (const [bytes, message] of refusals) {
      const res = await upload(ctx, user.token, account, 'extracto', bytes);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.errors?.[0]).toMatchObject({ field: 'file', message: expect.stringMatching(message) });
    }
  });

  it('reports an N43 whose end-of-account totals do not match its movements, and a camt in another currency', async () => {
    const account = await newAccount(ctx, user.token);
    const lines = fixture('caixabank.n43').toString('latin1').split('\r\n');
    // Drop the last movement (record 22 + its 23): the file no longer adds up to record 33.
    const cut = lines.findLastIndex((line) => line.startsWith('22'));
    const truncated = [...lines.slice(0, cut), ...lines.slice(cut + 2)].join('\r\n');
    const analysis = await analyze((await start(account, 'cortado.n43', Buffer.from(truncated, 'latin1'))).import.id);
    expect(analysis.error_count).toBe(1);
    expect(analysis.errors[0]!.message).toMatch(
      /^Los totales del final de cuenta no cuadran con los movimientos \(abonos: dice 2 por 2.183,50\s€, leímos 1 por 2.143,50\s€; el saldo final/,
    );

    const usd = await newAccount(ctx, user.token, { currency: 'USD' });
    const started = await start(usd, 'camt053.xml', fixture('camt053.xml'));
    const res = await call(ctx, 'POST', `/api/imports/${started.import.id}/analyze`, { token: user.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      { field: 'file', message: 'Este extracto está en EUR y la cuenta en USD. Impórtalo en una cuenta en EUR.' },
    ]);
  });
});

describe('undoing an import that set the opening balance', () => {
  it('gives the account back the opening balance and date it had', async () => {
    const account = await newAccount(ctx, user.token, { opening_balance: 5000, opening_date: '2026-01-01' });
    const started = await start(account, 'caixabank.n43', fixture('caixabank.n43'));
    await call(ctx, 'POST', `/api/imports/${started.import.id}/commit`, { token: user.token, body: {} });
    expect(await balanceOf(ctx, user.token, account)).toBe(419_623);
    const undone = await call(ctx, 'DELETE', `/api/imports/${started.import.id}`, { token: user.token });
    expect(undone.status).toBe(200);
    const got = (await call(ctx, 'GET', `/api/accounts/${account}`, { token: user.token })).data as unknown as {
      opening_balance: number;
      opening_date: string;
      balance: number;
    };
    expect(got).toMatchObject({ opening_balance: 5000, opening_date: '2026-01-01', balance: 5000 });
  });
});
