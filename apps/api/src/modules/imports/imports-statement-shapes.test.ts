import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  balanceOf,
  fixture,
  type Json,
  listAll,
  newAccount,
  newUser,
  type Tx,
  upload,
  type User,
} from '../../../test/helpers/money-helpers.ts';

// One fixture of our own per failure class the outside statements showed (outside-statements.test.ts),
// written in the same shape, through the same calls as a real upload.
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
  warnings: string[];
  preview: { row: number; date: string; amount: number; payee: string; clean_payee: string }[];
  statement: { opening: Dated; closing: Dated };
  statements: {
    index: number;
    account: string;
    currency: string | null;
    count: number;
    account_id: string | null;
    balance_check: { bank: number; difference: number } | null;
  }[];
};

async function start(accountId: string, name: string, bytes = fixture(name)) {
  const res = await upload(ctx, user.token, accountId, name, bytes);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data as {
    import: { id: string; format: string };
    options: Json | null;
    headers: string[];
    statements: { index: number; account: string; count: number }[];
  };
}
async function analyze(id: string, body: Json = {}) {
  const res = await call(ctx, 'POST', `/api/imports/${id}/analyze`, { token: user.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Analysis;
}
async function commit(id: string, body: Json = {}) {
  return call(ctx, 'POST', `/api/imports/${id}/commit`, { token: user.token, body });
}
const account = (body: Json = {}) => newAccount(ctx, user.token, { opening_date: '2020-01-01', ...body });
const movementsOf = async (accountId: string) =>
  (await listAll(ctx, user.token, `account_ids=${accountId}`)).sort(
    (a, b) => a.date.localeCompare(b.date) || a.amount - b.amount,
  );
const brief = (rows: Tx[]) => rows.map((tx) => [tx.date, tx.amount, tx.payee]);

describe('Norma 43 as banks and other programs write it', () => {
  it('reads record 23 as one stream of text, a closing sign key 0 and a 0.00 movement', async () => {
    const main = await account();
    const other = await account({ name: 'Gimnasio' });
    const started = await start(main, 'n43-two-accounts.n43');
    // The upload lists the file's two statements for the user to place.
    expect(started.statements).toMatchObject([
      { index: 0, account: '2100 0123 0200456789', count: 2 },
      { index: 1, account: '2100 0123 0200987654', count: 1 },
    ]);
    const analysis = await analyze(started.import.id, {
      statement_accounts: [
        { statement: 0, account_id: main },
        { statement: 1, account_id: other },
      ],
    });
    expect(analysis.errors).toEqual([]);
    expect(analysis.statements.map((statement) => [statement.account_id, statement.balance_check?.difference])).toEqual(
      [
        [main, 0],
        [other, 0],
      ],
    );
    const res = await commit(started.import.id, {
      statement_accounts: [
        { statement: 0, account_id: main },
        { statement: 1, account_id: other },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await movementsOf(main);
    // «SUPERMAR» + «KET» across the two halves is one word; the 0.00 line is not booked.
    expect(rows.map((tx) => tx.amount)).toEqual([-2399, 150_000]);
    expect(`${rows[0]!.payee} ${(rows[0] as Tx & { original_text?: string }).original_text ?? ''}`).toMatch(
      /SUPERMARKET CENTRO/i,
    );
    expect(await balanceOf(ctx, user.token, main)).toBe(247_601);
    expect(brief(await movementsOf(other))).toEqual([['2026-03-10', -4000, expect.any(String)]]);
    expect(await balanceOf(ctx, user.token, other)).toBe(21_000);

    // The other account's statement is an import of its own: listed and undone with that account.
    const listed = await call(ctx, 'GET', `/api/imports?account_id=${other}`, { token: user.token });
    const own = (listed.data as unknown as { id: string; imported_count: number; status: string }[])[0]!;
    expect(own).toMatchObject({ imported_count: 1, status: 'committed' });
    expect((await call(ctx, 'DELETE', `/api/imports/${own.id}`, { token: user.token })).status).toBe(200);
    expect(await movementsOf(other)).toHaveLength(0);
    expect(await movementsOf(main)).toHaveLength(2);
  });

  it('asks which account each statement goes to, in Spanish, and refuses what cannot be', async () => {
    const main = await account();
    const dollars = await account({ currency: 'USD' });
    const started = await start(main, 'n43-two-accounts.n43');
    // Without a choice the analysis reads the first statement into this account and says so.
    const first = await analyze(started.import.id);
    expect(first.valid).toBe(2);
    expect(first.warnings.join(' ')).toMatch(/trae los extractos de 2 cuentas/);
    // The commit needs the choice.
    const unchosen = await commit(started.import.id);
    expect(unchosen.status).toBe(400);
    expect(unchosen.errors?.[0]).toMatchObject({
      field: 'statement_accounts',
      message: expect.stringMatching(/elige en qué cuenta va cada uno/),
    });
    const bad = async (statement_accounts: Json[], status: number, message: RegExp) => {
      const res = await call(ctx, 'POST', `/api/imports/${started.import.id}/analyze`, {
        token: user.token,
        body: { statement_accounts },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (status === 400)
        expect(res.errors?.[0]).toMatchObject({ field: 'statement_accounts', message: expect.stringMatching(message) });
    };
    await bad(
      [
        { statement: 0, account_id: main },
        { statement: 1, account_id: main },
      ],
      400,
      /misma cuenta para dos/,
    );
    await bad([{ statement: 1, account_id: dollars }], 400, /está en EUR y esa cuenta en USD/);
    await bad([{ statement: 2, account_id: main }], 400, /no tiene un extracto 3/);
    await bad(
      [
        { statement: 0, account_id: null },
        { statement: 1, account_id: null },
      ],
      400,
      /al menos un extracto/,
    );
    // Another user's account is not found (a field error, as for every account a body names).
    const stranger = await newUser(ctx);
    const theirs = await newAccount(ctx, stranger.token);
    await bad([{ statement: 0, account_id: theirs }], 400, /No encontramos esta cuenta/);
    // A statement left out (null) is not imported.
    const res = await commit(started.import.id, {
      statement_accounts: [
        { statement: 0, account_id: null },
        { statement: 1, account_id: main },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await movementsOf(main)).map((tx) => tx.amount)).toEqual([-4000]);
  });

  it('imports a file cut before record 33 and 88 with a warning', async () => {
    const main = await account();
    const started = await start(main, 'n43-cut-short.n43');
    const analysis = await analyze(started.import.id);
    expect(analysis.errors).toEqual([]);
    expect(analysis.warnings.join(' ')).toMatch(/termina sin su registro final \(33\)/);
    expect(analysis.statement.closing).toBeNull();
    expect((await commit(started.import.id)).status).toBe(200);
    expect(await balanceOf(ctx, user.token, main)).toBe(100_000 - 2399 + 150_000);
  });
});

describe('statements that contradict themselves', () => {
  it('refuses a camt.053 whose balances do not follow from its entries', async () => {
    const main = await account();
    const started = await start(main, 'camt053-contradicts.xml');
    const analysis = await analyze(started.import.id);
    expect(analysis.error_count).toBe(1);
    expect(analysis.errors[0]!.message).toMatch(/^Los saldos del extracto no cuadran con sus apuntes/);
    expect((await commit(started.import.id)).status).toBe(400);
    expect(await movementsOf(main)).toHaveLength(0);
  });

  it('does not refuse a camt whose closing is only the available balance (CLAV): holds may explain it', async () => {
    const main = await account();
    const withoutBooked = fixture('camt053-contradicts.xml')
      .toString('utf8')
      .replace(/^.*<Cd>CLBD<\/Cd>.*\n/m, '');
    const started = await start(main, 'camt053-clav.xml', Buffer.from(withoutBooked));
    const analysis = await analyze(started.import.id);
    expect(analysis.errors).toEqual([]);
    expect(analysis.statement.closing?.amount).toBe(226_183);
  });
});

describe('CSV and Excel written in English, with month names or by PayPal', () => {
  it('maps English Debit/Credit headers, reads balances written above and below the table, and skips the totals line', async () => {
    const main = await account();
    const started = await start(main, 'english-debit-credit.csv');
    // skip_rows counts the non-empty lines above the header.
    expect(started.options).toMatchObject({
      skip_rows: 3,
      date_column: 0,
      debit_column: 3,
      credit_column: 4,
      payee_column: 2,
      notes_column: 1,
      decimal: '.',
      date_format: 'MM/DD/YYYY',
    });
    const analysis = await analyze(started.import.id);
    expect(analysis.errors).toEqual([]);
    expect(analysis.statement.opening?.amount).toBe(100_000);
    expect(analysis.statement.closing?.amount).toBe(194_910);
    expect((await commit(started.import.id)).status).toBe(200);
    expect(brief(await movementsOf(main)).map(([date, amount]) => [date, amount])).toEqual([
      ['2026-03-02', -340],
      ['2026-03-05', 120_000],
      ['2026-03-09', -4500],
      ['2026-03-12', -20_250],
    ]);
    expect(await balanceOf(ctx, user.token, main)).toBe(194_910);
  });

  it('counts blank lines in the row numbers of the error report', async () => {
    const main = await account();
    const started = await start(main, 'blank-lines-row-error.csv');
    const analysis = await analyze(started.import.id);
    // The file's sixth line (blank lines 2 and 4 included) holds 31/02/2026.
    expect(analysis.errors).toEqual([{ row: 6, message: expect.stringMatching(/31\/02\/2026/) }]);
    expect(analysis.preview.map((row) => row.row)).toEqual([3, 5]);
  });

  it('reads dates with month names in Spanish and English', async () => {
    const main = await account();
    const started = await start(main, 'meses-en-letras.csv');
    expect(started.options).toMatchObject({ date_format: 'DD MMM YYYY', amount_column: 2, balance_column: 3 });
    const analysis = await analyze(started.import.id);
    expect(analysis.errors).toEqual([]);
    expect(analysis.preview.map((row) => row.date)).toEqual(['2026-02-09', '2026-02-10', '2026-02-12']);
    expect(analysis.statement).toEqual({
      opening: { date: '2026-02-09', amount: 100_000 },
      closing: { date: '2026-02-12', amount: 98_345 },
    });
  });

  it("maps PayPal's Spanish export by its net amount and the payer's name, not shipping; numbered payees stay apart", async () => {
    const main = await account();
    const started = await start(main, 'paypal-es.csv');
    expect(started.options).toMatchObject({
      date_column: 0,
      amount_column: 7,
      balance_column: 8,
      payee_column: 11,
      date_format: 'DD/MM/YYYY',
      decimal: ',',
    });
    const analysis = await analyze(started.import.id);
    expect(analysis.errors).toEqual([]);
    expect(analysis.preview.map((row) => [row.date, row.amount, row.clean_payee])).toEqual([
      ['2026-03-04', 2880, 'Cliente 1'],
      ['2026-03-05', 1910, 'Cliente 2'],
      ['2026-03-06', 935, 'Cliente 3'],
    ]);
    expect(analysis.statement.opening?.amount).toBe(10_000);
    expect(analysis.statement.closing?.amount).toBe(15_725);
  });

  it("maps PayPal's English export: Name as the payee (not the time zone), Net, month-first dates", async () => {
    const main = await account({ currency: 'USD' });
    const started = await start(main, 'paypal-en.csv');
    expect(started.options).toMatchObject({
      amount_column: 9,
      payee_column: 3,
      balance_column: 13,
      date_format: 'MM/DD/YYYY',
    });
    const analysis = await analyze(started.import.id);
    expect(analysis.preview.map((row) => [row.date, row.amount, row.payee])).toEqual([
      ['2026-03-04', -3500, 'Jane Roe'],
      ['2026-03-06', 4825, 'John Poe'],
    ]);
    expect(analysis.statement.closing?.amount).toBe(11_325);
  });

  it('reads a workbook LibreOffice saved (its sheet before workbook.xml in the zip)', async () => {
    const main = await account();
    const started = await start(main, 'libreoffice-order.xlsx');
    expect(started.import.format).toBe('xlsx');
    expect(started.headers).toEqual(['Date', 'Description', 'Amount', 'Balance']);
    const analysis = await analyze(started.import.id);
    expect(analysis.errors).toEqual([]);
    expect(analysis.preview.map((row) => [row.date, row.amount])).toEqual([
      ['2026-03-02', -435],
      ['2026-03-04', 2000],
      ['2026-03-09', -6120],
    ]);
    expect(analysis.statement.closing?.amount).toBe(95_445);
  });
});

describe('OFX and QIF', () => {
  it('reads OFX names written in CDATA as they are', async () => {
    const main = await account();
    const started = await start(main, 'cdata.ofx');
    const analysis = await analyze(started.import.id);
    expect(analysis.preview.map((row) => [row.amount, row.payee])).toEqual([
      [-1280, 'PANADERÍA & CAFÉ <LA ESPIGA>'],
      [25_000, 'BIZUM DE MARTA RUIZ'],
    ]);
    expect(analysis.statement.closing?.amount).toBe(73_720);
  });

  it('reads year-first QIF dates, in the order the user chooses when they say one', async () => {
    const main = await account();
    const started = await start(main, 'year-first.qif');
    // 26/4/3 can only be year first: the whole file is read so.
    const found = await analyze(started.import.id);
    expect(found.errors).toEqual([]);
    expect(found.preview.map((row) => row.date)).toEqual(['2026-03-05', '2026-03-12', '2026-04-03']);
    // Told day first, 26/03/05 is 26 March 2005 and 26/4/3 no date at all: the user sees it.
    const dayFirst = await analyze(started.import.id, { date_order: 'dmy' });
    expect(dayFirst.preview[0]!.date).toBe('2005-03-26');
    expect(dayFirst.errors).toEqual([{ row: 10, message: 'La fecha "26/4/3" no es válida' }]);
    const chosen = await analyze(started.import.id, { date_order: 'ymd' });
    expect(chosen.preview.map((row) => row.date)).toEqual(['2026-03-05', '2026-03-12', '2026-04-03']);
    expect((await commit(started.import.id, { date_order: 'ymd' })).status).toBe(200);
    expect((await movementsOf(main)).map((tx) => tx.date)).toEqual(['2026-03-05', '2026-03-12', '2026-04-03']);
    const wrong = await call(ctx, 'POST', `/api/imports/${started.import.id}/analyze`, {
      token: user.token,
      body: { date_order: 'ydm' },
    });
    expect(wrong.status).toBe(400);
  });

  it('never books a QIF date read the wrong way round when the file mixes orders and errors are left out', async () => {
    const main = await account();
    const started = await start(main, 'mixed-order.qif');
    const analysis = await analyze(started.import.id);
    // 05/04/2026 reads as 5 April or 4 May: an error, not a guess.
    expect(analysis.errors).toEqual([
      { row: expect.any(Number), message: expect.stringMatching(/05\/04\/2026.*elige el orden de las fechas/) },
    ]);
    expect((await commit(started.import.id, { skip_error_rows: true })).status).toBe(200);
    expect((await movementsOf(main)).map((tx) => [tx.date, tx.amount])).toEqual([
      ['2026-03-15', -1000],
      ['2026-03-20', -2000],
      ['2026-06-06', -4000],
    ]);
  });
});
