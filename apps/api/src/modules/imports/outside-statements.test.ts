import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  balanceOf,
  listAll,
  newAccount,
  newUser,
  type Json,
  type Tx,
  upload,
  type User,
} from '../../../test/helpers/money-helpers.ts';

// Statement files written by other open-source projects (their test fixtures), kept outside this
// repository beside it; each runs through the same calls as a real upload (upload → analyze →
// commit through the API) and must give what the source project's own test expects. The list of
// files is PROVENANCE.md's: a file listed there without a case below fails the suite.
const ROOT =
  process.env.OUTSIDE_STATEMENTS_DIR ??
  fileURLToPath(new URL('../../../../../../shared/test-data/outside-statements/', import.meta.url));
const present = existsSync(`${ROOT}/PROVENANCE.md`);
if (!present)
  console.log(
    `[outside-statements] ${ROOT} not found: the outside statement files are not here, the test is skipped (CI has them).`,
  );

type Movement = { date: string; amount: number; payee?: string };
type Case = {
  format: 'n43' | 'camt' | 'ofx' | 'qif' | 'csv' | 'xlsx';
  currency: string;
  /** What the user chooses on the mapping step that the file cannot say itself. */
  options?: Json;
  /** QIF's date order, when the file's dates could be read more than one way. */
  dateOrder?: 'dmy' | 'mdy' | 'ymd';
  /** The file contradicts itself: the app must say so and import nothing. */
  refuse?: true;
  /** The file is cut short: it imports, with a warning. */
  warns?: true;
  /** Statements of several accounts: each goes to an account of its own. */
  statements?: number;
  count?: number;
  sum?: number;
  /** Every movement, in any order (amount in minor units; payee: text the saved payee or bank text contains). */
  movements?: Movement[];
  /** Some movements that must be there. */
  some?: Movement[];
  opening?: number;
  closing?: number;
  /** The balance the account ends at may differ from the stated closing by this much (the file's own rounding). */
  tolerance?: number;
  distinctPayees?: true;
};

const cases: Record<string, Case> = {
  // ── Norma 43 ──
  'n43/sergief-movements.n43': {
    format: 'n43',
    currency: 'EUR',
    count: 16,
    sum: 230_159 - 246_343,
    opening: 246_343,
    closing: 230_159,
    some: [
      { date: '2020-02-03', amount: -2399, payee: 'SHOP TO BUY SEVERAL THINGS IN THERE' },
      { date: '2020-02-05', amount: 50_000, payee: 'PAYROLL' },
    ],
  },
  'n43/sequra-example1.n43': { format: 'n43', currency: 'EUR', refuse: true },
  'n43/sequra-example2.n43': {
    format: 'n43',
    currency: 'EUR',
    warns: true,
    count: 4,
    sum: 34_278,
    opening: 8_614_571,
    closing: 8_648_849,
    some: [{ date: '2025-03-17', amount: 9726, payee: 'MARIA NARANJO ENFLOR' }],
  },
  'n43/oca-l10n-spain-test.n43': { format: 'n43', currency: 'EUR', count: 3, sum: 10_196, opening: 0, closing: 10_196 },
  'n43/oca-l10n-spain-8.0-test.n43': {
    format: 'n43',
    currency: 'EUR',
    count: 3,
    sum: 10_196,
    opening: 0,
    closing: 10_196,
    some: [{ date: '2016-05-26', amount: -3, payee: 'COMISI' }],
  },
  'n43/oca-l10n-spain-testmulti.n43': {
    format: 'n43',
    currency: 'EUR',
    statements: 2,
    count: 3,
    sum: 10_196,
    closing: 10_196,
  },
  'n43/nantic-c43.txt': {
    format: 'n43',
    currency: 'EUR',
    count: 22,
    sum: 5_381_811 - 5_253_044,
    opening: 5_253_044,
    closing: 5_381_811,
  },
  // ── camt ──
  'camt/oca-test-camt053.xml': { format: 'camt', currency: 'EUR', refuse: true },
  'camt/actual-camt.053.xml': { format: 'camt', currency: 'EUR', refuse: true },
  'camt/actual-camt.latin1.xml': {
    format: 'camt',
    currency: 'EUR',
    movements: [
      { date: '2025-09-09', amount: 10_000 },
      { date: '2025-09-09', amount: -500, payee: 'Grüße aus München' },
    ],
  },
  'camt/genkgo-camt053.v2.multi.statement.xml': {
    format: 'camt',
    currency: 'EUR',
    movements: [
      { date: '2014-12-31', amount: 885 },
      { date: '2014-12-31', amount: -700 },
    ],
    opening: 1815,
    closing: 2000,
  },
  'camt/genkgo-camt052.v2.xml': {
    format: 'camt',
    currency: 'SEK',
    movements: [{ date: '2007-10-18', amount: -20_000_000, payee: 'Company Name' }],
  },
  // ── OFX / QFX ──
  'ofx/ofxparse-bank_medium.ofx': {
    format: 'ofx',
    currency: 'CAD',
    movements: [
      { date: '2009-04-01', amount: -660 },
      { date: '2009-04-02', amount: -31_667 },
      { date: '2009-04-03', amount: -2200 },
    ],
    closing: 38_234,
  },
  'ofx/ofxparse-ofx-v102-empty-tags.ofx': {
    format: 'ofx',
    currency: 'AUD',
    movements: [{ date: '2018-05-07', amount: 1234, payee: 'CBA:Transfer' }],
  },
  'ofx/ofxparse-anzcc.ofx': {
    format: 'ofx',
    currency: 'AUD',
    movements: [{ date: '2017-05-08', amount: -550, payee: 'SOME MEMO' }],
    closing: -12_345,
  },
  'ofx/ofxparse-suncorp.ofx': {
    format: 'ofx',
    currency: 'AUD',
    count: 1,
    some: [{ date: '2013-12-15', amount: -1685, payee: 'EFTPOS WDL HANDYWAY ALDI STORE' }],
    closing: 123_412,
  },
  'ofx/ledger-autosync-accented_characters_latin1.ofx': {
    format: 'ofx',
    currency: 'USD',
    movements: [{ date: '2014-09-20', amount: -5873, payee: 'Virement Interac à: Jean' }],
    closing: 10_099,
  },
  'ofx/ledger-autosync-checking.ofx': {
    format: 'ofx',
    currency: 'USD',
    movements: [
      { date: '2011-03-31', amount: 1 },
      { date: '2011-04-05', amount: -3451 },
      { date: '2011-04-07', amount: -2500 },
    ],
    closing: 10_099,
  },
  'ofx/oca-test_ofx.ofx': {
    format: 'ofx',
    currency: 'USD',
    count: 4,
    sum: -36_000,
    opening: 251_656,
    closing: 215_656,
  },
  'ofx/actual-8859-1.qfx': {
    format: 'ofx',
    currency: 'CAD',
    movements: [{ date: '2022-10-19', amount: -2000, payee: 'Paiement facture/Carte prépayée' }],
    closing: 999_999,
  },
  'ofx/npkgdev-bb-example.ofx': {
    format: 'ofx',
    currency: 'BRL',
    count: 151,
    sum: -592_833_826,
    closing: 259_222_145,
    some: [{ date: '2021-06-01', amount: 38_500_000, payee: 'DEPÓSITO ONLINE' }],
  },
  'ofx/ofxsharp-itau.ofx': {
    format: 'ofx',
    currency: 'BRL',
    count: 3,
    some: [
      { date: '', amount: -66_666, payee: 'RSHOP' },
      { date: '', amount: 9999, payee: 'REND PAGO APLIC AUT MAIS' },
      { date: '', amount: -7777, payee: 'SISDEB' },
    ],
    closing: -999_999,
  },
  'ofx/ofxsharp-santander.ofx': {
    format: 'ofx',
    currency: 'BRL',
    count: 3,
    some: [
      { date: '', amount: -1111 },
      { date: '', amount: -22_222 },
      { date: '', amount: -33_333 },
    ],
    closing: 999_999,
  },
  'ofx/ofxsharp-bb.ofx': {
    format: 'ofx',
    currency: 'BRL',
    movements: [
      { date: '2014-03-05', amount: 344_480, payee: 'Transferência Agendada' },
      { date: '2014-03-05', amount: -2225, payee: 'Compra com Cartão' },
      { date: '2014-03-05', amount: -10_000, payee: 'Saque' },
    ],
    closing: 999_999,
  },
  // ── QIF ── (the same five movements written three ways)
  'qif/oca-test_qif.qif': {
    format: 'qif',
    currency: 'USD',
    count: 5,
    sum: -189_609,
    some: [
      { date: '2013-08-15', amount: -7546, payee: 'Walts Drugs' },
      { date: '2013-03-04', amount: -2028 },
    ],
  },
  'qif/oca-test_qif_dmy.qif': {
    format: 'qif',
    currency: 'USD',
    count: 5,
    sum: -189_609,
    some: [
      { date: '2013-08-15', amount: -7546, payee: 'Walts Drugs' },
      { date: '2013-03-04', amount: -2028 },
    ],
  },
  'qif/oca-test_qif_ymd.qif': {
    format: 'qif',
    currency: 'USD',
    dateOrder: 'ymd',
    count: 5,
    sum: -189_609,
    some: [
      { date: '2013-08-12', amount: -100_000 },
      { date: '2013-08-15', amount: -7546, payee: 'Walts Drugs' },
      { date: '2013-03-04', amount: -2028 },
    ],
  },
  'qif/actual-data-payee-memo.qif': {
    format: 'qif',
    currency: 'USD',
    movements: [
      { date: '2019-01-23', amount: -1000, payee: 'Payee Name' },
      { date: '2019-01-23', amount: -2000, payee: 'Payee Name Only' },
      { date: '2019-01-23', amount: -3000, payee: 'Note Only Text' },
      { date: '2019-01-23', amount: -4000 },
    ],
  },
  // ── CSV ──
  'csv/revolut-statement-example-EUR.csv': {
    format: 'csv',
    currency: 'EUR',
    count: 9,
    sum: 2060,
    opening: 0,
    closing: 2060,
    some: [
      { date: '2021-02-09', amount: -2000, payee: 'Groceries' },
      { date: '2021-01-26', amount: 5560, payee: 'Top-Up' },
    ],
  },
  'csv/oca-paypal-statement_es.csv': {
    format: 'csv',
    currency: 'EUR',
    movements: [
      { date: '2020-01-02', amount: 4759, payee: 'Partner 1' },
      { date: '2020-01-02', amount: 2763, payee: 'Partner 2' },
      { date: '2020-01-02', amount: 3439, payee: 'Partner 3' },
      { date: '2020-01-03', amount: 2147, payee: 'Partner 4' },
    ],
    opening: 457_922,
    closing: 471_030,
    distinctPayees: true,
  },
  'csv/oca-sample_statement_en.csv': {
    format: 'csv',
    currency: 'USD',
    movements: [
      { date: '2018-12-15', amount: -3350 },
      { date: '2018-12-15', amount: 152_500 },
    ],
  },
  'csv/oca-balance.csv': {
    format: 'csv',
    currency: 'USD',
    movements: [
      { date: '2018-12-15', amount: -3350 },
      { date: '2018-12-15', amount: 153_350 },
    ],
    opening: 1000,
    closing: 151_000,
  },
  'csv/oca-meta_data_separated_credit_debit.csv': {
    format: 'csv',
    currency: 'EUR',
    count: 4,
    some: [
      { date: '', amount: -5000 },
      { date: '', amount: -10_000 },
      { date: '', amount: -8068 },
      { date: '', amount: 130_000 },
    ],
    opening: 3_000_077,
    closing: 3_107_011,
    tolerance: 2,
  },
  'csv/ledger-autosync-paypal.csv': {
    format: 'csv',
    currency: 'USD',
    movements: [
      { date: '2016-06-04', amount: -2000, payee: 'Jane Doe' },
      { date: '2016-06-04', amount: 112_000, payee: 'Debit Card' },
    ],
    opening: -110_000,
    closing: 0,
  },
  // ── Excel ──
  'xlsx/oca-sample_statement_en.xlsx': {
    format: 'xlsx',
    currency: 'USD',
    movements: [
      { date: '2018-12-15', amount: -3350 },
      { date: '2018-12-15', amount: 152_500 },
    ],
  },
  'xlsx/oca-meta_data_separated_credit_debit.xlsx': {
    format: 'xlsx',
    currency: 'EUR',
    count: 4,
    some: [
      { date: '', amount: -5000 },
      { date: '', amount: -10_000 },
      { date: '', amount: -8068 },
      { date: '', amount: 130_000 },
    ],
    opening: 3_000_077,
    closing: 3_107_011,
    tolerance: 2,
  },
};

/**
 * Files that do not import right yet, run as expected failures so the suite stays green. When this
 * test was written 15 were here (21/36: n43 2/7, camt 3/5, ofx 11/12, qif 3/4, csv 2/6, xlsx 0/2);
 * each left the list as its failure class was fixed (docs/decisions/019, "Outside files").
 */
const KNOWN_FAILURES = new Set<string>([]);

const listed = present
  ? [...readFileSync(`${ROOT}/PROVENANCE.md`, 'utf8').matchAll(/^## .*`(\w+)\/`$|^\| `([^`]+)`/gm)]
  : [];
/** The files PROVENANCE.md lists, with their folder (each section names its folder in its title). */
function listedFiles(): string[] {
  const files: string[] = [];
  let folder = '';
  for (const match of listed) {
    if (match[1]) folder = match[1];
    else if (match[2] && folder) files.push(`${folder}/${match[2]}`);
  }
  return files;
}

let ctx: TestContext;
let user: User;
const results = new Map<string, boolean>();

beforeAll(async () => {
  if (!present) return;
  ctx = await createTestApp();
  user = await newUser(ctx);
});
afterAll(async () => {
  if (!present) return;
  await ctx.close();
  const byFormat = new Map<string, { passed: number; total: number }>();
  for (const [file, passed] of results) {
    const format = cases[file]?.format ?? file.split('/')[0]!;
    const entry = byFormat.get(format) ?? { passed: 0, total: 0 };
    entry.total++;
    if (passed) entry.passed++;
    byFormat.set(format, entry);
  }
  const all = [...byFormat.values()].reduce(
    (sum, entry) => ({ passed: sum.passed + entry.passed, total: sum.total + entry.total }),
    { passed: 0, total: 0 },
  );
  const lines = [...byFormat].map(
    ([format, entry]) =>
      `| ${format.padEnd(6)} | ${String(entry.passed).padStart(2)}/${String(entry.total).padEnd(2)} |`,
  );
  console.log(
    [
      '[outside-statements] imported as their source projects expect:',
      '| format | passed |',
      ...lines,
      `| all    | ${all.passed}/${all.total} |`,
    ].join('\n'),
  );
  const failed = [...results].filter(([, passed]) => !passed).map(([file]) => file);
  if (failed.length) console.log(`[outside-statements] not yet: ${failed.join(', ')}`);
});

async function analyze(id: string, body: Json) {
  return call(ctx, 'POST', `/api/imports/${id}/analyze`, { token: user.token, body });
}

const contains = (haystack: string, needle: string) =>
  haystack.normalize('NFC').toLowerCase().includes(needle.normalize('NFC').toLowerCase());
const textOf = (tx: Tx & { original_text?: string }) => `${tx.payee} ${tx.original_text ?? ''} ${tx.notes}`;

/** One movement that matches each expected one (a multiset match: equal movements each need one). */
function expectMovements(found: Tx[], expected: Movement[], file: string) {
  const pool = [...found];
  for (const movement of expected) {
    const index = pool.findIndex(
      (tx) =>
        tx.amount === movement.amount &&
        (movement.date === '' || tx.date === movement.date) &&
        (!movement.payee || contains(textOf(tx), movement.payee)),
    );
    expect(
      index,
      `${file}: no movement ${JSON.stringify(movement)} among ${JSON.stringify(found.map((tx) => [tx.date, tx.amount, tx.payee]))}`,
    ).toBeGreaterThanOrEqual(0);
    pool.splice(index, 1);
  }
}

async function runCase(file: string, expected: Case) {
  const bytes = readFileSync(`${ROOT}/${file}`);
  const statements = expected.statements ?? 1;
  const accounts: string[] = [];
  for (let index = 0; index < statements; index++)
    accounts.push(
      await newAccount(ctx, user.token, {
        name: `${file} ${index + 1}`,
        currency: expected.currency,
        opening_date: '2000-01-01',
      }),
    );
  const uploaded = await upload(ctx, user.token, accounts[0]!, file.split('/')[1]!, bytes);
  if (expected.refuse && uploaded.status === 400) {
    expect(uploaded.errors?.[0]?.field, JSON.stringify(uploaded.body)).toBe('file');
    return;
  }
  expect(uploaded.status, `${file}: upload ${JSON.stringify(uploaded.body)}`).toBe(201);
  const data = uploaded.data as {
    import: { id: string; format: string };
    options: Json | null;
    statements?: { index: number }[];
  };
  expect(data.import.format).toBe(expected.format);
  const id = data.import.id;
  const options = data.options ? { ...data.options, ...expected.options } : null;
  const body: Json = { options, ...(expected.dateOrder ? { date_order: expected.dateOrder } : {}) };
  if (statements > 1) {
    expect(data.statements?.length, `${file}: the upload lists its statements`).toBe(statements);
    body.statement_accounts = accounts.map((account_id, statement) => ({ statement, account_id }));
  }
  const analysis = await analyze(id, body);
  expect(analysis.status, `${file}: analyze ${JSON.stringify(analysis.body)}`).toBe(200);
  const report = analysis.data as unknown as {
    error_count: number;
    errors: { row: number; message: string }[];
    warnings?: string[];
    statement: { opening: { amount: number } | null; closing: { amount: number } | null };
  };
  const commit = await call(ctx, 'POST', `/api/imports/${id}/commit`, { token: user.token, body });
  if (expected.refuse) {
    expect(report.error_count, `${file}: the contradiction is reported`).toBeGreaterThan(0);
    expect(commit.status, `${file}: nothing is imported`).toBe(400);
    for (const account of accounts) expect(await listAll(ctx, user.token, `account_ids=${account}`)).toHaveLength(0);
    return;
  }
  expect(report.errors, `${file}: no row errors`).toEqual([]);
  if (expected.warns) expect(report.warnings?.length ?? 0, `${file}: a warning`).toBeGreaterThan(0);
  if (expected.opening !== undefined)
    expect(report.statement.opening?.amount, `${file}: opening`).toBe(expected.opening);
  // A file cut before its closing record states no closing balance: the account still ends where the movements lead.
  if (expected.closing !== undefined && statements === 1 && !expected.warns)
    expect(report.statement.closing?.amount, `${file}: closing`).toBe(expected.closing);
  expect(commit.status, `${file}: commit ${JSON.stringify(commit.body)}`).toBe(200);
  for (const account of accounts) {
    const found = await listAll(ctx, user.token, `account_ids=${account}`);
    if (expected.count !== undefined) expect(found, `${file}: movements`).toHaveLength(expected.count);
    if (expected.movements) {
      expect(found).toHaveLength(expected.movements.length);
      expectMovements(found, expected.movements, file);
    }
    if (expected.some) expectMovements(found, expected.some, file);
    if (expected.sum !== undefined)
      expect(
        found.reduce((sum, tx) => sum + tx.amount, 0),
        `${file}: sum`,
      ).toBe(expected.sum);
    if (expected.closing !== undefined) {
      const balance = await balanceOf(ctx, user.token, account);
      expect(
        Math.abs(balance - expected.closing),
        `${file}: balance ${balance} vs closing ${expected.closing}`,
      ).toBeLessThanOrEqual(expected.tolerance ?? 0);
    }
    if (expected.distinctPayees)
      expect(new Set(found.map((tx) => tx.payee)).size, `${file}: payees told apart`).toBe(found.length);
  }
}

describe.skipIf(!present)('statements from other projects import as their own tests expect', () => {
  it('has a case for every file PROVENANCE.md lists, and each file is there', () => {
    const files = listedFiles();
    expect(files.length).toBeGreaterThanOrEqual(36);
    expect(files.filter((file) => !cases[file])).toEqual([]);
    expect(Object.keys(cases).filter((file) => !files.includes(file))).toEqual([]);
    for (const file of files) expect(existsSync(`${ROOT}/${file}`), file).toBe(true);
  });

  for (const [file, expected] of Object.entries(cases)) {
    const test = KNOWN_FAILURES.has(file) ? it.fails : it;
    // One retry: once, in a two-worker run of the whole suite, the xlsx case's upload guessed the
    // header at row 1 (its rows 1-9 then failed as dates); it passed alone, in 40 parallel reads of
    // the file and in every other run. Until that is understood, a second failure still fails.
    test(file, { retry: KNOWN_FAILURES.has(file) ? 0 : 1 }, async () => {
      results.set(file, false);
      await runCase(file, expected);
      results.set(file, true);
    });
  }
});
