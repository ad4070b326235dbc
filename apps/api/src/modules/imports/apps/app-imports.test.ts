import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fintonicExport, fireflyExport, walletExport } from '../../../../test/helpers/app-exports-more.ts';
import { actualExport, type AppExport, ynabExport } from '../../../../test/helpers/app-exports.ts';
import {
  balanceOf,
  listAll,
  listCategories,
  newAccount,
  newTx,
  newUser,
} from '../../../../test/helpers/money-helpers.ts';
import { call, createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const body = (file: AppExport, extra: Record<string, unknown> = {}) => ({
  file_name: 'export',
  file_base64: file.bytes.toString('base64'),
  ...extra,
});

type Account = { id: string; name: string; balance: number; currency: string };
const accountsOf = async (token: string) =>
  (await call(ctx, 'GET', '/api/accounts', { token })).data as unknown as Account[];

const cases: Record<string, { app: string; build: () => AppExport | Promise<AppExport>; problems: number }> = {
  YNAB: { app: 'ynab', build: ynabExport, problems: 1 },
  'Actual Budget': { app: 'actual', build: actualExport, problems: 0 },
  'Firefly III': { app: 'firefly', build: fireflyExport, problems: 0 },
  Fintonic: { app: 'fintonic', build: fintonicExport, problems: 0 },
  Wallet: { app: 'wallet', build: walletExport, problems: 0 },
};

describe.each(Object.entries(cases))('moving from %s', (_name, { app, build, problems }) => {
  it('books accounts, movements and paired transfers with the balances the app showed, once', async () => {
    const user = await newUser(ctx);
    const file = await build();
    const review = await call(ctx, 'POST', '/api/imports/apps/analyze', { token: user.token, body: body(file) });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    expect(review.data.app).toBe(app);
    expect(review.data.movements).toBe(file.movements);
    expect(review.data.transfers).toBe(file.transfers);
    expect((review.data.not_understood as unknown[]).length).toBe(problems);
    const reviewed = review.data.accounts as unknown as {
      source: string;
      balance: number;
      account_id: string | null;
    }[];
    expect(Object.fromEntries(reviewed.map((account) => [account.source, account.balance]))).toEqual(file.balances);
    expect(reviewed.every((account) => account.account_id === null)).toBe(true);

    const done = await call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: body(file) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data).toMatchObject({ movements: file.movements, transfers: file.transfers, already_imported: 0 });
    expect(done.data.message).toMatch(/^Importé \d+ cuentas? nuevas?, /);

    const accounts = await accountsOf(user.token);
    for (const [name, balance] of Object.entries(file.balances)) {
      const account = accounts.find((row) => row.name === name);
      expect(account, name).toBeDefined();
      expect(await balanceOf(ctx, user.token, account!.id), name).toBe(balance);
    }
    const rows = await listAll(ctx, user.token);
    const legs = new Map<string, number>();
    for (const row of rows) {
      const transferId = (row as unknown as { transfer_id: string | null }).transfer_id;
      if (transferId) legs.set(transferId, (legs.get(transferId) ?? 0) + 1);
    }
    expect(legs.size).toBe(file.transfers);
    expect([...legs.values()].every((count) => count === 2)).toBe(true);

    const again = await call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: body(file) });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({
      movements: 0,
      transfers: 0,
      accounts_created: 0,
      already_imported: file.movements,
    });
    expect((await listAll(ctx, user.token)).length).toBe(rows.length);
  });
});

describe('what the review decides', () => {
  it('maps a category that clearly is one of ours and creates the rest under their group', async () => {
    const user = await newUser(ctx);
    const review = await call(ctx, 'POST', '/api/imports/apps/analyze', {
      token: user.token,
      body: body(await fintonicExport()),
    });
    const categories = review.data.categories as unknown as { name: string; category_name: string | null }[];
    expect(categories.find((row) => row.name === 'Supermercados')?.category_name).toBe('Supermercado');
    expect(categories.find((row) => row.name === 'Nómina')?.category_name).toBe('Salario');
    await call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: body(ynabExport()) });
    const names = (await listCategories(ctx, user.token)).map((row) => row.name);
    expect(names).toContain('Cafés y caprichos');
    expect(names).toContain('Limpieza');
  });

  it("reads YNAB's currency from the symbol on its amounts, not the user's base currency", async () => {
    const user = await newUser(ctx, { country: 'CO', base_currency: 'COP' });
    const review = await call(ctx, 'POST', '/api/imports/apps/analyze', {
      token: user.token,
      body: body(ynabExport()),
    });
    expect(review.data.not_understood).toHaveLength(1);
    const currencies = (review.data.accounts as unknown as { currency: string }[]).map((account) => account.currency);
    expect(currencies).toEqual(['EUR', 'EUR', 'EUR']);
  });

  it("files what the app left uncategorised through the user's chain, and cleans bank texts", async () => {
    const user = await newUser(ctx);
    await call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: body(walletExport()) });
    await call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: body(await fintonicExport()) });
    const rows = await listAll(ctx, user.token);
    expect(rows.find((row) => row.payee === 'Mercadona' && row.amount === -4170)?.category_id).toBe(
      user.cat('Supermercado'),
    );
    const bank = rows.find((row) => row.amount === -7315);
    expect(bank).toMatchObject({ payee: 'Mercadona', category_id: user.cat('Supermercado') });
    expect((bank as unknown as { original_text: string }).original_text).toBe('COMPRA MERCADONA VALENCIA');
  });

  it("teaches the payee memory the old app's categories, without overriding the user's", async () => {
    const user = await newUser(ctx);
    // The user filed Mercadona under Varios by hand before moving: that stays.
    const own = await newAccount(ctx, user.token, { name: 'Efectivo' });
    const typed = await newTx(ctx, user.token, {
      account_id: own,
      date: '2025-01-02',
      amount: -1200,
      payee: 'Mercadona',
    });
    const moved = await call(ctx, 'PATCH', `/api/transactions/${typed.id}`, {
      token: user.token,
      body: { category_id: user.cat('Varios') },
    });
    expect(moved.status).toBe(200);
    await call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: body(fireflyExport()) });
    const memory = (await call(ctx, 'GET', '/api/payees/memory', { token: user.token })).data as unknown as {
      payee: string;
      category_name: string;
    }[];
    expect(memory.find((row) => row.payee === 'ACME Iberia')?.category_name).toBe('Salario');
    expect(memory.find((row) => row.payee === 'Mercadona')?.category_name).toBe('Varios');
    expect(memory.find((row) => row.payee === 'IKEA Ibérica')).toBeUndefined();
  });

  it('books a split as one movement whose lines add up to it', async () => {
    const user = await newUser(ctx);
    await call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: body(actualExport()) });
    const split = (await listAll(ctx, user.token)).find((row) => row.splits.length > 0);
    expect(split?.amount).toBe(-6000);
    expect(split?.splits.map((line) => line.amount).sort()).toEqual([-1500, -4500]);
  });

  it("books into an account the user picks, and refuses another user's or one in another currency", async () => {
    const user = await newUser(ctx);
    const other = await newUser(ctx);
    const mine = await newAccount(ctx, user.token, { name: 'Mi BBVA', opening_balance: 0 });
    const theirs = await newAccount(ctx, other.token, { name: 'Suya' });
    const dollars = await newAccount(ctx, user.token, { name: 'Dólares', currency: 'USD' });
    const file = ynabExport();
    const pick = (account_id: string) => body(file, { accounts: [{ source: 'Cuenta BBVA', account_id }] });
    const foreign = await call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: pick(theirs) });
    expect(foreign.status).toBe(400);
    expect(foreign.errors?.[0]).toMatchObject({ field: 'accounts', message: 'No encontramos esta cuenta' });
    const currency = await call(ctx, 'POST', '/api/imports/apps/analyze', { token: user.token, body: pick(dollars) });
    expect(currency.status).toBe(400);
    expect(currency.errors?.[0]?.message).toMatch(/está en EUR .* en USD/);
    const done = await call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: pick(mine) });
    expect(done.data).toMatchObject({ accounts_created: 2, accounts_used: 1 });
    expect(await balanceOf(ctx, other.token, theirs)).toBe(0);
  });
});

describe('undoing it', () => {
  it("lists one import per account, and undoing one deletes that account's movements only", async () => {
    const user = await newUser(ctx);
    const file = ynabExport();
    await call(ctx, 'POST', '/api/imports/apps/commit', {
      token: user.token,
      body: body(file, { file_name: 'Mi presupuesto.zip' }),
    });
    const accounts = await accountsOf(user.token);
    const bbva = accounts.find((account) => account.name === 'Cuenta BBVA')!;
    const savings = accounts.find((account) => account.name === 'Ahorro ING')!;
    const listed = (await call(ctx, 'GET', `/api/imports?account_id=${bbva.id}`, { token: user.token })).data;
    expect(listed).toMatchObject([
      { format: 'ynab', file_name: 'Mi presupuesto.zip · Cuenta BBVA', status: 'committed', imported_count: 30 },
    ]);
    const undone = await call(ctx, 'DELETE', `/api/imports/${listed[0]!.id as string}`, { token: user.token });
    expect(undone.status).toBe(200);
    expect(await listAll(ctx, user.token, `account_ids=${bbva.id}`)).toHaveLength(0);
    const kept = await listAll(ctx, user.token, `account_ids=${savings.id}`);
    expect(kept).toHaveLength(9);
    expect(kept.every((row) => row.transfer_id === null)).toBe(true);
    expect(await balanceOf(ctx, user.token, savings.id)).toBe(file.balances['Ahorro ING']);
  });
});

describe('the Gratis plan', () => {
  it('refuses an export that would pass its account limit, booking nothing', async () => {
    const billed = await createTestApp({ BILLING_MODE: 'sandbox' });
    try {
      const user = await newUser(billed);
      await newAccount(billed, user.token, { name: 'Nómina' });
      const res = await call(billed, 'POST', '/api/imports/apps/commit', {
        token: user.token,
        body: body(ynabExport()),
      });
      expect(res.status).toBe(403);
      expect(res.headers['x-plan-required']).toBe('premium');
      expect((await call(billed, 'GET', '/api/accounts', { token: user.token })).data).toHaveLength(1);
      const fits = await call(billed, 'POST', '/api/imports/apps/commit', {
        token: user.token,
        body: body(walletExport()),
      });
      expect(fits.status).toBe(200);
    } finally {
      await billed.close();
    }
  });
});

describe('the same export sent twice at once', () => {
  it('is booked once: one set of accounts, each movement once', async () => {
    const user = await newUser(ctx);
    const file = walletExport();
    const [first, second] = await Promise.all([
      call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: body(file) }),
      call(ctx, 'POST', '/api/imports/apps/commit', { token: user.token, body: body(file) }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((first.data.movements as number) + (second.data.movements as number)).toBe(file.movements);
    expect((await accountsOf(user.token)).map((account) => account.name).sort()).toEqual(['Cuenta USD', 'Efectivo']);
    expect(await listAll(ctx, user.token)).toHaveLength(file.movements);
  });
});

describe('bad files', () => {
  it.each([
    ['a file from no known app', Buffer.from('fecha;importe\n01/01/2025;12,00\n'), /No reconocemos este archivo/],
    ['a damaged zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), /No pudimos abrir este \.zip/],
    [
      'a damaged Actual database',
      Buffer.concat([Buffer.from('SQLite format 3\u0000'), Buffer.alloc(200, 7)]),
      /base de datos de Actual/,
    ],
  ])('%s is a 400 in Spanish', async (_name, bytes, message) => {
    const user = await newUser(ctx);
    const res = await call(ctx, 'POST', '/api/imports/apps/analyze', {
      token: user.token,
      body: { file_name: 'x', file_base64: bytes.toString('base64') },
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(message);
  });

  it('says so when the file is from another app than the one chosen', async () => {
    const user = await newUser(ctx);
    const res = await call(ctx, 'POST', '/api/imports/apps/analyze', {
      token: user.token,
      body: body(walletExport(), { app: 'ynab' }),
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      field: 'app',
      message: 'Este archivo no es de YNAB: parece una exportación de Wallet (BudgetBakers)',
    });
  });

  it('refuses text that is not base64 and needs a token', async () => {
    const user = await newUser(ctx);
    const res = await call(ctx, 'POST', '/api/imports/apps/analyze', {
      token: user.token,
      body: { file_name: 'x', file_base64: 'no es base64!' },
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.field).toBe('file_base64');
    expect((await call(ctx, 'POST', '/api/imports/apps/commit', { body: body(walletExport()) })).status).toBe(401);
  });
});
