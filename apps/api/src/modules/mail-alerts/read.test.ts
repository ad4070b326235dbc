import { describe, expect, it } from 'vitest';
import { minorDigits } from '@cuentas/shared/money';
import { MAIL_FIXTURES } from '../../../test/fixtures/mail-alerts/alerts.ts';
import { FIXTURE_ACCOUNTS } from '../../../test/fixtures/mail-alerts/accounts.ts';
import { composeAlert, fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readMessage } from './message.ts';
import { questionReason } from './process.ts';
import { readAlert } from './read.ts';
import { labelledFields, sentenceOf } from './shapes.ts';

// Every bank's alert e-mail read from its MIME (HTML ones through html-to-text), as the queue does.
describe('bank alert e-mails (decision 035)', () => {
  for (const fixture of MAIL_FIXTURES) {
    it(`${fixture.country} ${fixture.bank}: ${fixture.id}`, async () => {
      const raw = await composeAlert({
        from: fixture.from,
        to: 'abcdefghijklmnop@cuentas.test',
        subject: fixture.subject,
        text: fixture.text,
        html: fixture.html,
      });
      const message = await readMessage(raw);
      const reading = readAlert(message, fixtureContext(fixture.country));
      const expected = fixture.expect;
      if ('status' in expected) {
        const status =
          reading.kind === 'unreadable' || reading.kind === 'ask'
            ? reading.kind
            : reading.kind === 'question'
              ? questionReason(reading.outcome.question).status
              : 'recorded';
        expect(status, JSON.stringify(reading)).toBe(expected.status);
        return;
      }
      expect(reading.kind, JSON.stringify(reading)).toBe('capture');
      if (reading.kind !== 'capture') return;
      const capture = reading.outcome.capture;
      const currency = FIXTURE_ACCOUNTS[fixture.country]!.currency;
      expect({
        kind: capture.kind,
        amount: capture.amount,
        date: capture.date,
        account: capture.account.name,
        to: capture.toAccount?.name,
      }).toEqual({
        kind: expected.kind,
        amount: Math.round(expected.amount * 10 ** minorDigits(currency)),
        date: expected.date,
        account: expected.account,
        to: expected.to,
      });
      if (expected.payee) expect(capture.payee.toLowerCase()).toContain(expected.payee.toLowerCase());
    });
  }

  it('reads a label and its value on one line or on two', () => {
    expect(labelledFields('Monto: $1,234.56\nComercio\nOXXO CENTRO\nTarjeta terminación: 8834')).toEqual({
      amount: '$1,234.56',
      merchant: 'OXXO CENTRO',
      card: '8834',
    });
  });

  it('reads a label and its value with no colon between them', () => {
    expect(labelledFields('Monto $1,234.56\nComercio OXXO CENTRO\nTarjeta ****8834\nFecha 25/11/2026')).toEqual({
      amount: '$1,234.56',
      card: '8834',
      date: '25/11/2026',
    });
  });

  it('tells a table of fields as one sentence of the shared reader', () => {
    const fields = labelledFields(
      'Operación realizada: *Consumo Tarjeta de Crédito*\nTotal del consumo: S/ 45.90\nEmpresa: TAMBO',
    );
    expect(sentenceOf(fields, '', '')).toBe('Compraste S/ 45.90 en TAMBO.');
  });

  it('keeps the original sender, subject and date of an alert forwarded by hand', async () => {
    const raw = await composeAlert({
      from: 'Ana <ana@example.com>',
      to: 'abcdefghijklmnop@cuentas.test',
      subject: 'Fwd: Alertas y Notificaciones',
      text: [
        'Mira esta',
        '',
        '---------- Forwarded message ---------',
        'De: Bancolombia <alertasynotificaciones@an.notificacionesbancolombia.com>',
        'Date: mar, 24 nov 2026 a las 19:43',
        'Subject: Alertas y Notificaciones',
        'To: <ana@example.com>',
        '',
        'Bancolombia le informa Compra por $75.500,00 en RAPPI SAS 24/11/2026 19:42. T.Cred *4821.',
      ].join('\n'),
    });
    const message = await readMessage(raw);
    expect(message.from).toContain('alertasynotificaciones@');
    expect(message.subject).toBe('Alertas y Notificaciones');
    expect(message.body.startsWith('Bancolombia le informa')).toBe(true);
  });

  it('reads an alert forwarded as an attachment, and keeps no attachment', async () => {
    const inner = await composeAlert({
      from: 'Nu México <notificaciones@nu.com.mx>',
      to: 'ana@example.com',
      subject: 'Hiciste una compra',
      text: 'Compraste $215.00 en STARBUCKS REFORMA con tu tarjeta Nu terminación 6621.',
    });
    const raw = await composeAlert({
      from: 'ana@example.com',
      to: 'abcdefghijklmnop@cuentas.test',
      subject: 'Fw: Hiciste una compra',
      text: '',
      attachments: [{ filename: 'alerta.eml', content: inner, contentType: 'message/rfc822' }],
    });
    const message = await readMessage(raw);
    expect(message.from).toContain('nu.com.mx');
    expect(readAlert(message, fixtureContext('MX')).kind).toBe('capture');
  });
});

describe('notices that are not movements', () => {
  it('leaves a statement ready, a minimum payment or a due date for the inbox', () => {
    const context = fixtureContext('MX');
    for (const body of [
      'Tu estado de cuenta de octubre ya está disponible.\nFecha límite de pago: 3 de noviembre\nPago para no generar intereses: $2,100.00',
      'Te enviamos el estado de cuenta de tu tarjeta.\nPago mínimo: $350.00',
    ])
      expect(readAlert({ from: 'avisos@banco.mx', subject: 'Aviso', body }, context).kind).toBe('unreadable');
  });
});

describe('a card paid from an account', () => {
  it('is a transfer to the card, whatever the table labels, with the day written in words', () => {
    const context = fixtureContext('MX');
    const reading = readAlert(
      {
        from: 'avisos@banco.mx',
        subject: 'Transferencia exitosa',
        body: 'La transferencia que hiciste fue exitosa.\nImporte $ 1,200.00\nCuenta de cargo **5120\nCuenta destino Tarjeta de crédito **6621\nFecha 3 de noviembre de 2026',
      },
      context,
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind !== 'capture') return;
    const { kind, account, toAccount, date } = reading.outcome.capture;
    expect([kind, account.name, toAccount?.name, date]).toEqual(['transfer', 'BBVA', 'Tarjeta Nu', '2026-11-03']);
  });
});

describe('money a wallet sent to one of the user’s bank accounts', () => {
  it('is a transfer from the wallet that sent the mail to the account its digits name, never spending', () => {
    const reading = readAlert(
      {
        from: 'Mercado Pago <info@mercadopago.com>',
        subject: 'Enviaste dinero',
        body: '¡Hola!\nEnviaste $ 35.500 a tu cuenta de Santander terminada en 2870.\nFecha: 19 de noviembre de 2026\nOperación #5512093371',
      },
      fixtureContext('AR'),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind !== 'capture') return;
    const { kind, account, toAccount, amount, date } = reading.outcome.capture;
    expect([kind, account.name, toAccount?.name, amount, date]).toEqual([
      'transfer',
      'Mercado Pago',
      'Santander Río',
      3_550_000,
      '2026-11-19',
    ]);
  });
});

describe('a wallet’s transfer to an account whose bank another account shares', () => {
  it('takes the wallet as the source, never the card named like the bank', () => {
    const reading = readAlert(
      {
        from: 'Mercado Pago <info@mercadopago.com>',
        subject: 'Transferiste dinero',
        body: '¡Hola!\nTransferiste $ 18.000 a tu cuenta del Banco de Galicia terminada en 4402.\nFecha: 17 de noviembre de 2026',
      },
      fixtureContext('AR'),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind !== 'capture') return;
    const { kind, account, toAccount } = reading.outcome.capture;
    expect([kind, account.name, toAccount?.name]).toEqual(['transfer', 'Mercado Pago', 'Galicia']);
  });

  it('spends money sent to someone else, even from a table whose account is labelled «de retiro»', () => {
    const reading = readAlert(
      {
        from: 'avisos@bbva.mx',
        subject: 'Transferencia interbancaria enviada',
        body: 'Enviaste dinero a otro banco.\nCuenta de retiro: •5120\nBeneficiario: JORGE LUNA PEREZ\nImporte: $1,250.00\nConcepto: clases de natación\nFecha: 24/11/2026',
      },
      fixtureContext('MX'),
    );
    expect(reading.kind === 'capture' && reading.outcome.capture).toMatchObject({
      kind: 'expense',
      amount: 125000,
      account: { name: 'BBVA' },
      toAccount: null,
    });
  });

  it('pays a card statement from the account to the card, whichever is named first', () => {
    for (const body of [
      'Registramos el pago de tu tarjeta.\nTarjeta: Visa terminada en 4821\nValor pagado: $ 1.300.000\nDebitado de: cuenta terminada en 7710\nFecha: 24/11/2026',
      'Pago de tu resumen recibido.\nTarjeta *4821\nMonto: $ 1.300.000\nCuenta *7710\nFecha: 24/11/2026',
    ]) {
      const reading = readAlert(
        { from: 'alertas@bancolombia.com.co', subject: 'Pago de tarjeta', body },
        fixtureContext('CO'),
      );
      expect(reading.kind === 'capture' && reading.outcome.capture, body).toMatchObject({
        kind: 'transfer',
        amount: 1300000,
        account: { name: 'Bancolombia' },
        toAccount: { name: 'Visa Bancolombia' },
      });
    }
  });
});
