import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { parseAlert } from './alerts.ts';

/*
 * Who was paid, in the shapes of automatic charges and bills, and the alert's own date after a
 * wallet's name. Wording of our own, in several banks.
 */

const read = (country: Parameters<typeof fixtureContext>[0], text: string) => {
  const outcome = parseAlert(text, fixtureContext(country, '2026-11-26'));
  if (!outcome?.ok) throw new Error(`not read: ${JSON.stringify(outcome)}`);
  const { kind, amount, date, account, payee } = outcome.capture;
  return { kind, amount, date, account: account.name, payee };
};

describe('the payee of a charge or a bill', () => {
  it('takes the issuer after «Emisor:»', () => {
    expect(
      read('ES', 'Santander: Cargo de recibo de 42,10 EUR. Emisor: AGUAS DE VALENCIA. Cuenta ...6304'),
    ).toMatchObject({ kind: 'expense', amount: 4_210, account: 'Santander', payee: 'Aguas De Valencia' });
  });

  it('takes the shop before «desde su cuenta»', () => {
    expect(
      read('CO', 'Davivienda: Compra aprobada por $38.500 en DROGUERIA ALEMANA desde su Cuenta Corriente ***0932.'),
    ).toMatchObject({ payee: 'Drogueria Alemana' });
  });

  it('takes the company right after an automatic charge amount', () => {
    expect(
      read(
        'CL',
        'BancoEstado: Se realizó un cargo automático (PAC) de $15.990 VTR BANDA ANCHA en tu CuentaRUT ****2288.',
      ),
    ).toMatchObject({ payee: 'Vtr Banda Ancha', account: 'CuentaRUT' });
    expect(
      read(
        'MX',
        'Banorte: Se realizó un cargo domiciliado de $389.00 de IZZI TELECOM con tu tarjeta *1047 el 20/11/2026.',
      ),
    ).toMatchObject({ payee: 'Izzi Telecom', date: '2026-11-20' });
  });

  it('takes the company of a direct debit', () => {
    expect(
      read('AR', 'Santander: Se debitó $ 9.870,00 de tu cuenta 2870 por DEBITO AUTOMATICO AYSA AGUA. 19/11/2026'),
    ).toMatchObject({ kind: 'expense', account: 'Santander Río', payee: 'Aysa Agua', date: '2026-11-19' });
  });

  it('takes the bill paid from a wallet', () => {
    expect(read('AR', 'Pagaste $ 8.200 de Edenor - Factura con dinero disponible en Mercado Pago.')).toMatchObject({
      payee: 'Edenor',
      account: 'Mercado Pago',
    });
  });
});

describe('the date of an alert', () => {
  it('is the whole date written after a wallet name, not an instalment after «pago»', () => {
    expect(
      read(
        'MX',
        'Pagaste $ 120.00\na TAQUERIA LOS PRIMOS\nCon dinero en cuenta de Mercado Pago\n23/11/2026 - 14:10 hs',
      ),
    ).toMatchObject({ date: '2026-11-23', payee: 'Taqueria Los Primos' });
  });
});
