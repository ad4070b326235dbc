import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  getTx,
  listAll,
  newAccount,
  newTx,
  UNKNOWN_ID,
  upload,
} from '../../../test/helpers/money-helpers.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

// Own transfers on import through the API (decision 032): linked when sure, proposed when not,
// confirmed or rejected by the user; another user's proposals are not found.
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

async function importRows(token: string, accountId: string, rows: [string, string, number][]) {
  const csv = ['Fecha;Concepto;Importe', ...rows.map(([date, text, amount]) => `${date};${text};${amount}`)].join('\n');
  const uploaded = await upload(ctx, token, accountId, 'extracto.csv', csv);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const id = (uploaded.data.import as { id: string }).id;
  const committed = await call(ctx, 'POST', `/api/imports/${id}/commit`, { token, body: { options: OPTIONS } });
  expect(committed.status, JSON.stringify(committed.body)).toBe(200);
  return id;
}

type Proposal = {
  id: string;
  transaction_id: string;
  counterpart_id: string | null;
  account_id: string;
  account_name: string;
  reasons: string[];
};
const proposals = async (token: string, query = '') => {
  const res = await call(ctx, 'GET', `/api/transfer-proposals${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Proposal[];
};

describe('own transfers found on import', () => {
  it('links a named top-up with its other leg: a transfer, neither income nor spending, balances unchanged', async () => {
    const token = await person('Renata Salgado Múnera');
    const bank = await newAccount(ctx, token, {
      name: 'Banco Popular',
      type: 'savings',
      currency: 'COP',
      last_digits: '5521',
    });
    const wallet = await newAccount(ctx, token, {
      name: 'Daviplata',
      type: 'other',
      currency: 'COP',
      last_digits: '8043',
    });
    await importRows(token, bank, [
      ['2026-11-02', 'TRANSFERENCIA A DAVIPLATA 3157778043', -90000],
      ['2026-11-03', 'COMPRA SUPERMERCADO OLIMPICA', -42000],
    ]);
    const before = { bank: await balanceOf(ctx, token, bank), wallet: await balanceOf(ctx, token, wallet) };
    await importRows(token, wallet, [['2026-11-02', 'Recibiste plata de Banco Popular', 90000]]);
    const rows = await listAll(ctx, token);
    const legs = rows.filter((row) => Math.abs(row.amount) === 90000);
    expect(legs.map((row) => row.kind)).toEqual(['transfer', 'transfer']);
    expect(legs[0]!.transfer_id).toBe(legs[1]!.transfer_id);
    expect(legs.every((row) => row.category_id === null)).toBe(true);
    expect(rows.find((row) => row.amount === -42000)!.kind).toBe('expense');
    expect(await balanceOf(ctx, token, bank)).toBe(before.bank);
    expect(await balanceOf(ctx, token, wallet)).toBe(before.wallet + 90000);
    expect(await proposals(token)).toEqual([]);
  });

  it('shows in the analysis which rows will be linked and which proposed, before anything is booked', async () => {
    const token = await person('Renata Salgado Múnera');
    const bank = await newAccount(ctx, token, {
      name: 'Banco Popular',
      type: 'savings',
      currency: 'COP',
      last_digits: '5521',
    });
    const wallet = await newAccount(ctx, token, {
      name: 'Daviplata',
      type: 'other',
      currency: 'COP',
      last_digits: '8043',
    });
    await importRows(token, wallet, [
      ['2026-11-02', 'Recibiste plata de Banco Popular', 90000],
      ['2026-11-04', 'Movimiento 77', 15000],
    ]);
    const csv =
      'Fecha;Concepto;Importe\n2026-11-02;TRANSFERENCIA A DAVIPLATA 3157778043;-90000\n2026-11-04;MOVIMIENTO 78;-15000\n2026-11-04;COMPRA D1;-8000\n';
    const uploaded = await upload(ctx, token, bank, 'extracto.csv', csv);
    const id = (uploaded.data.import as { id: string }).id;
    const analysis = await call(ctx, 'POST', `/api/imports/${id}/analyze`, { token, body: { options: OPTIONS } });
    expect(analysis.status, JSON.stringify(analysis.body)).toBe(200);
    expect(analysis.data.transfers).toEqual([
      {
        row: 2,
        date: '2026-11-02',
        amount: -90000,
        payee: 'TRANSFERENCIA A DAVIPLATA 3157778043',
        account_id: wallet,
        account_name: 'Daviplata',
        linked: true,
      },
      {
        row: 3,
        date: '2026-11-04',
        amount: -15000,
        payee: 'MOVIMIENTO 78',
        account_id: wallet,
        account_name: 'Daviplata',
        linked: false,
      },
    ]);
    expect((await listAll(ctx, token)).every((row) => row.kind !== 'transfer')).toBe(true);
  });

  it('proposes a pair it is unsure of; confirming links it, and only once', async () => {
    const token = await person('Renata Salgado Múnera');
    const bank = await newAccount(ctx, token, { name: 'Banco Popular', type: 'savings', currency: 'COP' });
    const other = await newAccount(ctx, token, { name: 'Colpatria', type: 'checking', currency: 'COP' });
    await importRows(token, bank, [['2026-11-05', 'MOVIMIENTO 88812', -250000]]);
    const importId = await importRows(token, other, [['2026-11-06', 'MOVIMIENTO 11290', 250000]]);
    const [proposal, ...rest] = await proposals(token, `?import_id=${importId}`);
    expect(rest).toEqual([]);
    expect(proposal).toMatchObject({
      counterpart_id: expect.any(String),
      account_id: bank,
      account_name: 'Banco Popular',
    });
    const confirmed = await call(ctx, 'POST', `/api/transfer-proposals/${proposal!.id}/confirm`, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const legs = confirmed.data as unknown as { amount: number; kind: string; transfer_id: string }[];
    expect(legs.map((leg) => [leg.amount, leg.kind])).toEqual([
      [-250000, 'transfer'],
      [250000, 'transfer'],
    ]);
    expect(legs[0]!.transfer_id).toBe(legs[1]!.transfer_id);
    expect(await proposals(token)).toEqual([]);
    const again = await call(ctx, 'POST', `/api/transfer-proposals/${proposal!.id}/confirm`, { token });
    expect(again.status).toBe(404);
    expect(again.errors![0]!.message).toBe('No encontramos esta transferencia propuesta');
  });

  it('proposes a one-leg transfer to the account the text names; confirming creates its other leg', async () => {
    const token = await person('Renata Salgado Múnera');
    const bank = await newAccount(ctx, token, { name: 'Banco Popular', type: 'savings', currency: 'COP' });
    const card = await newAccount(ctx, token, {
      name: 'Mastercard Falabella',
      type: 'credit_card',
      currency: 'COP',
      last_digits: '6610',
    });
    const cardBefore = await balanceOf(ctx, token, card);
    await importRows(token, bank, [['2026-11-10', 'PAGO TARJETA CREDITO *6610', -480000]]);
    const [proposal] = await proposals(token);
    expect(proposal).toMatchObject({ counterpart_id: null, account_id: card, reasons: ['names_account'] });
    const confirmed = await call(ctx, 'POST', `/api/transfer-proposals/${proposal!.id}/confirm`, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await balanceOf(ctx, token, card)).toBe(cardBefore + 480000);
    const legs = confirmed.data as unknown as { account_id: string; amount: number; date: string }[];
    expect(legs.map((leg) => [leg.account_id, leg.amount, leg.date])).toEqual([
      [bank, -480000, '2026-11-10'],
      [card, 480000, '2026-11-10'],
    ]);
  });

  it('creates the other leg once when the same confirm is sent ten times at once', async () => {
    const token = await person('Tomás Arbeláez Gil');
    const bank = await newAccount(ctx, token, { name: 'Banco de Occidente', type: 'savings', currency: 'COP' });
    const card = await newAccount(ctx, token, {
      name: 'Visa Occidente',
      type: 'credit_card',
      currency: 'COP',
      last_digits: '7302',
    });
    const cardBefore = await balanceOf(ctx, token, card);
    await importRows(token, bank, [['2026-11-12', 'PAGO TARJETA CREDITO *7302', -250000]]);
    const [proposal] = await proposals(token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(ctx, 'POST', `/api/transfer-proposals/${proposal!.id}/confirm`, { token })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 404, 409].includes(answer.status))).toBe(true);
    expect(await balanceOf(ctx, token, card)).toBe(cardBefore + 250000);
  });

  it('rejecting leaves the movement as it was and does not propose it again', async () => {
    const token = await person('Renata Salgado Múnera');
    const bank = await newAccount(ctx, token, { name: 'Banco Popular', type: 'savings', currency: 'COP' });
    const other = await newAccount(ctx, token, { name: 'Colpatria', type: 'checking', currency: 'COP' });
    await importRows(token, bank, [['2026-11-12', 'MOVIMIENTO 555', -70000]]);
    await importRows(token, other, [['2026-11-12', 'MOVIMIENTO 556', 70000]]);
    const [proposal] = await proposals(token);
    const rejected = await call(ctx, 'POST', `/api/transfer-proposals/${proposal!.id}/reject`, { token });
    expect(rejected.status).toBe(200);
    expect(rejected.data.message).toBe('Listo: lo dejamos como un movimiento normal');
    expect(await proposals(token)).toEqual([]);
    const mine = await getTx(ctx, token, proposal!.transaction_id);
    expect(mine.kind).toBe('income');
    await importRows(token, bank, [['2026-11-13', 'COMPRA TIENDA D1', -70000]]);
    expect(await proposals(token)).toEqual([]);
  });

  it('leaves a payment to somebody else alone even with the same amount the same day', async () => {
    const token = await person('Renata Salgado Múnera');
    const bank = await newAccount(ctx, token, { name: 'Banco Popular', type: 'savings', currency: 'COP' });
    const wallet = await newAccount(ctx, token, { name: 'Daviplata', type: 'other', currency: 'COP' });
    await importRows(token, bank, [['2026-11-14', 'TRANSF DE HERNAN DARIO CUBIDES', 120000]]);
    await importRows(token, wallet, [['2026-11-14', 'Envío a Paola Andrea Rincón', -120000]]);
    expect((await listAll(ctx, token)).map((row) => row.kind).sort()).toEqual(['expense', 'income']);
    expect(await proposals(token)).toEqual([]);
  });

  it('undoing an import leaves the other leg as a plain movement', async () => {
    const token = await person('Renata Salgado Múnera');
    const bank = await newAccount(ctx, token, { name: 'Banco Popular', type: 'savings', currency: 'COP' });
    const wallet = await newAccount(ctx, token, { name: 'Daviplata', type: 'other', currency: 'COP' });
    const typed = await newTx(ctx, token, {
      account_id: wallet,
      date: '2026-11-15',
      amount: 30000,
      payee: 'Recarga desde Banco Popular',
    });
    const id = await importRows(token, bank, [['2026-11-15', 'TRANSFERENCIA A DAVIPLATA', -30000]]);
    expect((await getTx(ctx, token, typed.id)).kind).toBe('transfer');
    expect((await call(ctx, 'DELETE', `/api/imports/${id}`, { token })).status).toBe(200);
    const left = await getTx(ctx, token, typed.id);
    expect([left.kind, left.transfer_id]).toEqual(['income', null]);
  });
});

describe('a typed movement met by the import', () => {
  it('flags the bank row as the movement typed days before, so the purchase is counted once', async () => {
    const token = await person('Renata Salgado Múnera');
    const bank = await newAccount(ctx, token, { name: 'Banco Popular', type: 'savings', currency: 'COP' });
    await newTx(ctx, token, { account_id: bank, date: '2026-11-08', amount: -38500, payee: 'Farmacia' });
    const csv =
      'Fecha;Concepto;Importe\n2026-11-10;COMPRA POS FARMATODO 112;-38500\n2026-11-10;PARQUEADERO CENTRO;-9000\n';
    const uploaded = await upload(ctx, token, bank, 'extracto.csv', csv);
    const id = (uploaded.data.import as { id: string }).id;
    const analysis = await call(ctx, 'POST', `/api/imports/${id}/analyze`, { token, body: { options: OPTIONS } });
    expect(analysis.status).toBe(200);
    expect(
      (analysis.data.duplicates as { row: number; existing: { payee: string } }[]).map((item) => [
        item.row,
        item.existing.payee,
      ]),
    ).toEqual([[2, 'Farmacia']]);
    expect((await call(ctx, 'POST', `/api/imports/${id}/commit`, { token, body: { options: OPTIONS } })).status).toBe(
      200,
    );
    expect((await listAll(ctx, token)).map((row) => row.amount).sort()).toEqual([-38500, -9000]);
  });
});

describe('recurring charges after imports', () => {
  it('proposes the monthly charge with its next date and the rise, never a monthly own transfer, and only to its owner', async () => {
    const token = await person('Renata Salgado Múnera');
    const bank = await newAccount(ctx, token, { name: 'Banco Popular', type: 'savings', currency: 'COP' });
    const savings = await newAccount(ctx, token, { name: 'Ahorro Casa', type: 'savings', currency: 'COP' });
    await importRows(token, bank, [
      ['2026-07-09', 'DEBITO AUTOMATICO CLARO HOGAR', -99900],
      ['2026-07-10', 'TRASPASO A AHORRO CASA', -300000],
      ['2026-08-09', 'DEBITO AUTOMATICO CLARO HOGAR', -99900],
      ['2026-08-10', 'TRASPASO A AHORRO CASA', -300000],
      ['2026-09-09', 'DEBITO AUTOMATICO CLARO HOGAR', -109900],
      ['2026-09-10', 'TRASPASO A AHORRO CASA', -300000],
    ]);
    await importRows(token, savings, [
      ['2026-07-10', 'ABONO TRASPASO', 300000],
      ['2026-08-10', 'ABONO TRASPASO', 300000],
      ['2026-09-10', 'ABONO TRASPASO', 300000],
    ]);
    const res = await call(ctx, 'GET', '/api/recurring-charges', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toEqual([
      expect.objectContaining({
        account_id: bank,
        interval: 'monthly',
        next_date: '2026-10-09',
        last_amount: -109900,
        price_rise: { from: -99900, to: -109900 },
        message: expect.stringMatching(/ subió de 99\.900 a 109\.900$/),
      }),
    ]);
    const stranger = await person('Otro Usuario');
    expect((await call(ctx, 'GET', '/api/recurring-charges', { token: stranger })).data).toEqual([]);
    expect((await call(ctx, 'GET', '/api/recurring-charges')).status).toBe(401);
  });
});

describe('own-transfer proposals: ownership and bad input', () => {
  it('answers 404 for another user’s proposal, and keeps it pending', async () => {
    const owner = await person('Renata Salgado Múnera');
    const bank = await newAccount(ctx, owner, { name: 'Banco Popular', type: 'savings', currency: 'COP' });
    const other = await newAccount(ctx, owner, { name: 'Colpatria', type: 'checking', currency: 'COP' });
    await importRows(owner, bank, [['2026-11-16', 'MOVIMIENTO 1', -81000]]);
    await importRows(owner, other, [['2026-11-16', 'MOVIMIENTO 2', 81000]]);
    const [proposal] = await proposals(owner);
    const intruder = await person('Otro Usuario');
    for (const action of ['confirm', 'reject']) {
      const res = await call(ctx, 'POST', `/api/transfer-proposals/${proposal!.id}/${action}`, { token: intruder });
      expect(res.status).toBe(404);
    }
    expect(await proposals(intruder)).toEqual([]);
    expect(await proposals(owner)).toHaveLength(1);
    expect((await call(ctx, 'POST', `/api/transfer-proposals/${UNKNOWN_ID}/confirm`, { token: owner })).status).toBe(
      404,
    );
  });

  it('answers a malformed id as not found, and a malformed import id with a Spanish message on the field', async () => {
    const token = await person('Renata Salgado Múnera');
    const bad = await call(ctx, 'POST', '/api/transfer-proposals/no-es-un-id/confirm', { token });
    expect(bad.status).toBe(404);
    expect(bad.errors![0]!.message).toBe('No encontramos lo que buscas');
    const query = await call(ctx, 'GET', '/api/transfer-proposals?import_id=123', { token });
    expect(query.status).toBe(400);
    expect(query.errors![0]).toMatchObject({ field: 'import_id' });
    expect((await call(ctx, 'GET', '/api/transfer-proposals')).status).toBe(401);
  });
});
