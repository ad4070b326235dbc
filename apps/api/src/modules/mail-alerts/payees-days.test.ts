import { describe, expect, it } from 'vitest';
import { type Country, type Mail, readMail } from '../../../test/helpers/mail-read.ts';

const CATEGORIES = [
  { id: 'fees', name: 'Intereses y comisiones', kind: 'expense', key: 'debt.fees', parentId: 'debt' },
  { id: 'refunds', name: 'Reembolsos', kind: 'income', key: 'income.refunds', parentId: null },
  { id: 'salary', name: 'Salario', kind: 'income', key: 'income.salary', parentId: null },
];

const read = (mail: Mail, country: Country) => readMail(mail, country, CATEGORIES);

describe('who was paid or paid, as the mail names them', () => {
  it('files a bank fee written without «de» under fees, paid to the bank, never to a currency', () => {
    expect(
      read(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Cargo en cuenta',
          body: 'Se realizó un cargo de $4.500 en su cuenta ****4518 por COMISION MANTENCION CUENTA el 21/11/2026.',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', category: 'fees', payee: 'Banco de Chile' });
    expect(
      read(
        {
          from: 'avisos@banorte.com',
          subject: 'Cargo aplicado',
          body: 'Se aplicó un cargo a tu tarjeta terminación 1047 por concepto de COMISION ANUAL por $890.00 MXN el 19/11/2026.',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', category: 'fees', payee: 'Banorte' });
  });

  it('reads the sender after a greeting, and right after the amount', () => {
    expect(
      read(
        {
          from: 'notificaciones@nequi.com.co',
          subject: 'Te llegó plata',
          body: 'Hola Andrea, Pedro Gomez Rincon te envió $45.000 a tu Nequi el 21/11/2026.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'income', account: 'Nequi', payee: 'Pedro Gomez Rincon' });
    expect(
      read(
        {
          from: 'alertas@davivienda.com',
          subject: 'Abono recibido',
          body: 'Se realizó un abono a tu cuenta terminada en 0932 por valor de $300.000 de JORGE LUIS PEÑA el día 20/11/2026.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'income', account: 'Davivienda', payee: 'Jorge Luis Peña' });
  });

  it('reads the employer after the pay named in the concept', () => {
    expect(
      read(
        {
          from: 'notificaciones@notificacionesbcp.com.pe',
          subject: 'Abono en cuenta',
          body: 'Recibiste un abono en tu cuenta ****6012.\nMonto: S/ 2,800.00\nConcepto: ABONO PLANILLA - CONSTRUCTORA LIMA NORTE S.A.C.\nFecha: 24/11/2026',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', account: 'BCP', payee: 'Constructora Lima Norte SAC' });
  });

  it('drops the star a card network prints inside a shop name', () => {
    expect(
      read(
        {
          from: 'notificaciones@santander.com.mx',
          subject: 'Compra con tarjeta',
          body: 'Se realizó una compra con tu tarjeta terminación 3092.\nComercio: DIDI *FOOD\nMonto: $189.00\nFecha: 22/11/2026',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', payee: 'Didi Food' });
  });
});

describe('the day money came back', () => {
  it('takes the labelled day of the refund over the purchase day it mentions', () => {
    expect(
      read(
        {
          from: 'avisos@interbank.pe',
          subject: 'Devolución procesada',
          body: 'Te devolvimos S/ 79.90 a tu Tarjeta ****4419 por la compra en SAGA FALABELLA del 18/11/2026. Fecha de la devolución: 23/11/2026.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', date: '2026-11-23', account: 'Interbank Visa', category: 'refunds' });
  });
});
