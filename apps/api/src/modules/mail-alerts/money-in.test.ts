import { describe, expect, it } from 'vitest';
import { composeAlert, fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { forwardedDate, readMessage } from './message.ts';
import { readAlert } from './read.ts';

type Mail = Parameters<typeof readAlert>[0];

const reading = (mail: Mail, country: Parameters<typeof fixtureContext>[0]) => {
  const read = readAlert(mail, fixtureContext(country));
  if (read.kind !== 'capture') return read.kind;
  const { kind, amount, date, account, toAccount } = read.outcome.capture;
  return { kind, amount, date, account: account.name, to: toAccount?.name ?? null };
};

// Mails whose money came in but was not earned, or was earned but read as spent (decision 035).
describe('money in told by a forwarded alert', () => {
  it('keeps what the user wrote above a forwarded alert, and the alert day of its header', async () => {
    const raw = await composeAlert({
      from: 'ana.rojas@gmail.com',
      to: 'abcdefghijklmnop@cuentas.test',
      subject: 'Fwd: Pago recibido',
      text: 'lo pagué desde mi cuenta de Banco de Chile\n\n---------- Forwarded message ---------\nDe: Banco Falabella <avisos@bancofalabella.cl>\nDate: lun, 16 nov 2026\nSubject: Pago recibido\n\nRecibimos tu pago de $62.500 en tu CMR terminada en 3390. Gracias por tu pago.',
    });
    const message = await readMessage(raw);
    expect(message.body).toContain('Nota: lo pagué desde mi cuenta de Banco de Chile');
    expect(message.sentAt?.toISOString()).toBe('2026-11-16T12:00:00.000Z');
    expect(reading(message, 'CL')).toMatchObject({
      kind: 'transfer',
      amount: 62_500,
      account: 'Banco de Chile',
      to: 'CMR Falabella',
    });
  });

  it('asks about a card payment whose paying account is not one of the user', () => {
    expect(
      reading(
        {
          from: 'avisos@santander.com.mx',
          subject: 'Pago aplicado',
          body: 'Hemos recibido tu pago por $3,200.00 a tu tarjeta de crédito terminación 3092.\nOrigen: Transferencia SPEI',
        },
        'MX',
      ),
    ).toBe('question');
  });

  it('reads interest paid into an account as income', () => {
    expect(
      reading(
        {
          from: 'avisos@bancosantander.es',
          subject: 'Abono de intereses',
          body: 'Te hemos abonado 12,40 € de intereses en tu cuenta terminada en 6304.\nFecha: 01/11/2026',
        },
        'ES',
      ),
    ).toEqual({ kind: 'income', amount: 1_240, date: '2026-11-01', account: 'Santander', to: null });
  });

  it('reads «Recepción transferencia de NAME» and «te han hecho una transferencia» as income', () => {
    expect(
      reading(
        {
          from: 'notificaciones@davivienda.com',
          subject: 'Notificación',
          body: 'Davivienda le informa Recepcion transferencia de PAOLA RINCON por $95.000 en su cuenta corriente *0932. 18/11/2026',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'income', amount: 95_000, account: 'Davivienda' });
    expect(
      reading(
        {
          from: 'avisos@bbva.es',
          subject: 'Transferencia recibida',
          body: 'Te han hecho una transferencia de 75,00 € a tu cuenta ···2231\nOrdenante: PABLO GIL\nFecha: 12/11/2026',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'income', amount: 7_500, account: 'BBVA' });
  });
});

describe('the date of a forwarded header', () => {
  it('reads the Spanish ways mail programs write it, at noon UTC', () => {
    expect(forwardedDate('20/11/2026').toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(forwardedDate('mar, 24 nov 2026, 18:40').toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(forwardedDate('jueves, 5 de setiembre de 2026').toISOString()).toBe('2026-09-05T12:00:00.000Z');
    expect(forwardedDate('Tue, 1 Dec 2026 23:40:00 -0500').toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(forwardedDate('2026-12-01T10:00:00Z').toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('reads the month first as English mail programs write it, on the day written in every zone', () => {
    expect(forwardedDate('Wed, Dec 2, 2026 at 9:05 AM').toISOString()).toBe('2026-12-02T12:00:00.000Z');
    expect(forwardedDate('Sun, Nov 1, 2026').toISOString()).toBe('2026-11-01T12:00:00.000Z');
    expect(forwardedDate('Friday, August 14, 2026 11:58 PM').toISOString()).toBe('2026-08-14T12:00:00.000Z');
    expect(forwardedDate('Jan 3 2027, 07:12').toISOString()).toBe('2027-01-03T12:00:00.000Z');
  });
});

describe('the category a mail words give', () => {
  const categories = [
    { id: 'rent', name: 'Alquiler o hipoteca', kind: 'expense' as const, parentId: null, key: 'housing.rent' },
    {
      id: 'parking',
      name: 'Aparcamiento y peajes',
      kind: 'expense' as const,
      parentId: null,
      key: 'transport.parking',
    },
    { id: 'home', name: 'Seguro del hogar', kind: 'expense' as const, parentId: null, key: 'housing.insurance' },
    { id: 'sales', name: 'Ventas', kind: 'income' as const, parentId: null, key: 'income.sales' },
  ];
  const category = (mail: Mail, country: Parameters<typeof fixtureContext>[0]) => {
    const read = readAlert(mail, { ...fixtureContext(country), categories });
    return read.kind === 'capture' ? read.outcome.capture.categoryId : read.kind;
  };

  it('files a rented parking space under parking, not under the home', () => {
    expect(
      category(
        {
          from: 'avisos@bancochile.cl',
          subject: 'Transferencia realizada',
          body: 'Monto transferido: $45.000\nCuenta de origen: ****4518\nDestinatario: PEDRO SOTO\nMensaje: arriendo de estacionamiento diciembre\nFecha: 02/11/2026',
        },
        'CL',
      ),
    ).toBe('parking');
  });

  it('files a home insurance receipt under Seguro del hogar', () => {
    expect(
      category(
        {
          from: 'avisos@caixabank.es',
          subject: 'Recibo cargado',
          body: 'Se ha cargado en tu cuenta ...5580 un recibo de SEGURCAIXA ADESLAS por importe de 31,20 € (Seguro de hogar). Fecha: 04/11/2026.',
        },
        'ES',
      ),
    ).toBe('home');
  });

  it('files money for something sold under Ventas', () => {
    expect(
      category(
        {
          from: 'info@mercadopago.com.ar',
          subject: 'Recibiste un pago',
          body: '¡Recibiste $ 32.000!\nPago por: Bicicleta rodado 26\nDe: MARTIN LOPEZ\nEl dinero ya está disponible en tu cuenta de Mercado Pago.',
        },
        'AR',
      ),
    ).toBe('sales');
  });
});
