import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { findCountry } from '@cuentas/shared/countries';
import { formatMoney, minorDigits } from '@cuentas/shared/money';
import { foldAccents } from '@cuentas/shared/text';
import { call, registerUser, type TestContext } from './test-app.ts';

/**
 * The blind WhatsApp corpus harness (decision 031): each case gets a fresh user of its country with
 * the accounts the corpus writer was told about, its messages go through the simulator (the same
 * inbox, queue and handler as the webhook), and the ledger is read back through the API and compared
 * with what the writer expected.
 */

export type ExpectedRecord = {
  kind: 'expense' | 'income' | 'transfer';
  amount: number;
  currency: string;
  date: string;
  account: string;
  to?: string;
  category?: string | null;
  payee?: string;
};
export type ExpectedQuestion = {
  about: 'balance' | 'spending' | 'income';
  account: string | null;
  category: string | null;
  from: string | null;
  to: string | null;
};
export type BlindCase = {
  id: string;
  country: 'CO' | 'MX' | 'AR' | 'CL' | 'PE' | 'ES';
  class: string;
  messages: string[];
  expect: { records: ExpectedRecord[] } | { question: ExpectedQuestion } | { ask: true };
};

/** The hex sha256 a FROZEN file holds (its first 64-hex word). */
export function frozenSha(text: string): string | undefined {
  return text.match(/\b[0-9a-f]{64}\b/i)?.[0].toLowerCase();
}

/** The corpus, refused when its bytes are not the ones frozen. */
export function readCorpus(file: string, expectedSha: string): BlindCase[] {
  const bytes = readFileSync(file);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== expectedSha)
    throw new Error(`El corpus ${file} cambió: sha256 ${sha}, congelado ${expectedSha}. No lo mido.`);
  return bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => withRecordsListed(JSON.parse(line) as BlindCase));
}

/**
 * One writer (blind-aa) gave a case's only record bare, as `expect`, and left out its currency.
 * Both say the same thing as the brief's form, so they are read as it: one record, in the
 * country's currency. The bytes, and so the frozen hash, stay the writer's.
 */
export function withRecordsListed<T extends { country: BlindCase['country']; expect: object }>(item: T): T {
  const bare = 'kind' in item.expect ? [item.expect as ExpectedRecord] : undefined;
  const records = bare ?? ('records' in item.expect ? (item.expect.records as ExpectedRecord[]) : undefined);
  if (!records) return item;
  const currency = COUNTRY_USERS[item.country].currency;
  return {
    ...item,
    expect: { records: records.map((record) => ({ ...record, currency: record.currency ?? currency })) },
  };
}

export type AccountSpec = {
  name: string;
  type: 'cash' | 'checking' | 'savings' | 'credit_card' | 'other';
  digits?: string;
  opening: number;
};

// The accounts each country's writer was told about (the first is the default), with opening
// balances in currency units so balance questions have figures to state.
export const COUNTRY_USERS: Record<BlindCase['country'], { currency: string; zone: string; accounts: AccountSpec[] }> =
  {
    CO: {
      currency: 'COP',
      zone: 'America/Bogota',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 350_000 },
        { name: 'Bancolombia', type: 'savings', digits: '7710', opening: 4_200_000 },
        // A Nequi account's number is its phone: the user set its last four digits.
        { name: 'Nequi', type: 'other', digits: '0199', opening: 180_000 },
        { name: 'Visa Bancolombia', type: 'credit_card', digits: '4821', opening: -1_250_000 },
        { name: 'Davivienda', type: 'checking', digits: '0932', opening: 2_100_000 },
        { name: 'Daviplata', type: 'other', opening: 95_000 },
        { name: 'Ahorros', type: 'savings', digits: '3301', opening: 8_000_000 },
      ],
    },
    MX: {
      currency: 'MXN',
      zone: 'America/Mexico_City',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 2_300 },
        { name: 'BBVA', type: 'checking', digits: '5120, 8834', opening: 18_400 },
        { name: 'Tarjeta Nu', type: 'credit_card', digits: '6621', opening: -4_150 },
        { name: 'Mercado Pago', type: 'other', opening: 1_200 },
        { name: 'Banorte', type: 'credit_card', digits: '1047', opening: -9_870 },
      ],
    },
    AR: {
      currency: 'ARS',
      zone: 'America/Argentina/Buenos_Aires',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 85_000 },
        { name: 'Galicia', type: 'checking', digits: '4402', opening: 1_450_000 },
        { name: 'Mercado Pago', type: 'other', opening: 320_000 },
        { name: 'Visa Galicia', type: 'credit_card', digits: '9915', opening: -610_000 },
      ],
    },
    CL: {
      currency: 'CLP',
      zone: 'America/Santiago',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 60_000 },
        { name: 'CuentaRUT', type: 'checking', digits: '2288', opening: 540_000 },
        { name: 'Tarjeta Santander', type: 'credit_card', digits: '5567', opening: -320_000 },
        { name: 'Ripley', type: 'credit_card', digits: '7781', opening: -150_000 },
        { name: 'CMR Falabella', type: 'credit_card', digits: '3390', opening: -88_000 },
      ],
    },
    PE: {
      currency: 'PEN',
      zone: 'America/Lima',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 420 },
        { name: 'BCP', type: 'savings', digits: '6012', opening: 5_300 },
        { name: 'Yape', type: 'other', opening: 260 },
        { name: 'Interbank Visa', type: 'credit_card', digits: '4419', opening: -1_180 },
        { name: 'Plin', type: 'other', opening: 75 },
      ],
    },
    ES: {
      currency: 'EUR',
      zone: 'Europe/Madrid',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 140 },
        { name: 'BBVA', type: 'checking', digits: '2231', opening: 2_450 },
        { name: 'Revolut', type: 'checking', digits: '9012', opening: 380 },
        { name: 'Tarjeta Visa', type: 'credit_card', digits: '7743', opening: -640 },
        { name: 'CaixaBank', type: 'checking', digits: '5580', opening: 1_720 },
        { name: 'ING', type: 'checking', digits: '1199', opening: 3_900 },
      ],
    },
  };

// A month of history (and a little before) so questions about periods, accounts, categories and
// groups have figures to state. [date, account index, amount in units (negative = out), category].
// One movement sits on a group itself ("Alimentación"), as people file them in the app.
const SEED: [string, number, number, string][] = [
  ['2026-11-26', 0, -31, 'Restaurantes'],
  ['2026-11-25', 1, -187, 'Supermercado'],
  ['2026-11-25', 0, -12, 'Taxi y VTC'],
  ['2026-11-24', 2, -46, 'Cafeterías'],
  ['2026-11-23', 1, -95, 'Combustible'],
  ['2026-11-20', 1, -63, 'Farmacia'],
  ['2026-11-18', 0, -54, 'Alimentación'],
  ['2026-11-17', 1, -129, 'Internet'],
  ['2026-11-16', 2, -38, 'Cine y eventos'],
  ['2026-11-05', 1, -240, 'Supermercado'],
  ['2026-11-02', 1, 2_600, 'Salario'],
  ['2026-10-28', 1, -71, 'Restaurantes'],
  ['2026-10-15', 1, -112, 'Teléfono móvil'],
  ['2026-10-09', 0, -83, 'Supermercado'],
  ['2026-10-02', 1, 2_600, 'Salario'],
  ['2026-09-12', 1, -205, 'Supermercado'],
  ['2026-03-07', 1, -340, 'Viajes'],
];
// Scales the seed into each currency's usual sizes.
const SEED_SCALE: Record<string, number> = { COP: 1_000, MXN: 10, ARS: 1_000, CLP: 500, PEN: 1, EUR: 1 };

type Json = Record<string, unknown>;
export type BlindUser = {
  token: string;
  country: BlindCase['country'];
  currency: string;
  locale: string;
  zone: string;
  accounts: { id: string; name: string }[];
  categories: { id: string; name: string; kind: string; parent_id: string | null }[];
  seeded: Set<string>;
};

const units = (value: number, currency: string) => Math.round(value * 10 ** minorDigits(currency));

export async function newBlindUser(
  ctx: TestContext,
  country: BlindCase['country'],
  seed: boolean,
  extraAccounts: AccountSpec[] = [],
): Promise<BlindUser> {
  const spec = COUNTRY_USERS[country];
  const { token } = await registerUser(ctx);
  const headers = { 'x-time-zone': spec.zone };
  await call(ctx, 'POST', '/api/configuration', {
    token,
    headers,
    body: { country, base_currency: spec.currency, month_start_day: 1 },
  });
  const accounts: BlindUser['accounts'] = [];
  for (const account of [...spec.accounts, ...extraAccounts]) {
    const res = await call(ctx, 'POST', '/api/accounts', {
      token,
      headers,
      body: {
        name: account.name,
        type: account.type,
        currency: spec.currency,
        opening_balance: units(account.opening, spec.currency),
        opening_date: '2026-01-01',
        last_digits: account.digits ?? null,
      },
    });
    if (res.status >= 300) throw new Error(`account ${account.name}: ${JSON.stringify(res.body)}`);
    accounts.push({ id: res.data.id as string, name: account.name });
  }
  await call(ctx, 'PATCH', '/api/whatsapp/settings', { token, headers, body: { default_account_id: accounts[0]!.id } });
  const categories = (await call(ctx, 'GET', '/api/categories', { token, headers }))
    .data as unknown as BlindUser['categories'];
  const seeded = new Set<string>();
  if (seed) {
    for (const [date, index, amount, category] of SEED) {
      const res = await call(ctx, 'POST', '/api/transactions', {
        token,
        headers,
        body: {
          account_id: accounts[index]!.id,
          date,
          amount: units(amount * SEED_SCALE[spec.currency]!, spec.currency),
          payee: category,
          category_id: categories.find((c) => c.name === category)!.id,
        },
      });
      if (res.status >= 300) throw new Error(`seed: ${JSON.stringify(res.body)}`);
      seeded.add(res.data.id as string);
    }
  }
  return {
    token,
    country,
    currency: spec.currency,
    locale: findCountry(country)?.locale ?? 'es-ES',
    zone: spec.zone,
    accounts,
    categories,
    seeded,
  };
}

export async function say(ctx: TestContext, user: BlindUser, text: string): Promise<string> {
  const res = await call(ctx, 'POST', '/api/whatsapp/simulate', {
    token: user.token,
    body: { text },
    headers: { 'x-time-zone': user.zone },
  });
  if (res.status !== 200) return `(HTTP ${res.status}: ${JSON.stringify(res.body)})`;
  return String(res.data.reply ?? '');
}

export type SavedRecord = {
  kind: 'expense' | 'income' | 'transfer';
  amount: number;
  currency: string;
  date: string;
  account: string;
  to?: string;
  category: string | null;
  payee: string;
};

/** What the case left in the ledger besides the seed, transfers as one record from → to. */
export async function savedRecords(ctx: TestContext, user: BlindUser): Promise<SavedRecord[]> {
  const items = (
    (
      await call(ctx, 'GET', '/api/transactions?limit=200', {
        token: user.token,
        headers: { 'x-time-zone': user.zone },
      })
    ).data as Json
  ).items as Json[];
  const name = (id: unknown) => user.accounts.find((account) => account.id === id)?.name ?? String(id);
  const category = (id: unknown) => (id ? (user.categories.find((c) => c.id === id)?.name ?? String(id)) : null);
  const out: SavedRecord[] = [];
  for (const item of items) {
    if (user.seeded.has(item.id as string)) continue;
    const amount = item.amount as number;
    const base = {
      currency: item.currency as string,
      date: item.date as string,
      payee: item.payee as string,
      category: category(item.category_id),
    };
    if (item.kind === 'transfer' || item.transfer_id) {
      if (amount > 0 && item.counterpart) continue;
      const counterpart = item.counterpart as Json | null;
      out.push({
        ...base,
        kind: 'transfer',
        amount: Math.abs(amount),
        account: name(item.account_id),
        to: counterpart ? name(counterpart.account_id) : undefined,
        category: null,
      });
    } else
      out.push({
        ...base,
        kind: amount < 0 ? 'expense' : 'income',
        amount: Math.abs(amount),
        account: name(item.account_id),
      });
  }
  return out;
}

const fold = (text: string) => foldAccents(text).toLowerCase().trim();

export type FieldName = 'kind' | 'amount' | 'currency' | 'date' | 'account' | 'to' | 'category' | 'payee';

/** Which of an expected record's fields the saved one gets right (payee loosely: one contains the other). */
export function fieldChecks(
  expected: ExpectedRecord,
  saved: SavedRecord | undefined,
): Partial<Record<FieldName, boolean>> {
  const checks: Partial<Record<FieldName, boolean>> = {
    kind: saved?.kind === expected.kind,
    amount: saved !== undefined && saved.amount === units(expected.amount, expected.currency),
    currency: saved?.currency === expected.currency,
    date: saved?.date === expected.date,
    account: saved !== undefined && fold(saved.account) === fold(expected.account),
  };
  if (expected.kind === 'transfer') checks.to = saved?.to !== undefined && fold(saved.to) === fold(expected.to ?? '');
  if (expected.category != null)
    checks.category = saved?.category != null && fold(saved.category) === fold(expected.category);
  if (expected.payee)
    checks.payee =
      saved !== undefined &&
      saved.payee !== '' &&
      (fold(saved.payee).includes(fold(expected.payee)) || fold(expected.payee).includes(fold(saved.payee)));
  return checks;
}

/** Pairs expected and saved records, each expected one with the saved one agreeing on most fields. */
export function pairRecords(expected: ExpectedRecord[], saved: SavedRecord[]) {
  const left = [...saved];
  return expected.map((record) => {
    let best = -1;
    let bestScore = -1;
    left.forEach((candidate, index) => {
      // The amount, kind and account say which movement is which before the rest does.
      const weights: Partial<Record<FieldName, number>> = { amount: 8, kind: 4, account: 4 };
      const score = Object.entries(fieldChecks(record, candidate)).reduce(
        (sum, [field, ok]) => sum + (ok ? (weights[field as FieldName] ?? 1) : 0),
        0,
      );
      if (score > bestScore) [best, bestScore] = [index, score];
    });
    const match = best >= 0 ? left.splice(best, 1)[0] : undefined;
    return { expected: record, saved: match, checks: fieldChecks(record, match) };
  });
}

const CLAIMS_SUCCESS = /✅|\bAnot(?:é|ado|ada|amos)\b|^Listo\b/m;
export const claimsSuccess = (reply: string) => CLAIMS_SUCCESS.test(reply);

const compact = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');

/** The figure the app's own screens give for the question's subject and period. */
export async function questionFigure(ctx: TestContext, user: BlindUser, question: ExpectedQuestion): Promise<number[]> {
  const headers = { 'x-time-zone': user.zone };
  const get = async (url: string) => (await call(ctx, 'GET', url, { token: user.token, headers })).data as Json;
  const account = question.account
    ? user.accounts.find((candidate) => fold(candidate.name) === fold(question.account!))
    : undefined;
  if (question.about === 'balance') {
    const list = (await get('/api/accounts')) as unknown as Json[];
    if (account) return [list.find((row) => row.id === account.id)!.balance as number];
    return list.map((row) => row.balance as number);
  }
  const from = question.from ?? '2026-11-01';
  const to = question.to ?? (question.from ? '2026-11-26' : '2026-11-30');
  const filter = `from=${from}&to=${to}${account ? `&account_ids=${account.id}` : ''}`;
  // The transactions screen's totals for the filter: any range of days (the reports screen counts
  // whole months), a group with its categories, transfers neither income nor spending.
  const category = question.category
    ? user.categories.find((candidate) => fold(candidate.name) === fold(question.category!))
    : undefined;
  const ids = category
    ? [
        category.id,
        ...user.categories.filter((candidate) => candidate.parent_id === category.id).map((candidate) => candidate.id),
      ]
    : [];
  const totals = await get(`/api/transactions/totals?${filter}${ids.length ? `&category_ids=${ids.join(',')}` : ''}`);
  const line = (totals.by_currency as { currency: string; income: number; expense: number }[]).find(
    (row) => row.currency === user.currency,
  );
  return [question.about === 'spending' ? -(line?.expense ?? 0) : (line?.income ?? 0)];
}

/** True when the reply states every figure (formatted as the user's country writes money). */
export function statesFigures(reply: string, figures: number[], user: BlindUser): boolean {
  const text = compact(reply);
  return figures.every((figure) => {
    const plain = compact(formatMoney(Math.abs(figure), user.currency, user.locale)).replace(/^-/, '');
    const number = plain.replace(/[^\d.,]/g, '');
    return (
      text.includes(plain) || new RegExp(`(?<![\\d.,])${number.replace(/[.,]/g, '\\$&')}(?![\\d]|[.,]\\d)`).test(text)
    );
  });
}

export type CaseResult = {
  id: string;
  country: string;
  class: string;
  right: boolean;
  rightWithPayee: boolean;
  silentWrong: boolean;
  fields: Partial<Record<FieldName, boolean>>[];
  messages: string[];
  replies: string[];
  saved: SavedRecord[];
  expect: BlindCase['expect'];
  note?: string;
};

export async function runCase(ctx: TestContext, item: BlindCase): Promise<CaseResult> {
  const question = 'question' in item.expect ? item.expect.question : undefined;
  const user = await newBlindUser(ctx, item.country, question !== undefined);
  const figures = question ? await questionFigure(ctx, user, question) : [];
  const replies: string[] = [];
  for (const message of item.messages) replies.push(await say(ctx, user, message));
  const saved = await savedRecords(ctx, user);
  const claimed = replies.some(claimsSuccess);
  const base = {
    id: item.id,
    country: item.country,
    class: item.class,
    messages: item.messages,
    replies,
    saved,
    expect: item.expect,
  };
  if ('records' in item.expect) {
    const pairs = pairRecords(item.expect.records, saved);
    const extra = saved.length - pairs.filter((pair) => pair.saved).length;
    const core = pairs.every((pair) => Object.entries(pair.checks).every(([field, ok]) => ok || field === 'payee'));
    const right = core && extra === 0;
    const moneyWrong =
      extra > 0 ||
      pairs.some((pair) => pair.saved && !(pair.checks.amount && pair.checks.account && pair.checks.kind)) ||
      (saved.length > 0 && pairs.some((pair) => !pair.saved));
    return {
      ...base,
      right,
      rightWithPayee: right && pairs.every((pair) => pair.checks.payee !== false),
      silentWrong: claimed && saved.length > 0 && moneyWrong,
      fields: pairs.map((pair) => pair.checks),
    };
  }
  if (question) {
    const right = saved.length === 0 && statesFigures(replies.at(-1) ?? '', figures, user);
    return {
      ...base,
      right,
      rightWithPayee: right,
      silentWrong: claimed && saved.length > 0,
      fields: [],
      note: `cifras esperadas ${figures.join(' / ')}`,
    };
  }
  const right = saved.length === 0;
  return { ...base, right, rightWithPayee: right, silentWrong: claimed && saved.length > 0, fields: [] };
}

const pct = (right: number, total: number) => (total ? `${((100 * right) / total).toFixed(1)} %` : '—');

/** The figures per class and per field, and the misses, as printed text. */
export function summarize(results: CaseResult[], label: string): { text: string; misses: string } {
  const lines = [`WhatsApp, corpus ${label}: ${results.length} casos`];
  const right = results.filter((result) => result.right).length;
  lines.push(
    `  totalmente bien: ${right}/${results.length} (${pct(right, results.length)}); con comercio: ${pct(results.filter((r) => r.rightWithPayee).length, results.length)}`,
  );
  lines.push(`  guardados mal con respuesta de éxito: ${results.filter((result) => result.silentWrong).length}`);
  lines.push('  por clase:');
  const classes = [...new Set(results.map((result) => result.class))].sort();
  for (const name of classes) {
    const group = results.filter((result) => result.class === name);
    const ok = group.filter((result) => result.right).length;
    lines.push(
      `    ${name.padEnd(12)} ${String(ok).padStart(3)}/${String(group.length).padEnd(3)} ${pct(ok, group.length)}`,
    );
  }
  lines.push('  por país:');
  for (const country of [...new Set(results.map((result) => result.country))].sort()) {
    const group = results.filter((result) => result.country === country);
    lines.push(
      `    ${country} ${group.filter((result) => result.right).length}/${group.length} ${pct(group.filter((result) => result.right).length, group.length)}`,
    );
  }
  lines.push('  por campo (movimientos esperados):');
  const fields: FieldName[] = ['kind', 'amount', 'currency', 'date', 'account', 'to', 'category', 'payee'];
  for (const field of fields) {
    const values = results
      .flatMap((result) => result.fields.map((checks) => checks[field]))
      .filter((value) => value !== undefined);
    lines.push(
      `    ${field.padEnd(9)} ${values.filter(Boolean).length}/${values.length} ${pct(values.filter(Boolean).length, values.length)}`,
    );
  }
  const questions = results.filter((result) => 'question' in result.expect);
  const asks = results.filter(
    (result) => 'ask' in result.expect || ('records' in result.expect && result.expect.records.length === 0),
  );
  lines.push(
    `  preguntas: ${questions.filter((r) => r.right).length}/${questions.length}; no anotar nada: ${asks.filter((r) => r.right).length}/${asks.length}`,
  );
  const misses = results
    .filter((result) => !result.right)
    .map((result) =>
      [
        `${result.id} [${result.class}]${result.silentWrong ? ' GUARDADO MAL CON ÉXITO' : ''} ${result.note ?? ''}`,
        ...result.messages.map((message, index) => `  > ${message}\n  < ${result.replies[index]}`),
        `  esperado: ${JSON.stringify(result.expect)}`,
        `  guardado: ${JSON.stringify(result.saved)}`,
      ].join('\n'),
    )
    .join('\n');
  return { text: lines.join('\n'), misses };
}
