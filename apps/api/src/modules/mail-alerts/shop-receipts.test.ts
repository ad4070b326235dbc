import { describe, expect, it } from 'vitest';
import { readMail } from '../../../test/helpers/mail-read.ts';

// Receipts a shop mails itself (a ride, a delivery order, a plan): the shop is who was paid, the
// account is only the one its card digits name, and a tally of yields is no movement.
describe('receipts a shop mails itself', () => {
  it('books a ride to the card its digits name, with the ride app and the weekday the subject says', () => {
    expect(
      readMail(
        {
          from: 'no-reply@cabify.com',
          subject: 'Tu viaje del lunes',
          body: 'Gracias por viajar con nosotros\nTotal\nMXN 142.00\nPagado con\nMastercard ••••6621',
        },
        'MX',
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 14_200,
      date: '2026-11-23',
      account: 'Tarjeta Nu',
      category: 'Taxi y VTC',
      payee: 'Cabify',
    });
  });

  it('files a delivery order under home delivery, paid to the restaurant it names', () => {
    expect(
      readMail(
        {
          from: 'pedidos@ubereats.com',
          subject: 'Tu pedido llegó',
          body: 'Tu pedido de Burger King por $38.500 fue entregado. Pagado con Visa *4821.',
        },
        'CO',
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 38_500,
      account: 'Visa Bancolombia',
      category: 'Domicilios',
      payee: 'Burger King',
    });
  });

  it('reads a plan receipt whose amount is labelled by the plan’s name', () => {
    expect(
      readMail(
        {
          from: 'no-reply@spotify.com',
          subject: 'Tu recibo',
          body: 'Recibo\nSpotify Premium Dúo\n14,99 €\nMétodo\nCaixaBank ****5580\nFecha\n24/11/2026',
        },
        'ES',
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 1_499,
      date: '2026-11-24',
      account: 'CaixaBank',
      category: 'Suscripciones',
      payee: 'Spotify',
    });
  });

  it('names the streaming service that charged a card', () => {
    expect(
      readMail(
        { from: 'info@mailer.netflix.com', subject: 'Tu pago', body: 'Hemos cargado S/ 44.90 a tu Visa ****4419.' },
        'PE',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Interbank Visa', category: 'Suscripciones', payee: 'Netflix' });
  });

  it('asks about a receipt whose card digits are none of the user’s, or that names no digits', () => {
    const asked = (body: string) =>
      readMail({ from: 'no-reply@didiglobal.com', subject: 'Recibo de tu viaje', body }, 'MX');
    expect(asked('Total: MX$96.00. Método de pago: Visa ****5555. Fecha: 25/11/2026')).not.toHaveProperty('kind');
    expect(
      readMail(
        {
          from: 'no-reply@spotify.com',
          subject: 'Tu recibo',
          body: 'Recibo\nSpotify Premium Familiar\n17,99 €\nMétodo\nPayPal\nFecha\n24/11/2026',
        },
        'ES',
      ),
    ).not.toHaveProperty('kind');
  });

  it('keeps the shop a store card paid, when the store mails the card’s alert', () => {
    const read = readMail(
      {
        from: 'avisos@ripley.cl',
        subject: 'Compra con tu tarjeta',
        body: 'Compra por $12.990 en FARMACIAS AHUMADA con tu Tarjeta Ripley ****7781.',
      },
      'CL',
    );
    expect(read).toMatchObject({
      kind: 'expense',
      account: 'Ripley',
      payee: expect.stringMatching(/farmacias ahumada/i),
    });
    expect(read).not.toMatchObject({ category: 'Ropa y calzado' });
  });

  it('books nothing for a charge still to come', () => {
    expect(
      readMail(
        {
          from: 'no-reply@spotify.com',
          subject: 'Tu plan se renovará',
          body: 'Tu próximo cobro de 10,99 € será el 26/12/2026 con Revolut ****9012.',
        },
        'ES',
      ),
    ).not.toHaveProperty('kind');
  });
});

describe('a tally of what an account earned', () => {
  it('is no movement when told over a span of days', () => {
    const read = (body: string) =>
      readMail({ from: 'info@mercadopago.com.ar', subject: '¡Tu plata creció!', body }, 'AR');
    expect(read('Tu plata rindió $2.480 este mes. ¡Seguí así!')).toBe('unreadable');
    expect(read('En lo que va del mes tus rendimientos fueron $ 3.150,40.')).not.toHaveProperty('kind');
  });
});

describe('money in said with «te llegó»', () => {
  it('is income, paid by the person the table names', () => {
    expect(
      readMail(
        {
          from: 'notificaciones@nequi.com.co',
          subject: '¡Te llegó plata!',
          body: '¡Te llegó plata!\nDe\nLAURA MEJIA\nValor\n$30.000\nFecha\n24 nov 2026 09:10\nNequi\n*0199',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'income', amount: 30_000, date: '2026-11-24', account: 'Nequi', payee: 'Laura Mejia' });
  });
});

describe('a card issuer thanking for a payment from another own account', () => {
  it('is a transfer from the account it came from to the card', () => {
    expect(
      readMail(
        {
          from: 'notificaciones@nu.com.mx',
          subject: 'Recibimos tu pago',
          body: '¡Gracias por tu pago!\nMonto\n$1,500.00\nTarjeta\nNu *6621\nOrigen\nSPEI desde BBVA *5120',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 150_000, account: 'BBVA', to: 'Tarjeta Nu' });
  });
});
