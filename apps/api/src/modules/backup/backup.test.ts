import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { newAccount, newPlanner, newTransfer, newTx } from '../../../test/helpers/planning-helpers.ts';
import { APP_VERSION } from './export.ts';
import { BACKUP_TABLES, NOT_EXPORTED } from './tables.ts';

type Json = Record<string, unknown>;

async function exportZip(ctx: TestContext, token: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/me/export',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(String(res.headers['content-disposition'])).toMatch(
    /^attachment; filename="cuentas-claras-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  return { raw: res.rawPayload, files: unzipSync(res.rawPayload) };
}

const jsonOf = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!)) as Json[];

async function restore(ctx: TestContext, token: string, body: Buffer, contentType = 'application/zip') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/import-backup',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { data?: Json; errors?: Json[] } };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The restored files with every id replaced by the order it first appears in: equal data, equal text. */
function normalised(files: Record<string, Uint8Array>) {
  const ids = new Map<string, string>();
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(UUID, (id) => {
        if (!ids.has(id)) ids.set(id, `id#${ids.size}`);
        return ids.get(id)!;
      });
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return BACKUP_TABLES.filter((entry) => entry.restore).map((entry) => [
    entry.file,
    walk(jsonOf(files, `${entry.file}.json`)),
  ]);
}

/** A user with rows in every table a backup restores, through the API where it is simple and directly otherwise. */
async function userWithEverything(ctx: TestContext) {
  const planner = await newPlanner(ctx);
  const { token } = planner;
  const me = (await call(ctx, 'GET', '/api/me', { token })).data;
  const userId = me.id as string;
  const checking = await newAccount(ctx, token, { name: 'Nómina', opening_balance: 150000 });
  const savings = await newAccount(ctx, token, { name: 'Ahorro', type: 'savings' });
  const food = planner.cat('Supermercado');
  const group = planner.categories.find((category) => category.id === food)!.parent_id as string;
  const spent = await newTx(ctx, token, {
    account_id: checking,
    date: '2026-03-02',
    amount: -4530,
    payee: '=Mercadona',
    category_id: food,
    tags: ['casa'],
  });
  await newTx(ctx, token, {
    account_id: checking,
    date: '2026-03-05',
    amount: -10000,
    payee: 'Carrefour',
    splits: [
      { category_id: food, amount: -6000 },
      { category_id: planner.cat('Restaurantes'), amount: -4000, notes: 'cena' },
    ],
  });
  await newTransfer(ctx, token, {
    from_account_id: checking,
    to_account_id: savings,
    date: '2026-03-06',
    amount: 20000,
  });
  const db = ctx.database.db;
  const s = schema;
  const importId = uuidv7();
  await db.insert(s.imports).values({
    id: importId,
    userId,
    accountId: checking,
    fileName: 'extracto.csv',
    format: 'csv',
    status: 'committed',
    content: Buffer.from('fecha;importe\n'),
  });
  await db.insert(s.importMappings).values({ accountId: checking, userId, options: { delimiter: ';' } });
  const reconciled = await newTx(ctx, token, {
    account_id: checking,
    date: '2026-03-07',
    amount: -100,
    payee: 'Ajuste',
  });
  await db.insert(s.reconciliations).values({
    id: uuidv7(),
    userId,
    accountId: checking,
    date: '2026-03-07',
    statementBalance: 100,
    adjustmentId: reconciled.id as string,
  });
  await db.insert(s.transferProposals).values({
    id: uuidv7(),
    userId,
    importId,
    transactionId: spent.id as string,
    accountId: savings,
    reason: 'El texto nombra tu cuenta Ahorro',
  });
  await db.insert(s.rules).values({ id: uuidv7(), userId, payeeContains: 'mercadona', categoryId: food });
  await db.insert(s.exchangeRates).values({
    id: uuidv7(),
    userId,
    fromCurrency: 'USD',
    toCurrency: 'EUR',
    rate: '0.9100000000',
    date: '2026-03-01',
  });
  await db.insert(s.payeeMemory).values({ userId, payeeKey: 'mercadona', payee: 'Mercadona', categoryId: food });
  await db.insert(s.payeeAliases).values({ userId, payeeKey: 'mercadona sa', name: 'Mercadona' });
  await db.insert(s.budgetMonths).values({ userId, month: '2026-03', expectedIncome: 200000 });
  await db.insert(s.budgetLines).values({ id: uuidv7(), userId, categoryId: food, month: '2026-03', amount: 30000 });
  await db.insert(s.budgetAlerts).values({ userId, categoryId: food, month: '2026-03', threshold: 80 });
  const goalId = uuidv7();
  await db.insert(s.savingsGoals).values({
    id: goalId,
    userId,
    name: 'Viaje',
    targetAmount: 100000,
    currency: 'EUR',
    accountId: savings,
  });
  await db.insert(s.savingsContributions).values({ id: uuidv7(), goalId, userId, amount: 5000, date: '2026-03-08' });
  await db.insert(s.prospects).values({
    id: uuidv7(),
    userId,
    title: 'Venta del coche',
    kind: 'income',
    amount: 300000,
    currency: 'EUR',
    expectedDate: '2026-06-01',
    probability: 50,
    accountId: checking,
    categoryId: group,
  });
  const reminderId = uuidv7();
  await db.insert(s.reminders).values({
    id: reminderId,
    userId,
    title: 'Alquiler',
    amount: -70000,
    currency: 'EUR',
    accountId: checking,
    nextDue: '2026-04-01',
    recurrence: { frequency: 'monthly', interval: 1 } as never,
  });
  await db
    .insert(s.reminderNotices)
    .values({ id: uuidv7(), reminderId, userId, occurrence: '2026-04-01', channel: 'email', status: 'sent' });
  await db
    .insert(s.notifications)
    .values({ id: uuidv7(), userId, kind: 'reminder', title: 'Alquiler', body: 'Vence pronto' });
  await db.insert(s.whatsappSettings).values({ userId, captureEnabled: false, defaultAccountId: checking });
  await db.insert(s.mailAlerts).values({
    id: uuidv7(),
    userId,
    source: 'smtp',
    fromAddress: 'alertas@banco.test',
    subject: 'Compra',
    body: 'Compra por 12,00 EUR',
    status: 'unmatched',
    transactionId: spent.id as string,
  });
  const ticketId = uuidv7();
  const messageId = uuidv7();
  await db.insert(s.supportTickets).values({ id: ticketId, userId, subject: 'Ayuda', category: 'otro' });
  await db.insert(s.supportMessages).values({ id: messageId, ticketId, author: 'user', body: 'No cuadra el saldo' });
  await db.insert(s.supportAttachments).values({
    id: uuidv7(),
    messageId,
    ticketId,
    fileName: '../captura.png',
    contentType: 'image/png',
    size: 4,
    data: Buffer.from([1, 2, 3, 4]),
  });
  // A receipt photo on a movement (decision 042): metadata in attachments, bytes in attachment_files.
  const attachmentId = uuidv7();
  await db.insert(s.attachments).values({
    id: attachmentId,
    userId,
    transactionId: spent.id as string,
    fileName: 'ticket mercadona.jpg',
    contentType: 'image/jpeg',
    size: 6,
    thumbnailSize: 3,
  });
  await db.insert(s.attachmentFiles).values([
    { attachmentId, variant: 'original', data: Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]) },
    { attachmentId, variant: 'thumbnail', data: Buffer.from([0xff, 0xd8, 9]) },
  ]);
  const connectionId = uuidv7();
  await db.insert(s.bankConnections).values({
    id: connectionId,
    userId,
    aspspName: 'Banco',
    aspspCountry: 'ES',
    state: `secret-state-${uuidv7()}`,
    sessionId: 'secret-session',
    status: 'active',
  });
  await db
    .insert(s.bankFeedAccounts)
    .values({ id: uuidv7(), userId, connectionId, uid: 'uid-1', name: 'Cuenta', currency: 'EUR', accountId: checking });
  await db.insert(s.subscriptions).values({ userId, stripeCustomerId: `cus_secret_${uuidv7()}` });
  await db
    .insert(s.billingInvoices)
    .values({ id: `in_${uuidv7()}`, userId, amount: 499, currency: 'EUR', status: 'paid', createdAt: new Date() });
  return { ...planner, userId, checking };
}

describe('full export and restore', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('writes the app version of the root package.json in the manifest', () => {
    const root = JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(APP_VERSION).toBe(root.version);
  });

  it('names every per-user table: exported, or left out with a reason', () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
    const perUser = new Set<string>(['users']);
    // A table is the user's when it has user_id or points at a table that is (a ticket's messages).
    for (let grew = true; grew;) {
      grew = false;
      for (const table of tables) {
        const config = getTableConfig(table);
        if (perUser.has(config.name)) continue;
        const owned =
          config.columns.some((column) => column.name === 'user_id') ||
          config.foreignKeys.some((key) => perUser.has(getTableConfig(key.reference().foreignTable).name));
        if (owned) {
          perUser.add(config.name);
          grew = true;
        }
      }
    }
    const exported = new Set(BACKUP_TABLES.map((entry) => getTableConfig(entry.table).name));
    const missing = [...perUser].filter((name) => !exported.has(name) && !(name in NOT_EXPORTED));
    expect(missing, 'add these tables to BACKUP_TABLES or NOT_EXPORTED in backup/tables.ts').toEqual([]);
    for (const name of Object.keys(NOT_EXPORTED)) expect(perUser.has(name), `${name} is no per-user table`).toBe(true);
    for (const entry of BACKUP_TABLES) if (!entry.restore) expect(entry.why, entry.file).toBeTruthy();
  });

  it('exports everything of the user, restores it into a new user and exports it again the same', async () => {
    const ana = await userWithEverything(ctx);
    const first = await exportZip(ctx, ana.token);
    const manifest = JSON.parse(strFromU8(first.files['manifest.json']!)) as Json & { files: Record<string, Json> };
    expect(manifest).toMatchObject({ format: 'cuentas-claras-backup', format_version: 1, app_version: '0.1.0' });
    for (const entry of BACKUP_TABLES) {
      const rows = jsonOf(first.files, `${entry.file}.json`);
      expect(rows.length, `${entry.file} has rows`).toBeGreaterThan(0);
      expect(manifest.files[entry.file]!.rows).toBe(rows.length);
      const csvLines = strFromU8(first.files[`${entry.file}.csv`]!).trimEnd().split('\n');
      expect(csvLines.length - 1, `${entry.file}.csv rows`).toBe(rows.length);
    }
    // No secrets: the password hash, session tokens, the bank session, the payment provider's ids.
    const everything = Object.values(first.files)
      .map((file) => strFromU8(file))
      .join('\n');
    for (const secret of ['password', 'argon2', 'secret-state', 'secret-session', 'cus_secret', 'token_hash'])
      expect(everything).not.toContain(secret);
    const profile = JSON.parse(strFromU8(first.files['profile.json']!)) as Json;
    expect(profile).toMatchObject({ email: ana.email, name: 'Ana Pérez' });
    // Movements keep their transfer links and split lines; CSV cells that a spreadsheet would run are defused.
    const movements = jsonOf(first.files, 'transactions.json');
    const legs = movements.filter((row) => row.transfer_id);
    expect(legs).toHaveLength(2);
    expect(legs[0]!.transfer_id).toBe(legs[1]!.transfer_id);
    expect(jsonOf(first.files, 'transaction_splits.json')).toHaveLength(2);
    expect(strFromU8(first.files['transactions.csv']!)).toContain(";'=Mercadona;");
    const attachment = jsonOf(first.files, 'support_attachments.json')[0]!;
    const attachmentFile = (attachment.data as { $file: string }).$file;
    expect(attachmentFile).toMatch(/^files\/support_attachments\/[0-9a-f-]+\/\.\._captura\.png$/);
    expect([...first.files[attachmentFile]!]).toEqual([1, 2, 3, 4]);
    // Attachments of movements: their bytes come from the file storage, the photo and its thumbnail.
    const receipt = jsonOf(first.files, 'attachments.json')[0]!;
    expect(receipt.file).toEqual({ $file: `files/attachments/${receipt.id as string}/ticket mercadona.jpg` });
    expect([...first.files[(receipt.file as { $file: string }).$file]!]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect([...first.files[(receipt.thumbnail as { $file: string }).$file]!]).toEqual([0xff, 0xd8, 9]);

    const luis = await newPlanner(ctx);
    const restored = await restore(ctx, luis.token, first.raw);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data!.counts).toMatchObject({
      transactions: movements.length,
      categories: expect.any(Number),
    });
    const second = await exportZip(ctx, luis.token);
    expect(normalised(second.files)).toEqual(normalised(first.files));
    // Not one id of Ana's is reused, and what is not restored stays out.
    const luisIds = new Set(jsonOf(second.files, 'transactions.json').map((row) => row.id));
    for (const row of movements) expect(luisIds.has(row.id)).toBe(false);
    expect(jsonOf(second.files, 'bank_connections.json')).toEqual([]);
    // The restored receipt is Luis's, on his copy of the movement, with the same bytes.
    const [luisReceipt] = jsonOf(second.files, 'attachments.json');
    const served = await ctx.app.inject({
      method: 'GET',
      url: `/api/attachments/${luisReceipt!.id as string}`,
      headers: { authorization: `Bearer ${luis.token}` },
    });
    expect([...served.rawPayload]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect(luisIds.has(luisReceipt!.transaction_id)).toBe(true);
    // The restored ledger reads like the original: balances come from the restored movements.
    const anaAccounts = (await call(ctx, 'GET', '/api/accounts', { token: ana.token })).data;
    const luisAccounts = (await call(ctx, 'GET', '/api/accounts', { token: luis.token })).data;
    const balances = (list: Json[]) => list.map((account) => [account.name, account.balance]).sort();
    expect(balances(luisAccounts)).toEqual(balances(anaAccounts));

    // A second restore into the now non-empty ledger is refused, and nothing changes.
    const again = await restore(ctx, luis.token, first.raw);
    expect(again.status).toBe(409);
    expect(again.body.errors![0]!.message).toMatch(/ya tiene movimientos/);
  });

  it('shows one user nothing of another', async () => {
    const ana = await userWithEverything(ctx);
    const eva = await newPlanner(ctx);
    const { files } = await exportZip(ctx, eva.token);
    const text = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(text).not.toContain(ana.userId);
    expect(text).not.toContain(ana.checking);
    expect(text).not.toContain(ana.email);
    expect(jsonOf(files, 'transactions.json')).toEqual([]);
    expect(jsonOf(files, 'support_attachments.json')).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/me/export' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('restores from a multipart form too', async () => {
    const ana = await userWithEverything(ctx);
    const { raw } = await exportZip(ctx, ana.token);
    const boundary = '----cuentas';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="copia.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      raw,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const eva = await newPlanner(ctx);
    const res = await restore(ctx, eva.token, body, `multipart/form-data; boundary=${boundary}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses wrong, damaged, newer and too big files in Spanish, writing nothing', async () => {
    const eva = await newPlanner(ctx);
    const good = await exportZip(ctx, (await userWithEverything(ctx)).token);
    const withManifest = (manifest: Json) =>
      Buffer.from(zipSync({ ...good.files, 'manifest.json': strToU8(JSON.stringify(manifest)) }));
    const cases: [string, Buffer, RegExp][] = [
      ['empty', Buffer.alloc(0), /Sube el archivo/],
      ['not a zip', Buffer.from('fecha;importe\n2026-01-01;3\n'), /no es una copia/],
      ['a zip of something else', Buffer.from(zipSync({ 'hola.txt': strToU8('hola') })), /manifest\.json/],
      ['another format', withManifest({ format: 'otra-app', format_version: 1 }), /manifest\.json/],
      ['a newer format', withManifest({ format: 'cuentas-claras-backup', format_version: 99 }), /versión más nueva/],
      [
        'a damaged file',
        Buffer.from(zipSync({ ...good.files, 'transactions.json': strToU8('[{"id": ') })),
        /está dañada/,
      ],
      [
        'rows that do not fit',
        Buffer.from(
          zipSync({
            ...good.files,
            'transactions.json': strToU8(JSON.stringify([{ id: uuidv7(), account_id: uuidv7(), amount: 'mucho' }])),
          }),
        ),
        /está dañada/,
      ],
    ];
    for (const [name, body, message] of cases) {
      const res = await restore(ctx, eva.token, body);
      expect(res.status, name).toBe(400);
      expect(res.body.errors![0]!.message, name).toMatch(message);
    }
    // Nothing was written: the default categories of a fresh account are still there.
    const categories = (await call(ctx, 'GET', '/api/categories', { token: eva.token })).data;
    expect(categories.length).toBe(eva.categories.length);
    const tooBig = await restore(ctx, eva.token, Buffer.alloc(100 * 1024 * 1024 + 1));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors![0]!.message).toMatch(/[áéíóú]|demasiado|grande/i);
  });
});
