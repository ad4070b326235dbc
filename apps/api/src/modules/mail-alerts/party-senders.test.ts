import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readAlert } from './read.ts';

type Mail = Parameters<typeof readAlert>[0];
type Country = Parameters<typeof fixtureContext>[0];

/** The movement the alert books; fails the test when the reader asks or leaves it instead. */
function captured(mail: Mail, context: ReturnType<typeof fixtureContext>) {
  const reading = readAlert(mail, context);
  if (reading.kind !== 'capture') throw new Error(`expected a capture, got ${JSON.stringify(reading)}`);
  return reading.outcome.capture;
}
const read = (mail: Mail, country: Country) => captured(mail, fixtureContext(country));

// Who paid, who was paid back, and footers that are no refusal (decision 035).
describe('senders, shops paying back and footers', () => {
  it('reads a debit card receipt whose footer promises never to ask for the key as a purchase', () => {
    const capture = read(
      {
        from: 'notificaciones@notificacionesbcp.com.pe',
        subject: 'Constancia de consumo con Tarjeta de Débito',
        body: 'BCP\nConsumo con Tarjeta de Débito\nHola, realizaste un consumo con tu Tarjeta de Débito BCP.\nMonto\nS/ 72.40\nComercio\nTOTTUS SAN ISIDRO\nTarjeta\n****6012\nFecha y hora\n22/11/2026 - 13:15\nBCP nunca te pedirá tu clave por correo.',
      },
      'PE',
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.date, capture.payee]).toEqual([
      'expense',
      'BCP',
      7240,
      '2026-11-22',
      'Tottus San Isidro',
    ]);
  });

  it('names the person before «te envió» or «te transfirió», never the wallet the money came to', () => {
    const nequi = read(
      {
        from: 'notificaciones@nequi.com.co',
        subject: '¡Te llegó plata!',
        body: 'Nequi\n¡Te llegó plata!\nVALENTINA GOMEZ te envió plata a tu Nequi.\nValor\n$85.000\nFecha\n23/11/2026, 07:45 p. m.',
      },
      'CO',
    );
    expect([nequi.kind, nequi.account.name, nequi.amount, nequi.payee]).toEqual([
      'income',
      'Nequi',
      85000,
      'Valentina Gomez',
    ]);
    const wallet = read(
      {
        from: 'info@mercadopago.com',
        subject: 'Recibiste dinero',
        body: 'mercado pago\n¡Recibiste $2,300!\nRodrigo Núñez te envió dinero a tu cuenta de Mercado Pago.\nMonto\n$2,300\nFecha\n22/11/2026, 10:05',
      },
      'MX',
    );
    expect([wallet.kind, wallet.account.name, wallet.amount, wallet.payee]).toEqual([
      'income',
      'Mercado Pago',
      230000,
      'Rodrigo Núñez',
    ]);
    const transfer = read(
      {
        from: 'info@mercadopago.com',
        subject: 'Recibiste dinero',
        body: '¡Recibiste $ 15.500!\n\nLucía Benítez te transfirió dinero.\nFecha: 21/11/2026 a las 09:40\n\nMercado Pago',
      },
      'AR',
    );
    expect([transfer.kind, transfer.account.name, transfer.payee]).toEqual(['income', 'Mercado Pago', 'Lucía Benítez']);
  });

  it('names the shop that paid back a «reembolso … de Shop en tu cuenta»', () => {
    const capture = read(
      {
        from: 'no-reply@revolut.com',
        subject: 'Reembolso recibido',
        body: 'Has recibido un reembolso de 14,99 € de Zalando en tu cuenta ···9012.\n22 nov 2026\n\nRevolut',
      },
      'ES',
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.payee]).toEqual([
      'income',
      'Revolut',
      1499,
      'Zalando',
    ]);
  });

  it('keeps a company form as the bank wrote it («S.L.», «SAS») and reads the «Pagador» label', () => {
    const spain = read(
      {
        from: 'bbva@comunicaciones.bbva.es',
        subject: 'Has recibido una transferencia',
        body: 'Hola,\n\nHas recibido una transferencia en tu cuenta ·2231.\n\nImporte: 640,00 €\nOrdenante: REFORMAS LEVANTE S.L.\nConcepto: DEVOLUCION FIANZA\nFecha valor: 20/11/2026\n\nBBVA',
      },
      'ES',
    );
    expect([spain.kind, spain.payee]).toEqual(['income', 'Reformas Levante S.L.']);
    const colombia = read(
      {
        from: 'alertasynotificaciones@an.notificacionesbancolombia.com',
        subject: 'Alertas y Notificaciones',
        body: 'Bancolombia\nRecibiste un pago de nómina\nHola, recibiste un pago de nómina en tu cuenta de ahorros.\nValor\n$2.750.000,00\nPagador\nCONSTRUCTORA ANDINA SAS\nConcepto\nPAGO DE NOMINA\nCuenta\nAhorros *7710\nFecha\n20/11/2026 06:10',
      },
      'CO',
    );
    expect([colombia.kind, colombia.account.name, colombia.payee]).toEqual([
      'income',
      'Bancolombia',
      'Constructora Andina SAS',
    ]);
  });

  it('files money a shop paid back onto a card under the refunds category', () => {
    const context = fixtureContext('CL');
    const refunds = {
      id: 'refunds',
      name: 'Devoluciones',
      kind: 'income' as const,
      parentId: null,
      key: 'income.refunds',
    };
    const capture = captured(
      {
        from: 'notificaciones@bancofalabella.cl',
        subject: 'Devolución en tu CMR',
        body: 'Banco Falabella\nDevolución abonada\nSe abonó una devolución a tu tarjeta CMR terminada en 3390.\nComercio\nPARIS PARQUE ARAUCO\nMonto\n$19.990\nFecha\n25/11/2026',
      },
      { ...context, categories: [refunds] },
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.categoryId]).toEqual([
      'income',
      'CMR Falabella',
      19990,
      'refunds',
    ]);
  });
  it("reads a wallet's card payment whose footer says «desde la app» as spending on the wallet", () => {
    const capture = read(
      {
        from: 'notificaciones@nequi.com.co',
        subject: 'Pagaste con tu tarjeta Nequi',
        body: 'Pagaste $18.500 en RAPPI COLOMBIA con tu tarjeta débito Nequi el 22/11/2026 a las 21:05.\nSi no reconoces esta compra, bloquea tu tarjeta desde la app.',
      },
      'CO',
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.date]).toEqual([
      'expense',
      'Nequi',
      18500,
      '2026-11-22',
    ]);
  });

  it("takes a phone's masked digits for the person paid, not for a card nobody has", () => {
    const capture = read(
      {
        from: 'notificaciones@nequi.com.co',
        subject: 'Enviaste plata desde Nequi',
        body: 'Hola,\nEnviaste $60.000 a JULIAN CASTRO (celular 315***7788) desde tu Nequi el 21/11/2026 a las 08:30.\nReferencia: M7654321\nNequi. Nunca te pediremos tu clave.',
      },
      'CO',
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.payee]).toEqual([
      'expense',
      'Nequi',
      60000,
      'Julian Castro',
    ]);
  });
});
