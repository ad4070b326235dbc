import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto.ts';
import { invoicePdf, multipartBody } from '../../../test/helpers/attachment-fixtures.ts';
import { fixture, upload } from '../../../test/helpers/money-helpers.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

/*
 * DELETE /me leaves nothing of the user behind (decision 036). A user with data in every feature
 * is deleted, then every table of every schema the app owns is read, column by column (text,
 * varchar, jsonb, json, uuid and arrays of them), for the user's e-mail, phone, e-mail hash and
 * id. A hit fails unless the table is in KEPT below, and every KEPT item must be told, with how
 * long and why, in the help article on deleting your data. The tables are read from
 * information_schema, so a table added later that keeps a user's data fails this test until it
 * is purged on deletion or kept on purpose and said so.
 */

/**
 * What deletion keeps on purpose: table → the words the help article uses for it (how long and
 * why). Nothing today: invoices are Stripe's to keep, not ours (decision 036).
 */
const KEPT: Record<string, { help: RegExp; why: string }> = {};

const HELP = new URL('../../../../../docs/help/07-eliminar-tus-datos.md', import.meta.url);
const SECRET = 'secreto-de-la-app-de-prueba';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    BILLING_MODE: 'sandbox',
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verificar',
  });
});
afterAll(async () => ctx.close());

type Json = Record<string, unknown>;

async function ok(method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, body: unknown = {}) {
  const res = await call(ctx, method, url, { token, body });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.data as Json;
}

const signed = (raw: string) => `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;
function whatsappFrom(from: string, id: string, body: string) {
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              contacts: [{ profile: { name: 'Ana' }, wa_id: from }],
              messages: [{ from, id, timestamp: '1764072000', type: 'text', text: { body } }],
            },
          },
        ],
      },
    ],
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signed(raw) },
  });
}

/** A user who used every feature, with the traces sign-up, sign-in and WhatsApp leave. */
async function busyUser() {
  const phone = `+5730055${String(process.pid % 100000).padStart(5, '0')}`;
  // A message from the number before it is linked: stored as an unknown sender's.
  expect((await whatsappFrom(phone.slice(1), `wamid.antes-${process.pid}`, 'hola')).statusCode).toBe(200);
  const user = await registerUser(ctx);
  const { token, email } = user;
  // Someone types the address into sign-up again, and a wrong password brakes sign-in.
  await call(ctx, 'POST', '/api/auth/validate-email', { body: { email } });
  await call(ctx, 'POST', '/api/auth/login', { body: { email, password: 'No-Es-La-Clave-1' } });
  await call(ctx, 'POST', '/api/auth/password-reset', { body: { email } });
  await ok('POST', '/api/configuration', token, { country: 'CO', base_currency: 'COP', month_start_day: 1 });
  const me = (await call(ctx, 'GET', '/api/me', { token })).data as Json;
  // The phone: a code by WhatsApp, confirmed.
  const otp = await ok('POST', '/api/auth/validate-phone', token, { phone });
  const code = ctx.whatsapps.filter((message) => message.to === phone).at(-1)!.code!;
  await ok('POST', '/api/auth/confirm-otp', token, { otp_id: otp.otp_id, code });

  const bank = await ok('POST', '/api/accounts', token, { name: 'Bancolombia', type: 'savings', currency: 'COP' });
  const cash = await ok('POST', '/api/accounts', token, { name: 'Efectivo', type: 'cash', currency: 'COP' });
  const category = await ok('POST', '/api/categories', token, { name: 'Mercado', kind: 'expense' });
  const spent = await ok('POST', '/api/transactions', token, {
    account_id: bank.id,
    amount: -25_000,
    date: '2026-01-10',
    payee: 'Éxito',
    category_id: category.id,
    tags: ['casa'],
  });
  // An invoice with the user's address in it, attached to the movement (decision 042).
  const form = multipartBody([{ fileName: `factura-${email}.pdf`, bytes: invoicePdf(`/Author (${email}) `) }]);
  const attached = await ctx.app.inject({
    method: 'POST',
    url: `/api/transactions/${spent.id as string}/attachments`,
    payload: form.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
  });
  expect(attached.statusCode, attached.body).toBe(201);
  await ok('POST', '/api/transfers', token, {
    from_account_id: bank.id,
    to_account_id: cash.id,
    amount: 10_000,
    date: '2026-01-11',
  });
  await ok('POST', '/api/rules', token, { payee_contains: 'exito', category_id: category.id });
  await ok('POST', '/api/exchange-rates', token, {
    from_currency: 'USD',
    to_currency: 'COP',
    rate: '4000',
    date: '2026-01-01',
  });
  const goal = await ok('POST', '/api/savings-goals', token, {
    name: 'Viaje',
    target_amount: 1_000_000,
    currency: 'COP',
  });
  await ok('POST', `/api/savings-goals/${goal.id as string}/contributions`, token, {
    amount: 5_000,
    date: '2026-01-12',
  });
  await ok('POST', '/api/prospects', token, {
    title: 'Bono',
    kind: 'income',
    amount: 500_000,
    currency: 'COP',
    expected_date: '2026-03-01',
    probability: 50,
  });
  const today = ctx.clock.now().toISOString().slice(0, 10);
  await ok('POST', '/api/reminders', token, {
    title: 'Luz',
    amount: -40_000,
    account_id: bank.id,
    next_due: today,
    recurrence: { kind: 'monthly_day', day: 1 },
  });
  const categories = (await call(ctx, 'GET', '/api/categories', { token })).data as unknown as Json[];
  const expense = categories.find((item) => item.kind === 'expense' && item.parent_id) ?? category;
  await ok('PUT', '/api/budgets/2026-01', token, { lines: [{ category_id: expense.id, amount: 300_000 }] });
  // A bank file, imported.
  const started = await upload(ctx, token, bank.id as string, 'bancolombia.csv', fixture('bancolombia.csv'));
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const importId = (started.data as unknown as { import: { id: string } }).import.id;
  await ok('POST', `/api/imports/${importId}/analyze`, token);
  await ok('POST', `/api/imports/${importId}/commit`, token);
  // WhatsApp: a message from the linked phone and one through the simulator.
  expect(
    (await whatsappFrom(phone.slice(1), `wamid.despues-${process.pid}`, 'gasté 12.500 en almuerzo')).statusCode,
  ).toBe(200);
  await ok('POST', '/api/whatsapp/simulate', token, { text: 'taxi 9.000' });
  // Support, and a paid plan through the sandbox checkout.
  await ok('POST', '/api/support/tickets', token, {
    subject: 'No puedo importar',
    category: 'imports',
    message: `Soy ${email}, mi número es ${phone}.`,
  });
  const checkout = await ok('POST', '/api/subscription/checkout', token, { interval: 'month' });
  const checkoutToken = new URL(checkout.url as string, 'http://x').searchParams.get('token')!;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/billing/sandbox/checkout/pay',
    payload: new URLSearchParams({ token: checkoutToken }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  // The scheduler's pass: reminder notices, WhatsApp answers, budget alerts.
  await ctx.app.jobs.run();
  return { ...user, phone, id: me.id as string };
}

type Column = { schema: string; table: string; column: string; type: string };

/** Every column that can hold an e-mail, a phone, a hash or an id, in every schema but the system's. */
async function searchableColumns(): Promise<Column[]> {
  const result = await ctx.database.db.execute(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column, c.data_type as type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where t.table_type = 'BASE TABLE'
       and c.table_schema not in ('pg_catalog', 'information_schema')
       and c.table_schema not like 'pg\\_%'
       and (c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'uuid', 'bytea')
            or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar', '_uuid')))
     order by 1, 2, 3`);
  return (result as unknown as { rows: Column[] }).rows;
}

async function hitsOf(column: Column, needles: string[]): Promise<number> {
  const name = `"${column.schema}"."${column.table}"`;
  const field = `"${column.column}"`;
  const value = column.type === 'bytea' ? `encode(${field}, 'escape')` : `${field}::text`;
  const conditions = needles.map((needle) => sql`position(lower(${needle}) in lower(${sql.raw(value)})) > 0`);
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as hits from ${sql.raw(name)} where ${sql.join(conditions, sql` or `)}`,
  );
  return (result as unknown as { rows: { hits: number }[] }).rows[0]!.hits;
}

describe('DELETE /me', () => {
  it('leaves no trace of the user in any table, but what is kept on purpose and told in the help', async () => {
    const user = await busyUser();
    const needles = [
      user.email,
      user.phone,
      user.phone.slice(1),
      user.id,
      sha256(`login:${user.email.toLowerCase()}`),
      sha256(user.email.toLowerCase()),
    ];
    const columns = await searchableColumns();
    // The scan sees the data first: a scan that finds nothing before deletion proves nothing.
    const before = new Set<string>();
    for (const column of columns) if ((await hitsOf(column, needles)) > 0) before.add(column.table);
    for (const table of ['users', 'transactions', 'accounts', 'otps', 'login_failures', 'whatsapp_inbox'])
      expect(before, table).toContain(table);

    const deleted = await call(ctx, 'DELETE', '/api/me', { token: user.token, body: { password: user.password } });
    expect(deleted.status).toBe(200);
    await ctx.app.jobs.run();

    const left: string[] = [];
    for (const column of columns) {
      if (KEPT[column.table]) continue;
      const hits = await hitsOf(column, needles);
      if (hits > 0) left.push(`${column.schema}.${column.table}.${column.column} (${hits})`);
    }
    expect(left).toEqual([]);
  });

  it('the scheduler forgets sign-up codes and login brakes a day old, whoever they were for', async () => {
    const count = async (email: string) => {
      const result = await ctx.database.db.execute(
        sql`select (select count(*) from otps where target = ${email})::int as codes,
                   (select count(*) from login_failures where email_hash = ${sha256(`login:${email}`)})::int as brakes`,
      );
      return (result as unknown as { rows: { codes: number; brakes: number }[] }).rows[0]!;
    };
    // Typed into sign-up and never registered, then tried at sign-in: nothing ties these rows to a user.
    const typed = `nadie.${process.pid}@example.com`;
    await call(ctx, 'POST', '/api/auth/validate-email', { body: { email: typed } });
    await call(ctx, 'POST', '/api/auth/login', { body: { email: typed, password: 'Cualquier-Clave-1' } });
    expect(await count(typed)).toEqual({ codes: 1, brakes: 1 });
    ctx.clock.advance(23 * 3600_000);
    await ctx.app.jobs.run();
    expect(await count(typed)).toEqual({ codes: 1, brakes: 1 });
    ctx.clock.advance(2 * 3600_000);
    const pass = await ctx.app.jobs.run();
    expect(pass.signInTraces.codes).toBeGreaterThanOrEqual(1);
    expect(await count(typed)).toEqual({ codes: 0, brakes: 0 });
  });

  it('tells in the help article each thing it keeps, for how long and why', () => {
    const help = readFileSync(HELP, 'utf8');
    expect(help).toMatch(/## Qué conservamos después/);
    for (const [table, kept] of Object.entries(KEPT)) expect(help, `${table}: ${kept.why}`).toMatch(kept.help);
    // With nothing kept, the article says so; keeping a table means telling it there instead.
    if (Object.keys(KEPT).length === 0) expect(help).toMatch(/En nuestra base de datos no queda nada tuyo/);
    else expect(help).not.toMatch(/En nuestra base de datos no queda nada tuyo/);
  });
});
