import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdBook,
  type Operation,
  envelopeProblem,
  idKindFor,
  operationsOf,
  validValue,
} from '../../test/helpers/bad-input.ts';
import { inLedger, join, type Person, person } from '../../test/helpers/households.ts';
import { call, createTestApp, type TestContext } from '../../test/helpers/test-app.ts';

/*
 * Every route of the OpenAPI document, tried in Ana's ledger (decision 044) by a non-member (404,
 * as an unknown id), a viewer (reads answered, every write 403 «solo lectura») and a member
 * (neither refusal). Routes that are the person's own, whatever ledger is open, are listed here
 * by prefix: a new route is a ledger route unless it is added to this list on purpose.
 */
const PERSONAL = [
  '/api/me',
  '/api/auth/',
  '/api/households',
  '/api/household-invitations/',
  '/api/notifications',
  '/api/subscription',
  '/api/support',
  '/api/whatsapp',
];
/** Outside the token altogether: the header means nothing to them. */
const PUBLIC = ['/api/health', '/api/webhooks/', '/api/docs', '/api/sandbox', '/api/configuration/public'];

const HOUSEHOLD_404 = 'Este hogar no existe o ya no formas parte de él';
const READ_ONLY = 'Tu rol en este hogar es solo lectura';

let ctx: TestContext;
let ana: Person;
let luis: Person;
let carmen: Person;
let eva: Person;
let ids: IdBook = {};

async function seed(owner: Person): Promise<IdBook> {
  const post = async (url: string, body: Record<string, unknown>) => {
    const res = await call(ctx, 'POST', url, { token: owner.token, body });
    if (res.status >= 300) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
    return res.data.id as string;
  };
  await call(ctx, 'POST', '/api/configuration', {
    token: owner.token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1 },
  });
  const accounts = await post('/api/accounts', {
    name: 'Banco',
    type: 'checking',
    currency: 'EUR',
    opening_balance: 100_000,
  });
  const categories = await post('/api/categories', { name: 'Mercado', kind: 'expense' });
  const transactions = await post('/api/transactions', {
    account_id: accounts,
    amount: -2_500,
    date: '2026-01-10',
    payee: 'Mercadona',
    category_id: categories,
  });
  const rules = await post('/api/rules', { payee_contains: 'mercadona', category_id: categories });
  const goals = await post('/api/savings-goals', { name: 'Viaje', target_amount: 100_000, currency: 'EUR' });
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
  return { accounts, categories, transactions, rules, 'savings-goals': goals, prospects, reminders };
}

const isPersonal = (path: string) => PERSONAL.some((prefix) => path.startsWith(prefix));
const isPublic = (path: string) => PUBLIC.some((prefix) => path.startsWith(prefix));

function urlFor(operation: Operation): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === 'month') return '2026-01';
    if (name === 'slug') return 'primeros-pasos';
    // A write never names a real row: the suite must not remove the rows it reads with.
    if (operation.method !== 'GET') return '0190a000-0000-7000-8000-000000000000';
    const kind =
      name === 'id'
        ? operation.path.split('/{id}')[0]!.split('/').filter(Boolean).slice(1).join('/')
        : name.replace(/Id$/, '');
    return ids[kind] ?? '0190a000-0000-7000-8000-000000000000';
  });
}

async function send(operation: Operation, who: Person) {
  const body = operation.body ? validValue(operation.body, '', ids) : undefined;
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: urlFor(operation),
    headers: {
      authorization: `Bearer ${who.token}`,
      ...inLedger(ana.id),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  };
  const res = await ctx.app.inject(options);
  const message = res.body.startsWith('{')
    ? (JSON.parse(res.body) as { errors?: { message: string }[] }).errors?.[0]?.message
    : undefined;
  return { status: res.statusCode, message };
}

beforeAll(async () => {
  ctx = await createTestApp();
  ana = await person(ctx, 'Ana Gómez');
  luis = await person(ctx, 'Luis Soto');
  carmen = await person(ctx, 'Carmen Díaz');
  eva = await person(ctx, 'Eva Ruiz');
  await join(ctx, ana, luis, 'member');
  await join(ctx, ana, carmen, 'viewer');
  ids = await seed(ana);
}, 120_000);
afterAll(async () => ctx?.close());

describe('every ledger route, by role in the household', () => {
  it('answers a non-member 404, refuses a viewer’s writes with 403 and lets a member through', async () => {
    const document = (await call(ctx, 'GET', '/api/docs/json')).body as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(document).filter(
      (operation) => !isPersonal(operation.path) && !isPublic(operation.path),
    );
    expect(operations.length).toBeGreaterThan(80);
    const problems: string[] = [];
    let readsAnswered = 0;
    // Reads first: the writes that follow (a member's) may change what the reads would find.
    const ordered = [...operations].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const operation of ordered) {
      const name = `${operation.method} ${operation.path}`;
      const outsider = await send(operation, eva);
      if (outsider.status !== 404 || outsider.message !== HOUSEHOLD_404)
        problems.push(`${name}: non-member got ${outsider.status}`);
      const viewer = await send(operation, carmen);
      if (operation.method === 'GET') {
        if (viewer.status === 200) readsAnswered += 1;
        // A read may still miss a row this suite does not create (an import, an attachment).
        if (viewer.status === 403 || viewer.status >= 500 || viewer.message === HOUSEHOLD_404)
          problems.push(`${name}: viewer's read got ${viewer.status} ${viewer.message}`);
      } else if (viewer.status !== 403 || viewer.message !== READ_ONLY) {
        problems.push(`${name}: viewer's write got ${viewer.status}`);
      }
      const member = await send(operation, luis);
      if (member.status >= 500 || member.message === READ_ONLY || member.message === HOUSEHOLD_404)
        problems.push(`${name}: member got ${member.status} ${member.message}`);
    }
    expect(problems).toEqual([]);
    expect(readsAnswered).toBeGreaterThan(25);
  }, 300_000);

  it('answers a member another household’s ids with 404 and bad input with Spanish errors', async () => {
    // Eva's own ledger, which Luis (a member of Ana's) is not in.
    const theirs = await seed(eva);
    const document = (await call(ctx, 'GET', '/api/docs/json')).body as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(document).filter(
      (operation) => !isPersonal(operation.path) && !isPublic(operation.path),
    );
    const inject = async (operation: Operation, url: string, body: unknown) => {
      const res = await ctx.app.inject({
        method: operation.method as InjectOptions['method'],
        url,
        headers: {
          authorization: `Bearer ${luis.token}`,
          ...inLedger(ana.id),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      return res;
    };
    const problems: string[] = [];
    let foreign = 0;
    let refused = 0;
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      const named = operation.parameters.filter(
        (parameter) => parameter.in === 'path' && theirs[idKindFor(operation.path, parameter.name)],
      );
      if (named.length > 0) {
        // Every id in the path is one of Eva's rows: the route must not find it in Ana's ledger.
        const url = operation.path.replace(/\{(\w+)\}/g, (_match, parameter: string) =>
          parameter === 'month' ? '2026-01' : (theirs[idKindFor(operation.path, parameter)] ?? theirs.accounts!),
        );
        const body = operation.body ? validValue(operation.body, '', theirs) : undefined;
        const res = await inject(operation, url, body);
        foreign += 1;
        if (res.statusCode < 400 || res.statusCode >= 500) problems.push(`${name}: Eva's id got ${res.statusCode}`);
      }
      if (operation.method === 'GET' || !operation.body) continue;
      // Every field of a valid body replaced by a value of the wrong kind.
      const valid = validValue(operation.body, '', ids);
      if (!valid || typeof valid !== 'object' || Array.isArray(valid)) continue;
      const wrong = Object.fromEntries(Object.keys(valid).map((key) => [key, { '0': [null] }]));
      const res = await inject(operation, urlFor(operation), wrong);
      refused += 1;
      if (res.statusCode >= 500) problems.push(`${name}: bad body got ${res.statusCode}`);
      else if (res.statusCode >= 400) {
        const problem = envelopeProblem(res.headers['content-type'] as string | undefined, res.body);
        if (problem) problems.push(`${name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(foreign).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(30);
    // Nothing of Eva's moved: her movement is still there for her.
    const hers = await call(ctx, 'GET', `/api/transactions/${theirs.transactions!}`, { token: eva.token });
    expect(hers.status).toBe(200);
  }, 300_000);

  it('keeps personal routes on the person whatever ledger is open', async () => {
    const me = await call(ctx, 'GET', '/api/me', { token: carmen.token, headers: inLedger(ana.id) });
    expect(me.data.id).toBe(carmen.id);
    const outsider = await call(ctx, 'GET', '/api/notifications', { token: eva.token, headers: inLedger(ana.id) });
    expect(outsider.status).toBe(200);
  });
});
