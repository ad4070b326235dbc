import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeMonths } from './totals.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

let ctx: TestContext;
let token: string;
let accounts: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await registerUser(ctx));
  const euro = await call(ctx, 'POST', '/api/accounts', {
    token,
    body: { name: 'Euros', type: 'checking', currency: 'EUR' },
  });
  const euro2 = await call(ctx, 'POST', '/api/accounts', {
    token,
    body: { name: 'Ahorro', type: 'savings', currency: 'EUR' },
  });
  const pesos = await call(ctx, 'POST', '/api/accounts', {
    token,
    body: { name: 'Pesos', type: 'checking', currency: 'COP' },
  });
  accounts = [euro.data.id as string, euro2.data.id as string, pesos.data.id as string];
  const days = [
    '2025-01-01',
    '2025-01-31',
    '2025-02-14',
    '2025-03-01',
    '2025-03-15',
    '2025-03-31',
    '2025-04-02',
    '2025-06-30',
  ];
  for (const [index, date] of days.entries()) {
    await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: accounts[index % 3], date, amount: -(1000 + index * 37), payee: `Gasto ${index}` },
    });
    await call(ctx, 'POST', '/api/transactions', {
      token,
      body: { account_id: accounts[(index + 1) % 3], date, amount: 5000 + index, payee: `Ingreso ${index}` },
    });
  }
  await call(ctx, 'POST', '/api/transfers', {
    token,
    body: { from_account_id: accounts[0], to_account_id: accounts[1], date: '2025-03-10', amount: 700 },
  });
  await call(ctx, 'POST', '/api/transactions', {
    token,
    body: { account_id: accounts[0], date: '2025-02-20', amount: -900, splits: [{ amount: -400 }, { amount: -500 }] },
  });
});
afterAll(async () => ctx.close());

describe('totals from the monthly rollups', () => {
  it('finds the whole months inside a range', () => {
    expect(wholeMonths('2025-01-01', '2025-03-31')).toEqual(['2025-01-01', '2025-03-01']);
    expect(wholeMonths('2025-01-02', '2025-03-30')).toEqual(['2025-02-01', '2025-02-01']);
    expect(wholeMonths('2025-01-02', '2025-01-30')).toBeNull();
    expect(wholeMonths('2024-02-01', '2024-02-29')).toEqual(['2024-02-01', '2024-02-01']);
  });

  it('agrees with summing every row, for any date range and accounts', async () => {
    const dates = fc.constantFrom(
      '2024-12-31',
      '2025-01-01',
      '2025-01-15',
      '2025-01-31',
      '2025-02-01',
      '2025-03-01',
      '2025-03-31',
      '2025-04-01',
      '2025-07-01',
    );
    await fc.assert(
      fc.asyncProperty(
        dates,
        dates,
        fc.subarray([0, 1, 2]),
        fc.constantFrom(undefined, 'transfer'),
        async (a, b, picked, kind) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const params = new URLSearchParams({ from, to });
          if (picked.length) params.set('account_ids', picked.map((index) => accounts[index]).join(','));
          if (kind) params.set('kind', kind);
          const fast = await call(ctx, 'GET', `/api/transactions/totals?${params}`, { token });
          // min_amount=0 matches every row but takes the row-by-row path.
          const slow = await call(ctx, 'GET', `/api/transactions/totals?${params}&min_amount=0`, { token });
          expect(fast.status).toBe(200);
          expect(fast.data).toEqual(slow.data);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('agrees for all time, with no dates at all', async () => {
    const fast = await call(ctx, 'GET', '/api/transactions/totals', { token });
    const slow = await call(ctx, 'GET', '/api/transactions/totals?min_amount=0', { token });
    expect(fast.data).toEqual(slow.data);
    expect(fast.data.count).toBe(19);
  });
});
