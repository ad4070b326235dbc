import { describe, expect, it } from 'vitest';
import { type Country, type Mail, readMail } from '../../../test/helpers/mail-read.ts';

/*
 * Money between people: what the sender wrote («Motivo: …», «Mensaje: …») is what it was for; the
 * person the mail names, labelled or in its sentence, is the payee (sender-name.ts, shapes.ts).
 * Wording of our own.
 */

const read = (mail: Mail, country: Country) => readMail(mail, country);

describe('a person’s note is no payee', () => {
  it('names who sent the money, not the motive', () => {
    expect(
      read(
        {
          from: 'info@mercadopago.com.mx',
          subject: 'Te enviaron dinero',
          body: '¡Recibiste $640 de Sofía Lara!\nMotivo: Boletos del concierto\nEl dinero ya está en tu cuenta de Mercado Pago.',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'income', amount: 64000, account: 'Mercado Pago', payee: 'Sofía Lara' });
  });

  it('names who was paid, labelled «A:», not the message', () => {
    expect(
      read(
        {
          from: 'notificaciones@yape.pe',
          subject: 'Yapeaste',
          body: '¡Yapeaste S/ 30.00!\nA: Jorge Paredes\nFecha: 20 nov. 2026 - 9:15 a.m.\nMensaje: clases de guitarra',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'expense', amount: 3000, account: 'Yape', payee: 'Jorge Paredes' });
  });
});

describe('a person or company named in the sentence', () => {
  it('is who was paid after «Pagaste … a», written as it writes itself', () => {
    expect(
      read(
        {
          from: 'info@mercadopago.com.mx',
          subject: 'Tu pago fue aprobado',
          body: 'Pagaste $245.00 a Farmacias Guadalajara por: vitaminas\nMedio de pago: Dinero en cuenta\n19 de noviembre de 2026',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', amount: 24500, account: 'Mercado Pago', payee: 'Farmacias Guadalajara' });
  });

  it('is who was paid on the line under an amount written as a heading', () => {
    expect(
      read(
        {
          from: 'info@mercadopago.com.mx',
          subject: 'Pago aprobado',
          body: 'Pagaste $1,120.00\na Liverpool Insurgentes por: regalo de boda\n17 de noviembre de 2026',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', amount: 112000, account: 'Mercado Pago', payee: 'Liverpool Insurgentes' });
  });

  it('is who sent money «vía» a wallet, without the wallet', () => {
    expect(
      read(
        {
          from: 'notificaciones@plin.pe',
          subject: 'Te llegó un Plin',
          body: 'Recibiste S/ 40.00 de LUIS CHÁVEZ vía Plin el 18/11/2026.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', amount: 4000, account: 'Plin', payee: 'Luis Chávez' });
  });

  it('is the person after what the money was for in a labelled origin', () => {
    const reading = read(
      {
        from: 'alertas@bancochile.cl',
        subject: 'Abono en cuenta',
        body: 'Estimado cliente, se abonaron $250.000 a su cuenta corriente ****4518.\nOrigen: ARRIENDO BODEGA 4 - TOMÁS PINTO\nFecha: 20/11/2026',
      },
      'CL',
    );
    expect(reading).toMatchObject({ kind: 'income', amount: 250000, account: 'Banco de Chile' });
    expect(typeof reading === 'string' ? reading : reading.payee.toLowerCase()).toBe('tomás pinto');
  });
});
