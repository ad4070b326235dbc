import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ING_XLSX, ingXlsx, SANTANDER_XLSX, santanderXlsx } from '../../../test/helpers/imports-xlsx-fixtures.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  balanceOf,
  fixture,
  listAll,
  newAccount,
  newUser,
  upload,
  type User,
} from '../../../test/helpers/money-helpers.ts';

// The exports people in Spain and Latin America download today, written as each one's help pages
// and public parsers show them (header rows, date and number formats, row order). Each must import
// with the mapping the upload proposes: nobody touches a column.
let ctx: TestContext;
let user: User;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await newUser(ctx);
});
afterAll(async () => ctx.close());

type Dated = { date: string; amount: number } | null;
type Case = {
  bytes: () => Buffer | Promise<Buffer>;
  currency: string;
  /** Every movement, oldest first: date, amount in minor units, text the payee starts with. */
  movements: [string, number, string][];
  opening?: number;
  closing?: number;
};

const cases: Record<string, Case> = {
  // A reverted and a pending card payment (no completed date, no balance) moved no money: left out.
  'Revolut (CSV, English)': {
    bytes: () => fixture('revolut.csv'),
    currency: 'EUR',
    movements: [
      ['2026-03-01', 20_000, 'Top-Up'],
      ['2026-03-03', -3645, 'Mercadona'],
      ['2026-03-05', -2500, 'To Laura Gil'],
      ['2026-03-08', -1890, 'Renfe'],
    ],
    opening: 0,
    closing: 11_965,
  },
  'N26 (CSV)': {
    bytes: () => fixture('n26.csv'),
    currency: 'EUR',
    movements: [
      ['2026-03-02', -2713, 'Lidl'],
      ['2026-03-04', 145_000, 'Acme Consulting'],
      ['2026-03-06', -1099, 'Spotify'],
    ],
  },
  'Wise (CSV)': {
    bytes: () => fixture('wise.csv'),
    currency: 'EUR',
    movements: [
      ['2026-03-02', 60_000, 'Received money from Lucia Prieto'],
      ['2026-03-06', -10_000, 'Sent money to Pablo Ruiz'],
      ['2026-03-09', -1240, 'Card transaction'],
    ],
    opening: 0,
    closing: 48_760,
  },
  'Openbank (CSV)': {
    bytes: () => fixture('openbank.csv'),
    currency: 'EUR',
    movements: [
      ['2026-03-01', 182_000, 'NOMINA RECIBIDA INDRA'],
      ['2026-03-05', -12_000, 'TRANSFERENCIA A FAVOR DE COMUNIDAD'],
      ['2026-03-10', -5990, 'COMPRA EN EL CORTE INGLES'],
    ],
    opening: 30_000,
    closing: 194_010,
  },
  'ING España (Excel)': {
    bytes: ingXlsx,
    currency: 'EUR',
    movements: [
      ['2026-03-01', -3475, 'Pago en CARREFOUR'],
      ['2026-03-05', 185_000, 'Nomina recibida'],
      ['2026-03-12', -6255, 'Recibo IBERDROLA'],
      ['2026-03-20', -2700, 'Pago en BAR CASA PACO'],
    ],
    opening: ING_XLSX.opening,
    closing: ING_XLSX.closing,
  },
  'Santander España (Excel)': {
    bytes: santanderXlsx,
    currency: 'EUR',
    movements: [
      ['2026-02-03', -4389, 'Pago Movil En Consum'],
      ['2026-02-10', 2200, 'Bizum De Carmen Ruiz'],
      ['2026-02-16', -11_500, 'Recibo Endesa'],
    ],
    opening: SANTANDER_XLSX.opening,
    closing: SANTANDER_XLSX.closing,
  },
  'Mercado Pago (CSV)': {
    bytes: () => fixture('mercadopago.csv'),
    currency: 'ARS',
    movements: [
      ['2026-03-02', 4_500_000, 'Transferencia recibida Martín Gómez'],
      ['2026-03-04', -835_050, 'Pago Supermercado Día'],
      ['2026-03-09', -1_300_000, 'Pago de servicios Edenor'],
    ],
    opening: 1_250_000,
    closing: 3_614_950,
  },
  'Nubank, account (CSV)': {
    bytes: () => fixture('nubank-conta.csv'),
    currency: 'BRL',
    movements: [
      ['2026-03-03', -4590, 'Compra no débito - Padaria'],
      ['2026-03-05', 320_000, 'Transferência recebida pelo Pix'],
      ['2026-03-08', -12_000, 'Transferência enviada pelo Pix'],
    ],
  },
  'Nubank, card bill (CSV)': {
    bytes: () => fixture('nubank-fatura.csv'),
    currency: 'BRL',
    // The bill writes what was spent as positive: spending is money out of the card account.
    movements: [
      ['2026-03-02', -2340, 'Uber Trip'],
      ['2026-03-04', -5890, 'Ifood'],
      ['2026-03-10', 50_000, 'Pagamento recebido'],
    ],
  },
};

describe('current exports of banks and wallets used in Spain and Latin America', () => {
  for (const [name, expected] of Object.entries(cases)) {
    it(`${name} imports with the proposed mapping`, async () => {
      const account = await newAccount(ctx, user.token, { currency: expected.currency, opening_date: '2020-01-01' });
      const uploaded = await upload(ctx, user.token, account, name, await expected.bytes());
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const id = (uploaded.data.import as { id: string }).id;
      // The proposal is used as it comes: the analysis and the commit take no options.
      const analysis = await call(ctx, 'POST', `/api/imports/${id}/analyze`, { token: user.token, body: {} });
      expect(analysis.status, JSON.stringify(analysis.body)).toBe(200);
      const report = analysis.data as unknown as {
        errors: unknown[];
        statement: { opening: Dated; closing: Dated };
        balance_check: { difference: number } | null;
      };
      expect(report.errors, JSON.stringify(uploaded.data.options)).toEqual([]);
      if (expected.opening !== undefined) expect(report.statement.opening?.amount).toBe(expected.opening);
      if (expected.closing !== undefined) {
        expect(report.statement.closing?.amount).toBe(expected.closing);
        expect(report.balance_check?.difference).toBe(0);
      }
      const commit = await call(ctx, 'POST', `/api/imports/${id}/commit`, { token: user.token, body: {} });
      expect(commit.status, JSON.stringify(commit.body)).toBe(200);
      const found = (await listAll(ctx, user.token, `account_ids=${account}`)).sort((a, b) =>
        a.date.localeCompare(b.date),
      );
      expect(found.map((tx) => [tx.date, tx.amount])).toEqual(
        expected.movements.map(([date, amount]) => [date, amount]),
      );
      found.forEach((tx, index) => {
        const text = `${(tx as { original_text?: string }).original_text || tx.payee}`;
        expect(
          text.toLowerCase().startsWith(expected.movements[index]![2].toLowerCase()),
          `${text} / ${tx.payee}`,
        ).toBe(true);
      });
      const sum = expected.movements.reduce((total, [, amount]) => total + amount, 0);
      expect(await balanceOf(ctx, user.token, account)).toBe((expected.opening ?? 0) + sum);
    });
  }
});
