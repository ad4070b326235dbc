import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { inLedger, join, person } from '../../../test/helpers/households.ts';
import { isoToday, newAccount, newPlanner, newTx } from '../../../test/helpers/planning-helpers.ts';
import { demoMessages } from './service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Row = Record<string, unknown>;
const list = async (token: string, path: string) => (await call(ctx, 'GET', path, { token })).data as unknown as Row[];
const movements = async (token: string) =>
  ((await call(ctx, 'GET', '/api/transactions?limit=200', { token })).data as unknown as { items: Row[] }).items;

describe('example data', () => {
  it('fills a Spanish ledger in euros with its banks and shops, and the dashboard adds up its movements', async () => {
    const ana = await newPlanner(ctx, { country: 'ES', base_currency: 'EUR' });
    expect((await call(ctx, 'GET', '/api/demo-data', { token: ana.token })).data).toEqual({
      active: false,
      created_at: null,
    });

    const started = performance.now();
    const created = await call(ctx, 'POST', '/api/demo-data', { token: ana.token });
    const elapsed = performance.now() - started;
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.data).toMatchObject({ active: true, accounts: 2, message: demoMessages.created });
    console.log(`example ledger: ${String(created.data.transactions)} movements in ${elapsed.toFixed(0)} ms`);
    expect(created.data.transactions as number).toBeGreaterThan(60);

    const accounts = await list(ana.token, '/api/accounts');
    expect(accounts.map((account) => [account.bank, account.currency, account.type])).toEqual([
      ['BBVA', 'EUR', 'checking'],
      ['CaixaBank', 'EUR', 'credit_card'],
    ]);
    const rows = await movements(ana.token);
    const payees = new Set(rows.map((row) => row.payee));
    for (const shop of ['Mercadona', 'Iberdrola', 'Nómina Grupo Levante S.L.']) expect(payees).toContain(shop);
    // Three months, and nothing after today.
    const today = isoToday(ctx);
    expect(rows.every((row) => (row.date as string) <= today)).toBe(true);
    expect(new Set(rows.map((row) => (row.date as string).slice(0, 7))).size).toBe(3);

    // The dashboard's month is the sum of the month's categorised movements, as the budget counts them.
    const dashboard = (await call(ctx, 'GET', '/api/reports/dashboard', { token: ana.token })).data;
    const month = dashboard.period as { from: string; to: string };
    const inMonth = rows.filter(
      (row) =>
        (row.date as string) >= month.from && (row.date as string) <= month.to && row.category_id && !row.transfer_id,
    );
    const sum = (sign: 1 | -1) =>
      inMonth
        .map((row) => row.amount as number)
        .filter((amount) => amount * sign > 0)
        .reduce((a, b) => a + b, 0);
    expect(dashboard.income).toBe(sum(1));
    expect(dashboard.expense).toBe(sum(-1));
    expect(dashboard.income as number).toBe(235000);

    const budget = (await call(ctx, 'GET', `/api/budgets/${today.slice(0, 7)}`, { token: ana.token })).data;
    expect(budget.expected_income).toBe(235000);
    expect((await list(ana.token, '/api/reminders')).map((row) => row.title)).toEqual(['Alquiler del piso']);
    expect((await list(ana.token, '/api/savings-goals')).map((row) => row.name)).toEqual(['Fondo de emergencia']);

    const again = await call(ctx, 'POST', '/api/demo-data', { token: ana.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ message: demoMessages.already }] });
  });

  it('speaks the country: Colombian pesos, Bancolombia and Éxito', async () => {
    const luis = await newPlanner(ctx, { country: 'CO', base_currency: 'COP' });
    expect((await call(ctx, 'POST', '/api/demo-data', { token: luis.token })).status).toBe(201);
    const accounts = await list(luis.token, '/api/accounts');
    expect(accounts.map((account) => account.bank)).toEqual(['Bancolombia', 'Davivienda']);
    expect(accounts.every((account) => account.currency === 'COP')).toBe(true);
    const rows = await movements(luis.token);
    expect(rows.map((row) => row.payee)).toContain('Éxito');
    // Pesos are whole: every amount a round number of tens.
    expect(rows.every((row) => (row.amount as number) % 10 === 0)).toBe(true);
  });

  it('wipes exactly the example rows and keeps what the user typed, also in an example account', async () => {
    const eva = await newPlanner(ctx, { country: 'MX', base_currency: 'MXN' });
    const own = await newAccount(ctx, eva.token, { name: 'Efectivo', type: 'cash', currency: 'MXN' });
    const today = isoToday(ctx);
    const ownMovement = await newTx(ctx, eva.token, { account_id: own, date: today, amount: -5000, payee: 'Tacos' });
    const ownGoal = await call(ctx, 'POST', '/api/savings-goals', {
      token: eva.token,
      body: { name: 'Viaje a Oaxaca', target_amount: 1_000_000, currency: 'MXN' },
    });
    const ownReminder = await call(ctx, 'POST', '/api/reminders', {
      token: eva.token,
      body: { title: 'Predial', amount: -300000, next_due: today, recurrence: { kind: 'yearly' } },
    });
    expect(ownReminder.status, JSON.stringify(ownReminder.body)).toBe(201);
    expect((await call(ctx, 'POST', '/api/demo-data', { token: eva.token })).status).toBe(201);

    const card = (await list(eva.token, '/api/accounts')).find((account) => account.type === 'credit_card')!;
    const typedInDemo = await newTx(ctx, eva.token, { account_id: card.id, date: today, amount: -9900, payee: 'Cine' });

    const wiped = await call(ctx, 'DELETE', '/api/demo-data', { token: eva.token });
    expect(wiped.status, JSON.stringify(wiped.body)).toBe(200);
    expect(wiped.data).toMatchObject({ message: demoMessages.removed, kept_accounts: 1 });

    expect((await movements(eva.token)).map((row) => row.id).sort()).toEqual([ownMovement.id, typedInDemo.id].sort());
    expect((await list(eva.token, '/api/accounts')).map((row) => row.id).sort()).toEqual([own, card.id].sort());
    expect((await list(eva.token, '/api/savings-goals')).map((row) => row.id)).toEqual([ownGoal.data.id]);
    expect((await list(eva.token, '/api/reminders')).map((row) => row.id)).toEqual([ownReminder.data.id]);
    const budget = (await call(ctx, 'GET', `/api/budgets/${today.slice(0, 7)}`, { token: eva.token })).data;
    expect(budget.expected_income).toBe(0);
    // The card keeps only the user's movement: its balance is that movement, nothing of the example.
    expect((await call(ctx, 'GET', `/api/accounts/${card.id}`, { token: eva.token })).data.balance).toBe(-9900);
    expect((await call(ctx, 'GET', '/api/demo-data', { token: eva.token })).data).toMatchObject({ active: false });

    const twice = await call(ctx, 'DELETE', '/api/demo-data', { token: eva.token });
    expect(twice.status).toBe(404);
    // And it can be tried again.
    expect((await call(ctx, 'POST', '/api/demo-data', { token: eva.token })).status).toBe(201);
  });

  it('answers 401 without a session, and 403 to a viewer of a household', async () => {
    expect((await call(ctx, 'POST', '/api/demo-data')).status).toBe(401);
    const owner = await person(ctx, 'Marta');
    const viewer = await person(ctx, 'Pablo');
    await join(ctx, owner, viewer, 'viewer');
    const res = await call(ctx, 'POST', '/api/demo-data', { token: viewer.token, headers: inLedger(owner.id) });
    expect(res.status).toBe(403);
    const wipe = await call(ctx, 'DELETE', '/api/demo-data', { token: viewer.token, headers: inLedger(owner.id) });
    expect(wipe.status).toBe(403);
  });

  it('keeps one ledger’s example data out of another’s', async () => {
    const a = await newPlanner(ctx);
    const b = await newPlanner(ctx);
    await call(ctx, 'POST', '/api/demo-data', { token: a.token });
    expect((await call(ctx, 'DELETE', '/api/demo-data', { token: b.token })).status).toBe(404);
    expect((await list(a.token, '/api/accounts')).length).toBe(2);
    expect((await call(ctx, 'GET', '/api/demo-data', { token: b.token })).data).toMatchObject({ active: false });
  });
});
