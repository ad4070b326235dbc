import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { listAll, newAccount, newTx, newUser } from '../../../test/helpers/money-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

// "5.000 COP" used to return 50,00 € purchases (5000 minor units too) and 200.000 COP missed a
// 124,48 € one. Bounds written in a currency now only match movements in that currency.
describe('amount filter in one currency', () => {
  it('compares bounds only with movements in the currency they are written in, in the list, totals and export', async () => {
    const user = await newUser(ctx, { country: 'CO', base_currency: 'COP' });
    const cop = await newAccount(ctx, user.token, { name: 'Bancolombia', currency: 'COP' });
    const eur = await newAccount(ctx, user.token, { name: 'Cuenta España', currency: 'EUR' });
    await newTx(ctx, user.token, { account_id: cop, date: '2026-03-01', amount: -5_000, payee: 'Tinto' });
    await newTx(ctx, user.token, { account_id: cop, date: '2026-03-02', amount: -250_000, payee: 'Éxito' });
    await newTx(ctx, user.token, { account_id: eur, date: '2026-03-03', amount: -5_000, payee: 'Mercadona' });
    await newTx(ctx, user.token, { account_id: eur, date: '2026-03-04', amount: -12_448, payee: 'El Corte Inglés' });

    const inCop = await listAll(ctx, user.token, 'min_amount=5000&amount_currency=COP');
    expect(inCop.map((row) => row.payee).sort()).toEqual(['Tinto', 'Éxito']);
    const bigInCop = await listAll(ctx, user.token, 'min_amount=200000&amount_currency=COP');
    expect(bigInCop.map((row) => row.payee)).toEqual(['Éxito']);
    const inEur = await listAll(ctx, user.token, 'max_amount=10000&amount_currency=EUR');
    expect(inEur.map((row) => row.payee)).toEqual(['Mercadona']);

    const totals = await call(ctx, 'GET', '/api/transactions/totals?min_amount=5000&amount_currency=COP', {
      token: user.token,
    });
    expect(totals.status).toBe(200);
    expect(totals.data.by_currency).toEqual([{ currency: 'COP', income: 0, expense: -255_000, net: -255_000 }]);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/transactions/export?min_amount=5000&amount_currency=COP',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(csv.body).not.toContain('Mercadona');
    expect(csv.body).toContain('Tinto');

    // Without bounds the currency changes nothing; without a currency the old raw comparison stays.
    expect(await listAll(ctx, user.token, 'amount_currency=EUR')).toHaveLength(4);
    expect(await listAll(ctx, user.token, 'min_amount=5000')).toHaveLength(4);
  });

  it('refuses a currency that is not one', async () => {
    const user = await newUser(ctx);
    const res = await call(ctx, 'GET', '/api/transactions?min_amount=1&amount_currency=pesos', { token: user.token });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ field: 'amount_currency' });
  });
});
