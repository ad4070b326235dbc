import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdBook,
  type Operation,
  badRawValue,
  badValue,
  deepJson,
  envelopeProblem,
  idKindFor,
  idKindForField,
  operationsOf,
  validValue,
} from '../../test/helpers/bad-input.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../test/helpers/test-app.ts';

/*
 * The generated bad-input suite (docs/architecture.md §6). From the OpenAPI document, every
 * route and every field gets wrong types, NUL and control characters, 100k-character strings, extreme numbers,
 * impossible dates, extra keys, __proto__, huge arrays, deep nesting, wrong content types, garbage
 * cursors and another user's ids, drawn by fast-check at a fixed seed. Every answer must be below
 * 500; every refusal must be the Spanish `{"errors":[…]}` envelope; a refused request must leave
 * the user's rows exactly as they were. `npm run fuzz` runs it longer (FUZZ_RUNS, FUZZ_SEED).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
/** Values drawn per field and run: bounded so the file stays well under a minute on PGlite. */
const PER_FIELD = 4 * RUNS;

// Rows that reads and sign-ins touch legitimately (sessions' last use, codes, counters).
const VOLATILE_TABLES = new Set([
  'sessions',
  'otp_codes',
  'otps',
  'password_resets',
  'rate_limits',
  'login_attempts',
  'notifications',
]);

let ctx: TestContext;
let token: string;
let userId: string;
let otherUserId: string;
let mine: IdBook = {};
let theirs: IdBook = {};
let userTables: string[] = [];

type Json = Record<string, unknown>;

async function seed(authToken: string): Promise<IdBook> {
  const post = async (url: string, body: Json) => {
    const res = await call(ctx, 'POST', url, { token: authToken, body });
    if (res.status >= 300) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
    return res.data.id as string;
  };
  await call(ctx, 'POST', '/api/configuration', {
    token: authToken,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1 },
  });
  const accounts = await post('/api/accounts', {
    name: 'Banco',
    type: 'checking',
    currency: 'EUR',
    opening_balance: 100_000,
  });
  const savingsAccount = await post('/api/accounts', { name: 'Ahorro', type: 'savings', currency: 'EUR' });
  const categories = await post('/api/categories', { name: 'Mercado', kind: 'expense' });
  const transactions = await post('/api/transactions', {
    account_id: accounts,
    amount: -2_500,
    date: '2026-01-10',
    payee: 'Mercadona',
    category_id: categories,
    tags: ['casa'],
  });
  await post('/api/transfers', {
    from_account_id: accounts,
    to_account_id: savingsAccount,
    amount: 1_000,
    date: '2026-01-11',
  });
  const rules = await post('/api/rules', { payee_contains: 'mercadona', category_id: categories });
  const rates = await post('/api/exchange-rates', {
    from_currency: 'USD',
    to_currency: 'EUR',
    rate: '0.92',
    date: '2026-01-01',
  });
  const goals = await post('/api/savings-goals', { name: 'Viaje', target_amount: 100_000, currency: 'EUR' });
  const contribution = await post(`/api/savings-goals/${goals}/contributions`, { amount: 5_000, date: '2026-01-12' });
  const prospects = await post('/api/prospects', {
    title: 'Bono',
    kind: 'income',
    amount: 50_000,
    currency: 'EUR',
    expected_date: '2026-03-01',
    probability: 50,
  });
  const reminders = await post('/api/reminders', {
    title: 'Luz',
    amount: -4_000,
    account_id: accounts,
    next_due: '2026-02-01',
    recurrence: { kind: 'monthly_day', day: 1 },
  });
  await call(ctx, 'PUT', '/api/budgets/2026-01', {
    token: authToken,
    body: { lines: [{ category_id: categories, amount: 30_000 }] },
  });
  return {
    accounts,
    categories,
    transactions,
    rules,
    'exchange-rates': rates,
    'savings-goals': goals,
    contribution,
    prospects,
    reminders,
  };
}

/** The user's rows, table by table, as one fingerprint: any stored change shows. */
async function snapshot(owner = userId): Promise<string> {
  const parts = userTables.map(
    (table) =>
      `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${table}" t where t.user_id = '${owner}')`,
  );
  const result = await ctx.database.db.execute(sql.raw(`select concat_ws(',', ${parts.join(', ')}) as fingerprint`));
  return (result as unknown as { rows: Array<{ fingerprint: string }> }).rows[0]!.fingerprint;
}

type Finding = { request: string; status: number; problem: string };
const findings: Finding[] = [];
const figures = {
  routes: new Set<string>(),
  requests: 0,
  serverErrors: 0,
  outsideEnvelope: 0,
  storedByRefusal: 0,
  crossUser: 0,
  byStatus: {} as Record<number, number>,
};

type Probe = {
  url: string;
  payload?: string;
  contentType?: string;
  withToken?: boolean;
  usesOtherUser?: boolean;
  label: string;
};

async function send(operation: Operation, probe: Probe, stateBefore: { fingerprint: string }) {
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: probe.url,
    headers: {
      ...(probe.withToken === false ? {} : { authorization: `Bearer ${token}` }),
      ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
    },
    ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
  };
  const res = await ctx.app.inject(options);
  figures.requests += 1;
  figures.routes.add(`${operation.method} ${operation.path}`);
  const payloadText =
    typeof probe.payload === 'string'
      ? probe.payload.slice(0, 120)
      : probe.payload
        ? `<${String((probe.payload as Buffer).length)} bytes>`
        : '';
  const where = `${operation.method} ${operation.path} [${probe.label}] ${probe.url.slice(0, 120)} ${payloadText}`;
  if (res.statusCode >= 500) {
    figures.serverErrors += 1;
    findings.push({ request: where, status: res.statusCode, problem: `5xx: ${res.body.slice(0, 200)}` });
  }
  if (res.statusCode >= 400) {
    const problem = envelopeProblem(res.headers['content-type'] as string | undefined, res.body);
    if (problem) {
      figures.outsideEnvelope += 1;
      findings.push({ request: where, status: res.statusCode, problem });
    }
  }
  if (operation.method !== 'GET' && operation.method !== 'HEAD') {
    const after = await snapshot();
    if (res.statusCode >= 400 && after !== stateBefore.fingerprint) {
      figures.storedByRefusal += 1;
      findings.push({ request: where, status: res.statusCode, problem: 'a refused request changed stored rows' });
    }
    stateBefore.fingerprint = after;
  }
  figures.byStatus[res.statusCode] = (figures.byStatus[res.statusCode] ?? 0) + 1;
  if (
    probe.usesOtherUser &&
    res.statusCode < 300 &&
    operation.method === 'GET' &&
    operation.path.includes('{') &&
    !operation.path.includes('{month}')
  ) {
    figures.crossUser += 1;
    findings.push({ request: where, status: res.statusCode, problem: "another user's item was answered" });
  }
}

/** Deterministic per route and field, so a failure names a case that replays with the same seed. */
const seedFor = (...parts: string[]) => {
  let hash = SEED;
  for (const char of parts.join('|')) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
};

function pathFor(
  operation: Operation,
  override?: { name: string; raw: string },
): { url: string; usesOtherUser: boolean } {
  let usesOtherUser = false;
  const url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (override?.name === name) {
      usesOtherUser = Object.values(theirs).some((id) => override.raw.includes(id));
      return override.raw;
    }
    if (name === 'month') return '2026-01';
    if (name === 'slug') return 'primeros-pasos';
    // DELETE never gets the user's own id: the suite must not remove the rows it probes with.
    if (operation.method === 'DELETE') return '0190a000-0000-7000-8000-000000000000';
    return mine[idKindFor(operation.path, name)] ?? '0190a000-0000-7000-8000-000000000000';
  });
  return { url, usesOtherUser };
}

function validQuery(operation: Operation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const kind = idKindForField(parameter.name);
    if (kind && mine[kind]) query[parameter.name] = mine[kind];
  }
  return query;
}

const withQuery = (url: string, query: Record<string, string>) => {
  const text = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${value}`)
    .join('&');
  return text ? `${url}?${text}` : url;
};

function probesFor(operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const base = pathFor(operation);
  const query = validQuery(operation);
  const baseBody = operation.body ? (validValue(operation.body, '', mine) as Json) : undefined;
  const json = 'application/json';
  const bodyProbe = (body: unknown, label: string, usesOtherUser = false): Probe => ({
    url: withQuery(base.url, query),
    payload: JSON.stringify(body),
    contentType: json,
    usesOtherUser,
    label,
  });

  // Path parameters: another user's id, garbage, over-long, NUL, bad encoding.
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    const kind = idKindFor(operation.path, parameter.name);
    const raws = [
      ...(theirs[kind] ? [theirs[kind]] : []),
      ...fc.sample(badRawValue(theirs.accounts!), {
        seed: seedFor(operation.path, parameter.name),
        numRuns: PER_FIELD,
      }),
    ];
    for (const raw of raws) {
      const { url, usesOtherUser } = pathFor(operation, { name: parameter.name, raw });
      probes.push({
        url: withQuery(url, query),
        payload: baseBody ? JSON.stringify(baseBody) : undefined,
        contentType: baseBody ? json : undefined,
        usesOtherUser,
        label: `path ${parameter.name}`,
      });
    }
  }

  // Query parameters, one at a time, plus repeated keys and a garbage cursor.
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    for (const raw of fc.sample(badRawValue(theirs.accounts!), {
      seed: seedFor(operation.path, operation.method, parameter.name),
      numRuns: PER_FIELD,
    })) {
      probes.push({
        url: withQuery(base.url, { ...query, [parameter.name]: raw }),
        payload: baseBody ? JSON.stringify(baseBody) : undefined,
        contentType: baseBody ? json : undefined,
        usesOtherUser: raw.includes(theirs.accounts!) && operation.method !== 'GET',
        label: `query ${parameter.name}`,
      });
    }
    probes.push({
      url: `${base.url}?${Array.from({ length: 500 }, () => `${parameter.name}=1`).join('&')}`,
      label: `query ${parameter.name} ×500`,
    });
  }
  if (operation.parameters.some((p) => p.name === 'cursor')) {
    for (const cursor of [
      'garbage',
      'eyJ4IjoxfQ',
      Buffer.from('{"date":"0000-01-01","id":"x"}').toString('base64url'),
      Buffer.from('\u0000').toString('base64url'),
      '%00',
    ]) {
      probes.push({ url: withQuery(base.url, { ...query, cursor }), label: 'cursor' });
    }
  }

  if (!operation.body) {
    if (operation.method !== 'GET' && operation.method !== 'DELETE') {
      // A route without a JSON body still must cope with one it did not ask for, and routes that
      // take a raw file (imports) with binary files posing as text.
      probes.push({ url: base.url, payload: '{"x":', contentType: json, label: 'unasked broken body' });
      const files = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 4_000 }), {
        seed: seedFor(operation.path, 'file'),
        numRuns: PER_FIELD,
      });
      const png = Uint8Array.from([
        0x89,
        0x50,
        0x4e,
        0x47,
        0x0d,
        0x0a,
        0x1a,
        0x0a,
        0,
        0,
        0,
        13,
        0x49,
        0x48,
        0x44,
        0x52,
        ...Array(200).fill(0),
      ]);
      const fileQuery = { ...query, file_name: 'extracto.csv' };
      for (const [index, bytes] of [png, new Uint8Array(0), ...files].entries()) {
        for (const contentType of ['text/csv', 'application/octet-stream']) {
          probes.push({
            url: withQuery(base.url, fileQuery),
            payload: Buffer.from(bytes) as unknown as string,
            contentType,
            label: `binary file ${index} as ${contentType}`,
          });
        }
      }
    }
    return probes;
  }

  // The whole body: wrong shapes, wrong content types, deep nesting, prototype keys, extra keys.
  for (const body of [null, [], 'texto', 123, true]) probes.push(bodyProbe(body, 'body shape'));
  probes.push({ url: base.url, label: 'no body' });
  probes.push({ url: base.url, payload: '', contentType: json, label: 'empty body' });
  probes.push({ url: base.url, payload: '{"a":', contentType: json, label: 'broken JSON' });
  probes.push({ url: base.url, payload: deepJson(5_000), contentType: json, label: 'deep nesting' });
  probes.push({ url: base.url, payload: JSON.stringify(baseBody), contentType: 'text/plain', label: 'text/plain' });
  probes.push({ url: base.url, payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', label: 'form' });
  probes.push({
    url: base.url,
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
    label: 'multipart',
  });
  probes.push({ url: base.url, payload: '<a/>', contentType: 'application/xml', label: 'xml' });
  probes.push({
    url: base.url,
    payload: JSON.stringify(baseBody),
    contentType: 'application/json; charset=utf-16',
    label: 'charset',
  });
  probes.push({
    url: base.url,
    payload: `{"__proto__":{"admin":true},${JSON.stringify(baseBody).slice(1)}`.replace(',}', '}'),
    contentType: json,
    label: '__proto__',
  });
  probes.push({
    url: base.url,
    payload: `{"constructor":{"prototype":{"admin":true}},${JSON.stringify(baseBody).slice(1)}`.replace(',}', '}'),
    contentType: json,
    label: 'constructor.prototype',
  });
  probes.push(bodyProbe({ ...baseBody, extra_key: 'x', ['clave\u0000']: 1 }, 'extra keys'));

  // Each field in turn gets values fast-check draws, the rest of the body staying valid.
  const properties = Object.entries(operation.body.properties ?? {});
  for (const [name] of properties) {
    for (const value of fc.sample(badValue(theirs.accounts!), {
      seed: seedFor(operation.path, operation.method, name),
      numRuns: PER_FIELD,
    })) {
      const usesOtherUser = JSON.stringify(value ?? null).includes(theirs.accounts!);
      probes.push(bodyProbe({ ...baseBody, [name]: value }, `field ${name}`, usesOtherUser));
    }
    // An id field with the other user's row of that kind.
    const kind = idKindForField(name);
    if (kind && theirs[kind]) {
      const array = /_ids$|^ids$/.test(name);
      probes.push(
        bodyProbe({ ...baseBody, [name]: array ? [theirs[kind]] : theirs[kind] }, `field ${name} other user`, true),
      );
    }
  }
  return probes;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await registerUser(ctx, { name: 'Ana Fuzz' });
  token = owner.token;
  const other = await registerUser(ctx, { name: 'Bea Otra' });
  mine = await seed(token);
  theirs = await seed(other.token);
  userId = (await call(ctx, 'GET', '/api/me', { token })).data.id as string;
  otherUserId = (await call(ctx, 'GET', '/api/me', { token: other.token })).data.id as string;
  const tables = await ctx.database.db.execute(
    sql.raw(
      `select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    ),
  );
  userTables = (tables as unknown as { rows: Array<{ table_name: string }> }).rows
    .map((row) => row.table_name)
    .filter((table) => !VOLATILE_TABLES.has(table));
}, 120_000);
afterAll(async () => ctx?.close());

describe('generated bad input, from the OpenAPI document', () => {
  it('never answers 5xx, always refuses in the Spanish envelope, and stores nothing it refused', async () => {
    const document = (await call(ctx, 'GET', '/api/docs/json')).body as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(document).filter((operation) => !operation.path.startsWith('/api/docs'));
    // Signing out would end the session the rest of the suite probes with; it is probed unsigned.
    const state = { fingerprint: await snapshot() };
    // The other user's rows: nothing the first user sends, with their ids or not, may change them.
    const otherRows = await snapshot(otherUserId);
    for (const operation of operations) {
      const signOut = operation.path === '/api/auth/logout';
      for (const probe of probesFor(operation))
        await send(operation, signOut ? { ...probe, withToken: false } : probe, state);
      // Every request also without the token: the 401 must be the envelope too.
      await send(operation, { url: pathFor(operation).url, withToken: false, label: 'no token' }, state);
      if ((await snapshot(otherUserId)) !== otherRows) {
        figures.crossUser += 1;
        findings.push({
          request: `${operation.method} ${operation.path}`,
          status: 0,
          problem: "the other user's rows changed",
        });
        break;
      }
    }
    const summary = {
      seed: SEED,
      runs: RUNS,
      routes: figures.routes.size,
      operations_in_document: operations.length,
      requests: figures.requests,
      server_errors: figures.serverErrors,
      refusals_outside_envelope: figures.outsideEnvelope,
      stored_by_refusal: figures.storedByRefusal,
      cross_user: figures.crossUser,
      answers_by_status: figures.byStatus,
    };
    console.log(`bad-input suite: ${JSON.stringify(summary)}`);
    if (findings.length > 0)
      console.log(
        findings
          .slice(0, 60)
          .map((finding) => `${finding.status} ${finding.problem}\n    ${finding.request}`)
          .join('\n'),
      );
    expect(figures.routes.size).toBe(operations.length);
    expect(findings).toEqual([]);
  }, 600_000);
});
