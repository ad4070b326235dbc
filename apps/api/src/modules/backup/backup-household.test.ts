import { and, eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { inLedger, join, person, type Person } from '../../../test/helpers/households.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { BACKUP_TABLES, SHOWN } from './tables.ts';

// Decision 056: a backup restored elsewhere names people who are not there. The copy's own ledger
// becomes the person restoring; another member's personal budget lines are left out, their
// accounts become shared, and the chat's household is forgotten.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => ctx.close());

type Json = Record<string, unknown>;
const MONTH = '2026-10';

async function exportOf(who: Person) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/me/export',
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return unzipSync(res.rawPayload);
}

async function restoreInto(who: Person, files: Record<string, Uint8Array>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/import-backup',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/zip' },
    payload: Buffer.from(zipSync(files)),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as { data?: Json; errors?: Json[] } };
}

const rowsOf = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(files[`${name}.json`]!)) as Json[];

async function configured(name: string) {
  const who = await person(ctx, name);
  const saved = await call(ctx, 'POST', '/api/configuration', {
    token: who.token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1, is_completed: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return who;
}

/** Ana's household with Luis: personal lines of both, an account each, and Ana's chat in another household. */
async function household() {
  const ana = await configured('Ana Gómez');
  const luis = await configured('Luis Soto');
  const eva = await configured('Eva Ruiz');
  await join(ctx, ana, luis, 'member');
  await join(ctx, eva, ana, 'member');
  const as = (who: Person) => ({ token: who.token, headers: inLedger(ana.id) });
  const categories = (await call(ctx, 'GET', '/api/categories', as(ana))).data as unknown as {
    id: string;
    name: string;
  }[];
  const food = categories.find((category) => category.name === 'Supermercado')!.id;
  const account = async (who: Person, name: string, extra: Json) => {
    const res = await call(ctx, 'POST', '/api/accounts', {
      ...as(who),
      body: { name, type: 'checking', currency: 'EUR', opening_date: '2026-01-01', ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.data.id as string;
  };
  await account(ana, 'Cuenta de Ana', { owner_id: ana.id, private: true });
  await account(luis, 'Tarjeta de Luis', { owner_id: luis.id });
  const common = await account(ana, 'Común', {});
  const spent = await call(ctx, 'POST', '/api/transactions', {
    ...as(ana),
    body: { account_id: common, amount: -1_000, date: `${MONTH}-10`, payee: 'Mercado', category_id: food },
  });
  expect(spent.status, JSON.stringify(spent.body)).toBe(201);
  // Luis's private savings, with a gift and a transfer into it from the common account.
  const hidden = await account(luis, 'Ahorro de Luis', { owner_id: luis.id, private: true });
  const gift = await call(ctx, 'POST', '/api/transactions', {
    ...as(luis),
    body: { account_id: hidden, amount: -700, date: `${MONTH}-11`, payee: 'Regalo sorpresa' },
  });
  expect(gift.status, JSON.stringify(gift.body)).toBe(201);
  const saved = await call(ctx, 'POST', '/api/transfers', {
    ...as(luis),
    body: { from_account_id: common, to_account_id: hidden, amount: 2_000, date: `${MONTH}-12` },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const goal = await call(ctx, 'POST', '/api/savings-goals', {
    ...as(luis),
    body: { name: 'Moto de Luis', target_amount: 90_000, currency: 'EUR', account_id: hidden },
  });
  expect(goal.status, JSON.stringify(goal.body)).toBe(201);
  const put = async (who: Person, query: string, amount: number) => {
    const res = await call(ctx, 'PUT', `/api/budgets/${MONTH}${query}`, {
      ...as(who),
      body: { lines: [{ category_id: food, amount }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await put(ana, '', 40_000);
  await put(ana, `?member=${ana.id}`, 7_000);
  await put(luis, `?member=${luis.id}`, 5_000);
  const db = ctx.database.db;
  await db.insert(s.budgetAlerts).values([
    { userId: ana.id, categoryId: food, month: MONTH, threshold: 80, memberId: ana.id },
    { userId: ana.id, categoryId: food, month: MONTH, threshold: 80, memberId: luis.id },
  ]);
  // Ana's chat writes to Eva's household, which the copy cannot carry.
  await db
    .insert(s.whatsappSettings)
    .values({ userId: ana.id, ledgerId: eva.id })
    .onConflictDoUpdate({ target: s.whatsappSettings.userId, set: { ledgerId: eva.id } });
  return { ana, luis, food, hidden };
}

describe('restoring a household’s copy (decision 056)', () => {
  it('declares every column of a restored table that names a person', () => {
    for (const entry of BACKUP_TABLES.filter((table) => table.restore)) {
      const config = getTableConfig(entry.table);
      const handled = new Set([
        entry.owner.column.name,
        ...(entry.omit ?? []).map((column) => column.name),
        ...(entry.people ?? []).map((person) => person.column.name),
      ]);
      for (const key of config.foreignKeys) {
        const reference = key.reference();
        if (getTableConfig(reference.foreignTable).name !== 'users') continue;
        for (const column of reference.columns)
          expect(handled.has(column.name), `${config.name}.${column.name}: add it to omit or people`).toBe(true);
      }
    }
  });

  it('leaves out of every exported table what is tied to an account', () => {
    const tied = /(^|_)account_id$|^transaction_id$|^counterpart_id$|^goal_id$/;
    for (const entry of BACKUP_TABLES) {
      const config = getTableConfig(entry.table);
      if (config.name === 'accounts' || config.columns.some((column) => tied.test(column.name)))
        expect(SHOWN[entry.file], `${entry.file}: add it to SHOWN in backup/tables.ts`).toBeDefined();
    }
  });

  it('copies the person’s own ledger without another member’s private account', async () => {
    const { ana, luis, hidden } = await household();
    const files = await exportOf(ana);
    const text = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(text).not.toContain(hidden);
    expect(text).not.toContain('Ahorro de Luis');
    expect(text).not.toContain('Regalo sorpresa');
    expect(text).not.toContain('Moto de Luis');
    // The common account's half of the transfer is Ana's to keep; the hidden half is not there.
    const movements = rowsOf(files, 'transactions');
    expect(movements.filter((row) => row.transfer_id)).toHaveLength(1);
    expect(rowsOf(files, 'accounts').map((row) => row.name)).toEqual(
      expect.arrayContaining(['Común', 'Cuenta de Ana', 'Tarjeta de Luis']),
    );
    // Luis, in Ana's ledger, copies his own: his profile, not Ana's ledger.
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { authorization: `Bearer ${luis.token}`, ...inLedger(ana.id) },
    });
    expect(res.statusCode).toBe(200);
    const his = unzipSync(res.rawPayload);
    expect(JSON.parse(strFromU8(his['profile.json']!))).toMatchObject({ email: luis.email });
    expect(rowsOf(his, 'accounts').map((row) => row.name)).not.toContain('Común');
    // The owner of the private account copies it with everything else of his own ledger only.
    expect(rowsOf(his, 'transactions')).toEqual([]);
  }, 120_000);

  it('gives the copy’s own lines and accounts to the person restoring and leaves other people out', async () => {
    const { ana, luis, food } = await household();
    const files = await exportOf(ana);
    expect(rowsOf(files, 'budget_lines').map((row) => row.member_id)).toEqual(
      expect.arrayContaining([null, ana.id, luis.id]),
    );
    // Another installation knows nobody of this household: Luis's id names nobody there.
    const elsewhere = { ...files };
    for (const name of ['budget_lines', 'budget_alerts', 'accounts']) {
      const text = strFromU8(files[`${name}.json`]!).replaceAll(luis.id, uuidv7());
      elsewhere[`${name}.json`] = strToU8(text);
    }

    const marta = await configured('Marta Sanz');
    const restored = await restoreInto(marta, elsewhere);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data!.counts).toMatchObject({ budget_lines: 2, budget_alerts: 1, accounts: 3 });

    const db = ctx.database.db;
    const lines = await db.select().from(s.budgetLines).where(eq(s.budgetLines.userId, marta.id));
    expect(lines.map((line) => [line.memberId, line.amount]).sort()).toEqual(
      [
        [marta.id, 7_000],
        [null, 40_000],
      ].sort(),
    );
    const alerts = await db.select().from(s.budgetAlerts).where(eq(s.budgetAlerts.userId, marta.id));
    expect(alerts.map((alert) => alert.memberId)).toEqual([marta.id]);
    const accounts = await db
      .select({ name: s.accounts.name, ownerId: s.accounts.ownerId, private: s.accounts.private })
      .from(s.accounts)
      .where(eq(s.accounts.userId, marta.id));
    expect(accounts.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Común', ownerId: null, private: false },
      { name: 'Cuenta de Ana', ownerId: marta.id, private: true },
      { name: 'Tarjeta de Luis', ownerId: null, private: false },
    ]);
    const [chat] = await db
      .select({ ledgerId: s.whatsappSettings.ledgerId })
      .from(s.whatsappSettings)
      .where(eq(s.whatsappSettings.userId, marta.id));
    expect(chat?.ledgerId ?? null).toBeNull();

    // The restored personal budget reads through the API as Marta's own, with the copy's spending.
    const personal = await call(ctx, 'GET', `/api/budgets/${MONTH}?member=${marta.id}`, { token: marta.token });
    expect(personal.status, JSON.stringify(personal.body)).toBe(200);
    const line = (personal.data as unknown as { groups: { categories: Json[] }[] }).groups
      .flatMap((group) => group.categories)
      .find((category) => category.name === 'Supermercado');
    expect(line).toMatchObject({ budgeted: 7_000 });
    const shared = await call(ctx, 'GET', `/api/budgets/${MONTH}`, { token: marta.token });
    expect(shared.data).toMatchObject({ budgeted: 40_000, spent: 1_000 });
    // Nothing of Ana's household was touched by the restore.
    const left = await db
      .select()
      .from(s.budgetLines)
      .where(and(eq(s.budgetLines.userId, ana.id), eq(s.budgetLines.categoryId, food)));
    expect(left).toHaveLength(3);
  }, 120_000);
});
