import { describe, expect, it } from 'vitest';
import { type Country, type Mail, readMail } from '../../../test/helpers/mail-read.ts';

const CATEGORIES = [
  { id: 'refunds', name: 'Reembolsos', kind: 'income', key: 'income.refunds', parentId: null },
  { id: 'interest', name: 'Intereses y rendimientos', kind: 'income', key: 'income.interest', parentId: null },
  { id: 'fees', name: 'Intereses y comisiones', kind: 'expense', key: 'debt.fees', parentId: 'debt' },
];

const read = (mail: Mail, country: Country) => readMail(mail, country, CATEGORIES);

describe('a purchase undone, told by a table', () => {
  it('reads «Anulación de compra» on a card as money back on it, on the day of the annulment', () => {
    expect(
      read(
        {
          from: 'notificaciones@santander.com.mx',
          subject: 'Anulación de compra',
          body: 'Se anuló una compra con tu tarjeta terminación 3092.\nComercio: LIVERPOOL POLANCO\nImporte: $1,599.00\nFecha de anulación: 21/11/2026',
        },
        'MX',
      ),
    ).toMatchObject({
      kind: 'income',
      amount: 159_900,
      date: '2026-11-21',
      account: 'Santander LikeU',
      category: 'refunds',
    });
  });

  it('reads a «Reverso de cargo» and a consumption reversed in Peru as money back', () => {
    expect(
      read(
        {
          from: 'alertas@bancolombia.com.co',
          subject: 'Reverso de cargo',
          body: 'Valor: $89.900\nEstablecimiento: FALABELLA WEB\nTarjeta: *4821\nFecha: 19/11/2026',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'income', amount: 89_900, account: 'Visa Bancolombia', category: 'refunds' });
    expect(
      read(
        {
          from: 'servicioalcliente@netinterbank.com.pe',
          subject: 'Aviso de operación',
          body: 'Se revirtió el consumo realizado con tu Tarjeta ****4419.\nComercio: PLAZA VEA\nMonto: S/ 54.30\nFecha: 20/11/2026',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', amount: 5_430, account: 'Interbank Visa', category: 'refunds' });
  });

  it('keeps a footer offering a refund, and a purchase «cancelada» (paid), as the purchase', () => {
    expect(
      read(
        {
          from: 'alertas@bancolombia.com.co',
          subject: 'Compra aprobada',
          body: 'Compra por $45.000 en ZAPATOS BOGOTA con tu T.Cred *4821. Para solicitar la devolución de un cobro comunícate con nosotros.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Visa Bancolombia' });
  });
});

describe('what an account earned, in a wallet words', () => {
  it('reads yield a wallet «generó» as income paid by the wallet', () => {
    expect(
      read(
        {
          from: 'Mercado Pago <info@mercadopago.com.mx>',
          subject: 'Tu dinero creció',
          body: 'Tus ahorros en Mercado Pago generaron $ 31.20 de rendimientos hoy.',
        },
        'MX',
      ),
    ).toMatchObject({
      kind: 'income',
      amount: 3_120,
      account: 'Mercado Pago',
      category: 'interest',
      payee: 'Mercado Pago',
    });
  });

  it('keeps a transfer whose footer says the balance earns yield as the transfer', () => {
    expect(
      read(
        {
          from: 'Mercado Pago <info@mercadopago.com.ar>',
          subject: 'Transferencia enviada',
          body: 'Monto: $ 7.000\nDestinatario: ROMERO PABLO\nTu dinero sigue generando rendimientos todos los días.',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Mercado Pago' });
  });

  it('keeps interest charged on a card as spending', () => {
    expect(
      read(
        {
          from: 'notificaciones@santander.com.mx',
          subject: 'Cargo de intereses',
          body: 'Se realizó un cargo de intereses por $210.00 a tu tarjeta terminación 3092.',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Santander LikeU' });
  });
});

describe('an alert the user says they do not recognise', () => {
  const forwarded = (note: string, alert: string) => `${note}\n\n---------- Forwarded message ---------\n${alert}`;

  for (const [title, note] of [
    ['a purchase they do not remember', 'oye esto no lo reconozco, yo no compré nada ayer'],
    ['a charge they think is twice', 'me cobraron dos veces lo mismo??'],
    ['a possible fraud', 'creo que me clonaron la tarjeta'],
  ]) {
    it(`asks, never books, ${title}`, () => {
      expect(
        read(
          {
            from: 'alertasynotificaciones@notificacionesbancolombia.com',
            subject: 'Alertas y Notificaciones',
            body: forwarded(
              note!,
              'Bancolombia le informa Compra por $78.000 en TIENDA ONLINE con tu T.Cred *4821 el 23/11/2026.',
            ),
          },
          'CO',
        ),
      ).toBe('ask');
    });
  }

  it('asks about money from someone the user says they do not know', () => {
    expect(
      read(
        {
          from: 'avisos@bbva.es',
          subject: 'Fwd: Has recibido una transferencia',
          body: 'Has recibido 150,00 € de LUIS PRADO en tu cuenta ·2231.\nNota: ni idea de quién es este, no conozco a ningún Luis',
        },
        'ES',
      ),
    ).toBe('ask');
  });

  it('books the alert when only the bank advises what to do if it is not recognised', () => {
    expect(
      read(
        {
          from: 'alertasynotificaciones@notificacionesbancolombia.com',
          subject: 'Alertas y Notificaciones',
          body: 'Bancolombia le informa Compra por $78.000 en TIENDA ONLINE con tu T.Cred *4821 el 23/11/2026. Si no reconoces esta compra, llámanos.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Visa Bancolombia' });
  });
});
