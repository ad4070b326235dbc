import { describe, expect, it } from 'vitest';
import { type Country, type Mail, readMail } from '../../../test/helpers/mail-read.ts';
import { senderOf } from './sender-name.ts';

/*
 * Money received: who sent it, named before «te envió», is its payee; what they wrote is what it was
 * for; a sale only when the mail says it is one (sender-name.ts, category-words.ts). Wording of our own.
 */

const read = (mail: Mail, country: Country) => readMail(mail, country);

describe('who sent money in', () => {
  it('is the name before «te envió», after a greeting and «que»', () => {
    expect(
      read(
        {
          from: 'notificaciones@nequi.com.co',
          subject: 'Te llegó plata',
          body: '¡Qué bien! Te contamos que MARÍA JOSÉ PARRA te envió $40.000 a tu Nequi el 24/11/2026.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'income', amount: 40000, account: 'Nequi', payee: 'María José Parra' });
  });

  it('is the name before a wallet’s own verb', () => {
    expect(
      read(
        {
          from: 'notificaciones@yape.pe',
          subject: 'Te yapearon',
          body: 'Andrés Mora te yapeó S/ 25.00 el 22/11/2026.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', amount: 2500, account: 'Yape', payee: 'Andrés Mora' });
  });

  it('is read with a verb of sending the reader may not know («te mandó»)', () => {
    expect(
      read(
        {
          from: 'notificaciones@nequi.com.co',
          subject: 'Te mandaron plata',
          body: 'Hola, SERGIO ANDRÉS LEÓN te mandó $18.000 a tu Nequi el 19/11/2026.',
        },
        'CO',
      ),
    ).toMatchObject({
      kind: 'income',
      amount: 18000,
      date: '2026-11-19',
      account: 'Nequi',
      payee: 'Sergio Andrés León',
    });
  });

  it('is never the words of a greeting, and two different names are none', () => {
    expect(senderOf('Hola Ana, Rubén Díaz te transfirió $ 5.000.')).toBe('Rubén Díaz');
    expect(senderOf('Buenos Días te envió un saludo')).toBeUndefined();
    expect(senderOf('Rubén Díaz te envió $ 5.000. Laura Paz te envió $ 2.000.')).toBeUndefined();
  });
});

describe('what the money was for', () => {
  it('is a sale when a buyer paid for the item the mail quotes', () => {
    expect(
      read(
        {
          from: 'info@mercadopago.com',
          subject: 'Recibiste un pago',
          body: '¡Recibiste $2,300!\nLucía Vera te pagó por "Silla de escritorio ergonómica".\nFecha: 21/11/2026',
        },
        'MX',
      ),
    ).toMatchObject({
      kind: 'income',
      amount: 230000,
      account: 'Mercado Pago',
      category: 'Ventas',
      payee: 'Lucía Vera',
    });
  });

  it('is no payee and no sale when it is only the sender’s note', () => {
    const reading = read(
      {
        from: 'info@mercadopago.com.ar',
        subject: '¡Te enviaron dinero!',
        body: 'Martina Gómez te envió $ 12.000.\nMotivo: pizza del viernes\n23/11/2026',
      },
      'AR',
    );
    expect(reading).toMatchObject({ kind: 'income', account: 'Mercado Pago', payee: 'Martina Gómez' });
    expect(reading).not.toMatchObject({ category: 'Ventas' });
    expect(reading).not.toMatchObject({ category: 'Reembolsos' });
  });
});
