import { describe, expect, it } from 'vitest';
import { type Country, type Mail, readMail } from '../../../test/helpers/mail-read.ts';

/*
 * A bank's charge told in parts (interest and its tax, a fee and a statement's postage), and alert
 * mails written in English (decision 035). Wording of our own.
 */

const CATEGORIES = [
  { id: 'fees', name: 'Intereses y comisiones', kind: 'expense', key: 'debt.fees', parentId: 'debt' },
  { id: 'refunds', name: 'Reembolsos', kind: 'income', key: 'income.refunds', parentId: null },
];

const read = (mail: Mail, country: Country) => readMail(mail, country, CATEGORIES);

describe('a charge told in parts', () => {
  it('is saved as its whole, paid to the bank', () => {
    expect(
      read(
        {
          from: 'avisos@santander.com.mx',
          subject: 'Intereses de tu tarjeta',
          body: 'Se aplicó un cargo de $154.20 por intereses ordinarios y $24.67 de IVA a tu tarjeta terminación 3092.',
        },
        'MX',
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 17887,
      account: 'Santander LikeU',
      category: 'fees',
      payee: 'Santander',
    });
    expect(
      read(
        {
          from: 'avisos@mails.santander.com.ar',
          subject: 'Comisión de cuenta',
          body: 'Se debitaron $ 3.100,00 en concepto de comisión por mantenimiento de cuenta y $ 651,00 de IVA de tu cuenta 2870.',
        },
        'AR',
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 375100,
      account: 'Santander Río',
      category: 'fees',
      payee: 'Santander',
    });
  });

  it('is a charge even when it names the statement it was sent with', () => {
    expect(
      read(
        {
          from: 'alertas@netinterbank.com.pe',
          subject: 'Cargos en tu tarjeta',
          body: 'Se cargó S/ 21.30 por intereses y S/ 8.00 por comisión de envío de estado de cuenta en tu Tarjeta ****4419.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'expense', amount: 2930, account: 'Interbank Visa', category: 'fees', payee: 'Interbank' });
  });
});

describe('a mail in English', () => {
  it('reads a purchase with its day, and a refund', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'Card payment',
          body: 'You spent €64.00 at IBERIA with your card ··9012 on 22 Nov 2026.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', amount: 6400, date: '2026-11-22', account: 'Revolut', payee: 'Iberia' });
    expect(
      read(
        { from: 'no-reply@revolut.com', subject: 'Refund', body: 'PRIMARK refunded you €15.00 to your card ··9012.' },
        'ES',
      ),
    ).toMatchObject({ kind: 'income', amount: 1500, account: 'Revolut', category: 'refunds', payee: 'Primark' });
  });
});
