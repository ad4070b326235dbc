import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { inLedger, join, type Person, person } from '../../../test/helpers/households.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Balances = {
  currencies: {
    currency: string;
    positions: { member_id: string; net: number }[];
    debts: { from_member: string; to_member: string; amount: number; text: string }[];
  }[];
  expenses: { transaction_id: string; shares: { member_id: string; amount: number }[] }[];
  settlements: unknown[];
};

/** Ana's ledger with Luis as a member and Carmen as a viewer, a COP account, and one movement per call to `spend`. */
async function household() {
  const ana = await person(ctx, 'Ana Gómez');
  const luis = await person(ctx, 'Luis Soto');
  const carmen = await person(ctx, 'Carmen Díaz');
  await join(ctx, ana, luis, 'member');
  await join(ctx, ana, carmen, 'viewer');
  const account = await call(ctx, 'POST', '/api/accounts', {
    token: ana.token,
    body: { name: 'Cuenta común', type: 'checking', currency: 'COP', opening_balance: 5_000_000 },
  });
  const spend = async (amount: number, payee = 'Mercado') => {
    const res = await call(ctx, 'POST', '/api/transactions', {
      token: ana.token,
      body: { account_id: account.data.id, amount, date: '2026-01-10', payee },
    });
    return res.data.id as string;
  };
  return { ana, luis, carmen, spend };
}

const share = (who: Person, ledger: string, transactionId: string, body: unknown) =>
  call(ctx, 'PUT', `/api/households/${ledger}/shared-expenses/${transactionId}`, { token: who.token, body });
const balancesOf = async (who: Person, ledger: string) => {
  const res = await call(ctx, 'GET', `/api/households/${ledger}/balances`, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Balances;
};
const sumOfPositions = (balances: Balances) =>
  balances.currencies.map((currency) => currency.positions.reduce((a, p) => a + p.net, 0));

describe('shared expenses and settling up', () => {
  it('splits an expense equally and says who owes whom, then «Saldar» zeroes it', async () => {
    const { ana, luis, spend } = await household();
    const dinner = await spend(-368_600, 'Restaurante');
    const shared = await share(luis, ana.id, dinner, { paid_by: luis.id, members: [ana.id, luis.id] });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.data.shares).toEqual([
      { member_id: ana.id, amount: 184_300 },
      { member_id: luis.id, amount: 184_300 },
    ]);
    const before = await balancesOf(ana, ana.id);
    expect(before.currencies[0]!.debts).toEqual([
      {
        from_member: ana.id,
        to_member: luis.id,
        amount: 184_300,
        text: expect.stringMatching(/^Ana Gómez le debe a Luis Soto 184\.300/),
      },
    ]);
    expect(sumOfPositions(before)).toEqual([0]);

    const settled = await call(ctx, 'POST', `/api/households/${ana.id}/settlements`, {
      token: ana.token,
      body: { from_member: ana.id, to_member: luis.id, amount: 184_300, currency: 'COP' },
    });
    expect(settled.status).toBe(201);
    const after = await balancesOf(luis, ana.id);
    expect(after.currencies[0]!.debts).toEqual([]);
    expect(after.settlements).toHaveLength(1);
  });

  it('splits by shares, by amounts and by income, and follows an edited or deleted movement', async () => {
    const { ana, luis, spend } = await household();
    const rent = await spend(-900_000, 'Arriendo');
    const byShares = await share(ana, ana.id, rent, {
      paid_by: ana.id,
      method: 'shares',
      values: [
        { member_id: ana.id, value: 2 },
        { member_id: luis.id, value: 1 },
      ],
    });
    expect(byShares.data.shares).toEqual([
      { member_id: ana.id, amount: 600_000 },
      { member_id: luis.id, amount: 300_000 },
    ]);
    const wrongSum = await share(ana, ana.id, rent, {
      paid_by: ana.id,
      method: 'amounts',
      values: [
        { member_id: ana.id, value: 500_000 },
        { member_id: luis.id, value: 300_000 },
      ],
    });
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.errors).toEqual([
      { field: 'values', message: 'Las partes deben sumar el gasto entero (faltan o sobran 100000)' },
    ]);
    const noIncome = await share(ana, ana.id, rent, { paid_by: ana.id, method: 'income' });
    expect(noIncome.errors).toEqual([
      { field: 'method', message: 'Para repartir por ingresos, anota antes los ingresos de cada persona' },
    ]);
    for (const [who, income] of [
      [ana, 3_000_000],
      [luis, 1_500_000],
    ] as const)
      expect(
        (
          await call(ctx, 'PUT', `/api/households/${ana.id}/members/${who.id}/income`, {
            token: who.token,
            body: { income },
          })
        ).status,
      ).toBe(200);
    const byIncome = await share(ana, ana.id, rent, { paid_by: ana.id, method: 'income' });
    expect(byIncome.data.shares).toEqual([
      { member_id: ana.id, amount: 600_000 },
      { member_id: luis.id, amount: 300_000 },
    ]);

    // The movement is edited to 1.000.001: the parts follow in the same proportion and add up to it.
    await call(ctx, 'PATCH', `/api/transactions/${rent}`, { token: ana.token, body: { amount: -1_000_001 } });
    const edited = await balancesOf(ana, ana.id);
    expect(edited.expenses[0]!.shares.reduce((a, s) => a + s.amount, 0)).toBe(1_000_001);
    expect(sumOfPositions(edited)).toEqual([0]);
    expect(edited.currencies[0]!.debts[0]).toMatchObject({ from_member: luis.id, to_member: ana.id, amount: 333_334 });

    await call(ctx, 'DELETE', `/api/transactions/${rent}`, { token: ana.token });
    expect((await balancesOf(ana, ana.id)).expenses).toEqual([]);
  });

  it('refuses a viewer, hides the ledger from others, and names bad input in Spanish', async () => {
    const { ana, luis, carmen, spend } = await household();
    const eva = await person(ctx, 'Eva Ruiz');
    const taxi = await spend(-25_000, 'Taxi');
    const viewer = await share(carmen, ana.id, taxi, { paid_by: ana.id });
    expect(viewer.status).toBe(403);
    expect(viewer.errors).toEqual([{ message: 'Tu rol en este hogar es solo lectura' }]);
    expect((await share(eva, ana.id, taxi, { paid_by: ana.id })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/households/${ana.id}/balances`, { token: eva.token })).status).toBe(404);
    expect((await balancesOf(carmen, ana.id)).currencies).toEqual([]);
    const stranger = await share(ana, ana.id, taxi, { paid_by: eva.id });
    expect(stranger.errors).toEqual([{ field: 'paid_by', message: 'Esa persona no forma parte del hogar' }]);
    const income = await spend(250_000, 'Reintegro');
    expect((await share(ana, ana.id, income, { paid_by: ana.id })).status).toBe(400);
    // Luis's own ledger holds none of Ana's movements.
    expect((await share(luis, luis.id, taxi, { paid_by: luis.id })).status).toBe(404);
    const self = await call(ctx, 'POST', `/api/households/${ana.id}/settlements`, {
      token: luis.token,
      headers: inLedger(ana.id),
      body: { from_member: luis.id, to_member: luis.id, amount: 1, currency: 'COP' },
    });
    expect(self.errors).toEqual([
      { field: 'to_member', message: 'Quien paga y quien recibe tienen que ser personas distintas' },
    ]);
  });
});
