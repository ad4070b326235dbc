import { describe, expect, it } from 'vitest';
import { type Country, type Mail, readMail } from '../../../test/helpers/mail-read.ts';

/*
 * A mail whose one amount is a fee the bank charged (fee-charge.ts): spending in «Intereses y
 * comisiones» paid to the bank, whatever it was charged for. Wording of our own.
 */

const read = (mail: Mail, country: Country) => readMail(mail, country);

describe('a fee the bank charged', () => {
  it('is spending even when charged for a cash withdrawal, never cash taken out', () => {
    expect(
      read(
        {
          from: 'avisos@bbva.mx',
          subject: 'Cobro de comisión',
          body: 'Te informamos que se debitaron $35.00 por comisión por retiro en cajero de otro banco de tu cuenta con terminación 5120 el 24/11/2026.',
        },
        'MX',
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 3500,
      date: '2026-11-24',
      account: 'BBVA',
      to: null,
      category: 'Intereses y comisiones',
    });
  });

  it('is spending when the mail says only that a fee was applied', () => {
    expect(
      read(
        {
          from: 'avisos@ing.es',
          subject: 'Aviso de comisión',
          body: 'Te hemos cobrado una comisión de 4,50 € por la emisión de una transferencia urgente desde tu cuenta ...1199 el 18/11/2026.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', amount: 450, account: 'ING', category: 'Intereses y comisiones' });
  });

  it('is spending when a maintenance fee is named in the subject and the body', () => {
    expect(
      read(
        {
          from: 'alertas@bancodechile.cl',
          subject: 'Comisión de mantención',
          body: 'Se ha cargado la comisión de mantención mensual de $4.990 en su Cuenta Corriente ****4518 el 02/11/2026.',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', amount: 4990, account: 'Banco de Chile', category: 'Intereses y comisiones' });
  });
});

describe('a fee’s day', () => {
  it('is the one the mail writes with the year first', () => {
    expect(
      read(
        {
          from: 'notificaciones@davivienda.com',
          subject: 'Cobro de comisión',
          body: 'Davivienda le informa que el 2026/11/04 se realizó un cargo de $6.500 por comisión de retiro en cajero en su cuenta terminada en 0932.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'expense', amount: 6500, date: '2026-11-04', account: 'Davivienda' });
  });
});

describe('a fee that is not the movement', () => {
  it('leaves a withdrawal with its fee a withdrawal of its own amount', () => {
    const reading = read(
      {
        from: 'notificaciones@bancoestado.cl',
        subject: 'Giro en cajero',
        body: 'Realizaste un giro de $40.000 en cajero automático con tu CuentaRUT ****2288 el 22/11/2026. Comisión cobrada: $300.',
      },
      'CL',
    );
    expect(reading).not.toMatchObject({ amount: 300 });
    expect(reading).not.toMatchObject({ category: 'Intereses y comisiones' });
  });

  it('never saves a fee given back as spending', () => {
    const reading = read(
      {
        from: 'notificaciones@bbva.pe',
        subject: 'Devolución de comisión',
        body: 'Te devolvimos la comisión de S/ 5.00 cobrada por error en tu cuenta ****8127 el 20/11/2026.',
      },
      'PE',
    );
    expect(reading).not.toMatchObject({ kind: 'expense' });
  });
});
