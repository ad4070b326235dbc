import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, newTx, upload } from '../../../test/helpers/money-helpers.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

// The recurring charges are kept by the ledger's version and the pending proposals (decision 039):
// every change that can alter the list must show in the next answer.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.advance(new Date('2026-11-20T12:00:00Z').getTime() - ctx.clock.now().getTime());
});
afterAll(async () => ctx.close());

const OPTIONS = {
  delimiter: ';',
  encoding: 'utf-8',
  has_header: true,
  skip_rows: 0,
  date_format: 'YYYY-MM-DD',
  decimal: '.',
  date_column: 0,
  payee_column: 1,
  amount_column: 2,
};

async function person(name: string) {
  const { token } = await registerUser(ctx, { name });
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'CO', base_currency: 'COP', month_start_day: 1, is_completed: true },
  });
  return token;
}

type Charge = { payee: string; interval: string; last_amount: number; transaction_ids: string[] };
const charges = async (token: string) => {
  const res = await call(ctx, 'GET', '/api/recurring-charges', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Charge[];
};

describe('recurring charges kept by version', () => {
  it('follow a new, an edited and a deleted movement, and never show another user the list', async () => {
    const token = await person('Julián Ospina Vélez');
    const bank = await newAccount(ctx, token, { name: 'Bancolombia', type: 'checking', currency: 'COP' });
    const body = (date: string, amount = -39_900) => ({ account_id: bank, date, amount, payee: 'NETFLIX.COM' });
    await newTx(ctx, token, body('2026-08-03'));
    await newTx(ctx, token, body('2026-09-03'));
    expect(await charges(token)).toEqual([]);
    expect(await charges(token)).toEqual([]); // the same answer, kept

    const third = await newTx(ctx, token, body('2026-10-03'));
    expect((await charges(token)).map((charge) => [charge.payee, charge.interval, charge.last_amount])).toEqual([
      ['NETFLIX.COM', 'monthly', -39_900],
    ]);

    const edited = await call(ctx, 'PATCH', `/api/transactions/${third.id}`, { token, body: { amount: -44_900 } });
    expect(edited.status).toBe(200);
    expect((await charges(token))[0]!.last_amount).toBe(-44_900);

    const stranger = await person('Otra Persona');
    expect(await charges(stranger)).toEqual([]);

    expect((await call(ctx, 'DELETE', `/api/transactions/${third.id}`, { token })).status).toBe(200);
    expect(await charges(token)).toEqual([]);
  });

  it('follow a rejected transfer proposal, which moves no ledger version', async () => {
    const token = await person('Tomás Arbeláez Gil');
    const bank = await newAccount(ctx, token, { name: 'Banco de Occidente', type: 'savings', currency: 'COP' });
    await newAccount(ctx, token, { name: 'Visa Occidente', type: 'credit_card', currency: 'COP', last_digits: '7302' });
    const csv = [
      'Fecha;Concepto;Importe',
      '2026-08-12;PAGO TARJETA CREDITO *7302;-250000',
      '2026-09-12;PAGO TARJETA CREDITO *7302;-250000',
      '2026-10-12;PAGO TARJETA CREDITO *7302;-250000',
    ].join('\n');
    const uploaded = await upload(ctx, token, bank, 'extracto.csv', csv);
    const id = (uploaded.data.import as { id: string }).id;
    expect((await call(ctx, 'POST', `/api/imports/${id}/commit`, { token, body: { options: OPTIONS } })).status).toBe(
      200,
    );
    const proposals = (await call(ctx, 'GET', '/api/transfer-proposals', { token })).data as unknown as {
      id: string;
    }[];
    expect(proposals).toHaveLength(3);
    // Proposed as transfers to the card: not charges.
    expect(await charges(token)).toEqual([]);
    for (const proposal of proposals) {
      const rejected = await call(ctx, 'POST', `/api/transfer-proposals/${proposal.id}/reject`, { token });
      expect(rejected.status).toBe(200);
    }
    expect((await charges(token)).map((charge) => charge.interval)).toEqual(['monthly']);
  });
});
