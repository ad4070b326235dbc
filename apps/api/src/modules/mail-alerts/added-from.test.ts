import { describe, expect, it } from 'vitest';
import { readMail } from '../../../test/helpers/mail-read.ts';

// Money the user added to a wallet or bank from a source the mail names: the transfer from their own
// account, never spending nor money earned; asked when the source is no account of theirs. Wording of our own.
describe('money added from a source the mail names', () => {
  it('moves it from the own account whose digits the wallet names', () => {
    expect(
      readMail(
        {
          from: 'info@mercadopago.com.mx',
          subject: 'Ingreso de dinero',
          body: 'Listo, ingresaste $750 a tu cuenta desde BBVA *5120.',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 75_000, account: 'BBVA', to: 'Mercado Pago' });
  });

  it('keeps the day the mail gives after the source', () => {
    expect(
      readMail(
        {
          from: 'info@mercadopago.com.ar',
          subject: 'Dinero ingresado',
          body: 'Ingresaste $ 9.500 a tu cuenta desde Galicia *4402 el 23/11/2026.',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'transfer', account: 'Galicia', to: 'Mercado Pago', date: '2026-11-23' });
  });

  // Asked, or the question of the digits no account has: nothing is recorded either way.
  it('asks when the digits are no account of the user’s', () => {
    expect(
      readMail(
        {
          from: 'info@mercadopago.com.mx',
          subject: 'Ingreso de dinero',
          body: 'Ingresaste $750 a tu cuenta desde Banamex *6060.',
        },
        'MX',
      ),
    ).toMatch(/^(?:ask|question)$/);
  });

  it('asks when a phone’s wallet names no card', () => {
    expect(
      readMail(
        {
          from: 'no-reply@revolut.com',
          subject: 'Dinero añadido',
          body: 'Dinero añadido\nImporte\n35,00 €\nDesde\nGoogle Pay\nFecha\n22/11/2026',
        },
        'ES',
      ),
    ).toMatch(/^(?:ask|question)$/);
    expect(
      readMail(
        { from: 'no-reply@revolut.com', subject: 'Recarga', body: 'Has añadido 12,00 € a tu cuenta desde Apple Pay.' },
        'ES',
      ),
    ).toMatch(/^(?:ask|question)$/);
  });

  it('reads a phone’s wallet with the digits of the user’s card as the transfer from that card', () => {
    expect(
      readMail(
        {
          from: 'no-reply@revolut.com',
          subject: 'Dinero añadido',
          body: 'Dinero añadido\nImporte\n35,00 €\nDesde\nApple Pay · Visa ****7743\nFecha\n22/11/2026',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 3_500, account: 'Tarjeta Visa', to: 'Revolut' });
  });
});
