import { describe, expect, it } from 'vitest';
import { readMail } from '../../../test/helpers/mail-read.ts';
import { roundedCents } from './whole-units.ts';

/*
 * A bank's cents in pesos, a term deposit paid out, a fee named by what it was for, and the words
 * that outrank a category (a share paid back, a parking space rented, gas from a utility that sells
 * light too); an English top-up naming its account's digits in brackets. Wording of our own.
 */

describe('a bank’s cents in a currency kept in whole units', () => {
  it('are rounded to whole pesos, in a table or a sentence', () => {
    expect(
      readMail(
        {
          from: 'alertas@davivienda.com',
          subject: 'Abono',
          body: 'Concepto\nValor\nCuenta\nFecha\nABONO RENDIMIENTOS\n$12.480,65\nCuenta ****0932\n22/11/2026',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'income', amount: 12481, account: 'Davivienda', category: 'Intereses y rendimientos' });
    expect(
      readMail(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Cargo en cuenta',
          body: 'Se realizó una compra por $15.990,40 en FARMACIAS AHUMADA con su tarjeta ****4518 el 21/11/2026.',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', amount: 15990, account: 'Banco de Chile' });
  });

  it('stay asked when three digits follow the mark', () => {
    expect(roundedCents('Compra por $4,500 en TIENDA', { value: '4,500' })).toBeUndefined();
    expect(roundedCents('Compra por $4.312,55 en TIENDA', { value: '4312,55' })).toBe('Compra por $4313 en TIENDA');
    expect(roundedCents('Compra por $ 1,204.50 en TIENDA', { value: '1204,50' })).toBe('Compra por $ 1205 en TIENDA');
  });
});

describe('a term deposit paid out', () => {
  it('is the interest it earned, not its capital', () => {
    expect(
      readMail(
        {
          from: 'avisos@galicia.com.ar',
          subject: 'Tu plazo fijo venció',
          body: 'Se acreditó tu plazo fijo en tu cuenta CC 4402.\nCapital\n$1.200.000,00\nIntereses\n$39.452,05\nFecha\n23/11/2026',
        },
        'AR',
      ),
    ).toMatchObject({
      kind: 'income',
      amount: 3945205,
      date: '2026-11-23',
      account: 'Galicia',
      category: 'Intereses y rendimientos',
    });
  });

  it('is left to other rules when the mail gives no capital', () => {
    expect(
      readMail(
        {
          from: 'avisos@galicia.com.ar',
          subject: 'Constituiste un plazo fijo',
          body: 'Constituiste un plazo fijo por $500.000,00 desde tu cuenta CC 4402 el 23/11/2026.',
        },
        'AR',
      ),
    ).not.toMatchObject({ kind: 'income' });
  });
});

describe('a fee named by what it was charged for', () => {
  it('is paid to the bank even when it names a postage to the account', () => {
    expect(
      readMail(
        {
          from: 'alertas@netinterbank.com.pe',
          subject: 'Cobro de comisión',
          body: 'Se cargó S/ 10.00 por comisión de envío de estado de cuenta a tu tarjeta ****4419 el 19/11/2026.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'expense', amount: 1000, account: 'Interbank Visa', category: 'Intereses y comisiones' });
  });
});

describe('words that outrank a category', () => {
  it('file a share paid back under Reembolsos, whatever it paid for', () => {
    expect(
      readMail(
        {
          from: 'notificaciones@nequi.com.co',
          subject: 'Te llegó plata',
          body: 'Recibiste $35.000 de ANDREA LÓPEZ en tu Nequi.\nMensaje: mi parte del alquiler de la finca',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'income', account: 'Nequi', category: 'Reembolsos' });
  });

  it('file a parking space rented under parking, never a home’s rent', () => {
    expect(
      readMail(
        {
          from: 'alertas@bancolombia.com.co',
          subject: 'Transferencia',
          body: 'Transferiste $250.000 a JORGE RAMÍREZ desde tu cuenta *7710 el 20/11/2026.\nDescripción: arriendo parqueadero noviembre',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Bancolombia', category: 'Aparcamiento y peajes' });
  });

  it('name gas from a utility that sells light too', () => {
    const utility = (text: string) => (/endesa|naturgy/i.test(text) ? 'Electricidad' : undefined);
    expect(
      readMail(
        {
          from: 'avisos@ing.es',
          subject: 'Recibo domiciliado',
          body: 'Te hemos cargado un recibo de ENDESA (gas natural) por importe de 38,20 EUR en tu cuenta ...1199. Fecha valor: 20/11/2026.',
        },
        'ES',
        undefined,
        utility,
      ),
    ).toMatchObject({ kind: 'expense', account: 'ING', category: 'Gas' });
    expect(
      readMail(
        {
          from: 'avisos@ing.es',
          subject: 'Recibo domiciliado',
          body: 'Te hemos cargado un recibo de ENDESA por importe de 52,10 EUR en tu cuenta ...1199. Fecha valor: 20/11/2026.',
        },
        'ES',
        undefined,
        utility,
      ),
    ).toMatchObject({ kind: 'expense', account: 'ING', category: 'Electricidad' });
  });
});

describe('an English top-up naming its account’s digits in brackets', () => {
  it('is a transfer between the two accounts', () => {
    expect(
      readMail(
        {
          from: 'no-reply@revolut.com',
          subject: 'Money added',
          body: '€120.00 has been added to your Revolut account (··9012) from your CaixaBank account ES91 ···· 5580 on 19 Nov 2026.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 12000, date: '2026-11-19', account: 'CaixaBank', to: 'Revolut' });
  });
});
