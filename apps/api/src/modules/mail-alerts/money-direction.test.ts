import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readAlert } from './read.ts';

type Mail = Parameters<typeof readAlert>[0];

/** The movement the alert books; fails the test when the reader asks or leaves it instead. */
function captured(mail: Mail, country: Parameters<typeof fixtureContext>[0]) {
  const reading = readAlert(mail, fixtureContext(country));
  if (reading.kind !== 'capture') throw new Error(`expected a capture, got ${JSON.stringify(reading)}`);
  return reading.outcome.capture;
}

// Which way the money went, in words that would otherwise be read the other way round (decision 035).
describe('the direction of money in words read the other way round', () => {
  it('reads «recibió una transferencia … de NAME en su cuenta» as income, never spending', () => {
    const capture = captured(
      {
        from: 'notificaciones@davivienda.com',
        subject: 'Davivienda - Notificación de transacción',
        body: 'Davivienda le informa que el 19/11/2026 a las 16:40 recibió una transferencia por $1.250.000 de JORGE ANDRES RUIZ en su cuenta corriente terminada en 0932.\n\nDavivienda. Aquí lo tiene.',
      },
      'CO',
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.date, capture.payee]).toEqual([
      'income',
      'Davivienda',
      1250000,
      '2026-11-19',
      'Jorge Andres Ruiz',
    ]);
  });

  for (const [title, line] of [
    ['at an ATM', 'Realizaste un avance en efectivo en cajero con tu Tarjeta Ripley ****7781 por $150.000.'],
    [
      'at a shop till',
      'Realizaste un avance en efectivo con tu Tarjeta Ripley ****7781.\nMonto\n$150.000\nLugar\nCaja tienda Ripley Costanera',
    ],
  ] as const)
    it(`reads a card's «avance en efectivo» ${title} as cash taken from the card, never a purchase`, () => {
      const capture = captured(
        {
          from: 'notificaciones@bancoripley.cl',
          subject: 'Avance en efectivo',
          body: `${line}\nFecha: 23/11/2026 12:10`,
        },
        'CL',
      );
      expect([capture.kind, capture.account.name, capture.toAccount?.name, capture.amount, capture.date]).toEqual([
        'transfer',
        'Ripley',
        'Efectivo',
        150000,
        '2026-11-23',
      ]);
    });

  it('reads an «extorno» as the shop paying back, never spending', () => {
    const capture = captured(
      {
        from: 'servicioalcliente@netinterbank.com.pe',
        subject: 'Extorno de consumo',
        body: 'Interbank: Se realizó el extorno de S/ 45.50 de PLAZA VEA SURCO en tu Tarjeta Visa ****4419 el 24/11/2026.',
      },
      'PE',
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.date, capture.payee]).toEqual([
      'income',
      'Interbank Visa',
      4550,
      '2026-11-24',
      'Plaza Vea Surco',
    ]);
  });

  it('reads a direct debit charged to a «Cuenta Nómina» as spending, paid to the company billed', () => {
    const capture = captured(
      {
        from: 'ing@comunicaciones.ing.es',
        subject: 'Recibo cargado en tu cuenta',
        body: 'ING: Se ha cargado un recibo de 58,40 € de IBERDROLA CLIENTES en tu Cuenta NÓMINA ...1199 el 20/11/2026.',
      },
      'ES',
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.date, capture.payee]).toEqual([
      'expense',
      'ING',
      5840,
      '2026-11-20',
      'Iberdrola Clientes',
    ]);
  });
  it("reads a wallet's «Te devolvimos … de tu compra en SHOP» as the shop paying back", () => {
    const capture = captured(
      {
        from: 'info@mercadopago.com',
        subject: 'Te devolvimos dinero',
        body: 'Te devolvimos $ 8.750 de tu compra en PEDIDOSYA.\nYa está disponible en tu cuenta de Mercado Pago.\nFecha: 23/11/2026',
      },
      'AR',
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.date, capture.payee]).toEqual([
      'income',
      'Mercado Pago',
      875000,
      '2026-11-23',
      'Pedidosya',
    ]);
  });
});

// A refund whose mail ends «la verás en tu estado de cuenta» is money back, not a statement notice.
describe('a refund that points to the next statement', () => {
  it('books money back on the card, not «no es un movimiento»', () => {
    const capture = captured(
      {
        from: 'avisos@ripley.cl',
        subject: 'Reembolso en tu tarjeta',
        body: 'Hola Pedro, registramos una devolución de $23.490 de PARIS.CL en tu Tarjeta Ripley ****7781. Se reflejará en tu próximo estado de cuenta.',
      },
      'CL',
    );
    expect([capture.kind, capture.account.name, capture.amount]).toEqual(['income', 'Ripley', 23490]);
  });
});

describe('a public service paid, told in a table', () => {
  it('names the company after «Pago de servicio público»', () => {
    const capture = captured(
      {
        from: 'notificaciones@davivienda.com',
        subject: 'Pago de servicios exitoso',
        body: 'Davivienda le informa:\nPago de servicio público ACUEDUCTO DE BOGOTA (EAAB)\nValor: $88.400\nCuenta corriente: ****0932\nFecha: 21/11/2026',
      },
      'CO',
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.date, capture.payee]).toEqual([
      'expense',
      'Davivienda',
      88400,
      '2026-11-21',
      'Acueducto De Bogota',
    ]);
  });
});
