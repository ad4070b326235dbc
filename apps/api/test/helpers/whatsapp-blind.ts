import { findCountry } from '@cuentas/shared/countries';
import { formatMoney, minorDigits } from '@cuentas/shared/money';
import { foldAccents } from '@cuentas/shared/text';
import { call, registerUser, type TestContext } from './test-app.ts';
import {
  COUNTRY_USERS,
  type AccountSpec,
  type BlindCase,
  type ExpectedQuestion,
  type ExpectedRecord,
} from './whatsapp-blind-corpus.ts';

export * from './whatsapp-blind-corpus.ts';

/**
 * The blind WhatsApp corpus harness (decision 031): each case gets a fresh user of its country with
 * the accounts the corpus writer was told about, its messages go through the simulator (the same
 * inbox, queue and handler as the webhook), and the ledger is read back through the API and compared
 * with what the writer expected.
 */

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
