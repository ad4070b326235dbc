import { describe, expect, it } from 'vitest';
import { type Country, type Mail, readMail } from '../../../test/helpers/mail-read.ts';

/*
 * Alert mails written in English (english-mail.ts): each known shape read with its day, its card's
 * digits and its shop or person. Wording of our own.
 */

const read = (mail: Mail, country: Country) => readMail(mail, country);

describe('a card purchase told in English', () => {
  it('reads «You paid … at … using your card ending …» with its day', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'Card payment',
          body: 'Hello Marta,\nYou paid €18.40 at Cabify on 3 Nov 2026 using your card ending 9012.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', amount: 1840, date: '2026-11-03', account: 'Revolut', payee: 'Cabify' });
  });

  it('reads «You made a purchase of MXN $… at …» with thousands and a month written whole', () => {
    expect(
      read(
        {
          from: 'no-reply@nu.com.mx',
          subject: 'Purchase with your Nu card',
          body: 'Hi Tomás,\nYou made a purchase of MXN $1,089.50 at LIVERPOOL POLANCO with your Nu card ending in 6621 on August 14, 2026.',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', amount: 108950, date: '2026-08-14', account: 'Tarjeta Nu' });
  });
});

describe('a payment told in English without «you»', () => {
  it('reads «Payment of … to …» on the card its dots name', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'Payment',
          body: 'Payment of €8.49 to Deezer on 18 Nov 2026 with card ··9012.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', amount: 849, date: '2026-11-18', account: 'Revolut', payee: 'Deezer' });
  });
});

describe('money in told in English', () => {
  it('reads a refund from a shop as money back on the sender bank’s account', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'Your refund',
          body: 'You got a refund of €12.00 from DECATHLON on Oct 9, 2026.',
        },
        'ES',
      ),
    ).toMatchObject({
      kind: 'income',
      amount: 1200,
      date: '2026-10-09',
      account: 'Revolut',
      category: 'Reembolsos',
      payee: 'Decathlon',
    });
  });

  it('reads money received from a person, who is its payee', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'Money received',
          body: 'You received €60.00 from Pablo Ortiz on 21 Nov 2026.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'income', amount: 6000, date: '2026-11-21', account: 'Revolut', payee: 'Pablo Ortiz' });
  });
});

describe('money between the user’s accounts told in English', () => {
  it('is a transfer when both accounts are the user’s', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'Top-up',
          body: 'Hey,\n€150.00 has been added to your Revolut account from your ING account ES** **** 1199 on 19 Nov 2026.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 15000, date: '2026-11-19', account: 'ING', to: 'Revolut' });
  });

  it('is a transfer into the sender bank’s account when the mail names only where it came from', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'Top-up complete',
          body: 'You have topped up €50.00 from your bank account ending 1199 (ING).\n12 Nov 2026',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 5000, date: '2026-11-12', account: 'ING', to: 'Revolut' });
  });

  it('saves nothing when the account it came from is none of the user’s', () => {
    const reading = read(
      {
        from: 'no-reply@revolut.com',
        subject: 'Top-up',
        body: '€150.00 has been added to your Revolut account from your Sabadell account ES** **** 7731 on 19 Nov 2026.',
      },
      'ES',
    );
    expect(typeof reading === 'string' || reading.kind !== 'income').toBe(true);
    expect(typeof reading).toBe('string');
  });

  it('reads cash taken out at an ATM as money to cash', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'ATM withdrawal',
          body: 'You withdrew €100.00 at an ATM on 20 Nov 2026 with your card ending 9012.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 10000, date: '2026-11-20', account: 'Revolut', to: 'Efectivo' });
  });
});

describe('an English mail of an operation that did not happen', () => {
  it('saves nothing for a declined payment', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'Payment declined',
          body: 'Your payment of €42.00 at MEDIAMARKT was declined on 20 Nov 2026. Card ending 9012.',
        },
        'ES',
      ),
    ).toBe('unreadable');
  });

  it('still reads a payment received from a person', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'Payment received',
          body: "You've received a payment of €33.00 from Irene Castro on 16 Nov 2026.",
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'income', amount: 3300, date: '2026-11-16', account: 'Revolut', payee: 'Irene Castro' });
  });
});

describe('a fee told in English', () => {
  it('is spending on fees', () => {
    expect(
      read(
        {
          from: 'no-reply@revolut.com',
          subject: 'Plan fee',
          body: 'Your monthly plan fee of €7.99 has been charged on 1 Nov 2026 to your account ending 9012.',
        },
        'ES',
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 799,
      date: '2026-11-01',
      account: 'Revolut',
      category: 'Intereses y comisiones',
    });
  });
});
