import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readAlert } from './read.ts';
import { saysEarned } from './yield-words.ts';

// An operation the bank says did not go through moves no money: nothing is saved (decision 035).
describe('alerts of operations that were not done', () => {
  const notDone: [string, { from: string; subject: string; body: string }][] = [
    [
      'CO',
      {
        from: 'alertasynotificaciones@notificacionesbancolombia.com',
        subject: 'Alertas y Notificaciones',
        body: 'Bancolombia le informa que su compra por $89.900,00 en FALABELLA ANDINO con T.Cred *4821 no fue aprobada. 25/11/2026 19:02.',
      },
    ],
    [
      'MX',
      {
        from: 'notificaciones@bbva.mx',
        subject: 'Operación no realizada',
        body: 'Tu compra por $1,250.00 en LIVERPOOL INSURGENTES con tu tarjeta •8834 no pudo completarse. 24/11/2026',
      },
    ],
    [
      'CL',
      {
        from: 'notificaciones@bancochile.cl',
        subject: 'Transacción no exitosa',
        body: 'Compra por $24.990 en PARIS.CL con tarjeta terminada en 4518 el 23/11/2026.',
      },
    ],
    [
      'AR',
      {
        from: 'avisos@bancogalicia.com.ar',
        subject: 'Pago no procesado',
        body: 'Tu pago de $ 15.000,00 a EDENOR desde tu CC ****4402 no fue procesado por saldo insuficiente. 22/11/2026',
      },
    ],
    [
      'PE',
      {
        from: 'servicioalcliente@netinterbank.com.pe',
        subject: 'Transferencia no realizada',
        body: 'Tu transferencia de S/ 150.00 desde tu cuenta ****6012 a MIGUEL TORRES no fue realizada. 25/11/2026',
      },
    ],
    [
      'ES',
      {
        from: 'avisos@caixabank.com',
        subject: 'Aviso de operación',
        body: 'La compra de 45,00 EUR en ZARA.COM con la tarjeta ****5580 ha sido denegada por fondos insuficientes. 24/11/2026',
      },
    ],
    [
      'PE',
      {
        from: 'notificaciones@notificacionesbcp.com.pe',
        subject: 'Consumo no procesado',
        body: 'Tu consumo de S/ 620.00 en RIPLEY.COM.PE con tu tarjeta ****6012 no fue procesado. 26/11/2026',
      },
    ],
  ];
  for (const [country, message] of notDone)
    it(`saves nothing of «${message.subject}» (${country})`, () => {
      expect(readAlert(message, fixtureContext(country as 'PE')).kind).toBe('unreadable');
    });

  it('still saves a purchase whose footer warns «si esta operación no fue realizada por ti»', () => {
    const reading = readAlert(
      {
        from: 'alertasynotificaciones@notificacionesbancolombia.com',
        subject: 'Alertas y Notificaciones',
        body: 'Bancolombia le informa Compra por $54.300,00 en EXITO LAURELES 24/11/2026 12:10. T.Cred *4821. Si esta operación no fue realizada por usted, comuníquese al 018000931987.',
      },
      fixtureContext('CO'),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind !== 'capture') return;
    expect([reading.outcome.capture.kind, reading.outcome.capture.amount]).toEqual(['expense', 54300]);
  });

  it('still saves a payment whose footer asks «¿movimiento no realizado por ti?»', () => {
    const reading = readAlert(
      {
        from: 'notificaciones@bbva.mx',
        subject: 'Compra con tu tarjeta',
        body: 'Importe: $410.00\nComercio: FARMACIAS DEL AHORRO\nTarjeta terminación: 8834\nFecha: 21/11/2026\n¿Movimiento no realizado por ti? Llámanos.',
      },
      fixtureContext('MX'),
    );
    expect(reading.kind).toBe('capture');
  });
});

// «… a RICARDO FLORES (Interbank)»: the bank after a person's name is theirs, not the user's account.
describe('money sent to a person at a bank where the user also has an account', () => {
  it('records money sent to a person whose bank is that of the user card as spending paid to them', () => {
    const reading = readAlert(
      {
        from: 'notificaciones@notificacionesbcp.com.pe',
        subject: 'Constancia de Transferencia a otros bancos',
        body: 'Transferiste S/ 250.00 desde tu Cuenta de Ahorros ****6012 a CARLOS MENDOZA (Interbank). Fecha: 23/11/2026. Concepto: clases de guitarra',
      },
      fixtureContext('PE'),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind !== 'capture') return;
    const capture = reading.outcome.capture;
    expect([capture.kind, capture.amount, capture.account.name, capture.toAccount, capture.payee]).toEqual([
      'expense',
      25000,
      'BCP',
      null,
      'Carlos Mendoza',
    ]);
  });

  it('reads the bank after a dash the same way (Mexico)', () => {
    const reading = readAlert(
      {
        from: 'notificaciones@heybanco.com',
        subject: 'Transferencia enviada',
        body: 'Enviaste $2,300.00 por SPEI desde tu cuenta •7405 a Jorge Luis Castro - Banorte. Fecha: 22/11/2026',
      },
      fixtureContext('MX'),
    );
    if (reading.kind === 'capture') {
      const capture = reading.outcome.capture;
      expect([capture.kind, capture.account.name, capture.toAccount]).toEqual(['expense', 'Hey Banco', null]);
    } else expect(reading.kind).toBe('ask');
  });

  it('asks when the person bank is that of an account the money could be the user own', () => {
    const reading = readAlert(
      {
        from: 'avisos@bancogalicia.com.ar',
        subject: 'Transferencia realizada',
        body: 'Transferiste $ 45.000,00 desde tu CC ****4402 a Lucía Fernández (Santander Río). 21/11/2026',
      },
      fixtureContext('AR'),
    );
    if (reading.kind === 'capture') expect(reading.outcome.capture.kind).not.toBe('transfer');
    else expect(reading.kind).toBe('ask');
  });

  it('keeps a payment of the user own card named by its digits as a transfer', () => {
    const reading = readAlert(
      {
        from: 'notificaciones@notificacionesbcp.com.pe',
        subject: 'Pago de tarjeta',
        body: 'Pagaste S/ 500.00 a tu Tarjeta Interbank Visa ****4419 desde tu Cuenta de Ahorros ****6012. Fecha: 20/11/2026',
      },
      fixtureContext('PE'),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind !== 'capture') return;
    expect([reading.outcome.capture.kind, reading.outcome.capture.toAccount?.name]).toEqual([
      'transfer',
      'Interbank Visa',
    ]);
  });
});

// What an account earned is money in, though the reader alone cannot tell in from out.
describe('yield told as what the account generated', () => {
  const earned: [string, string, { from: string; subject: string; body: string }, number][] = [
    [
      'MX',
      'Hey Banco',
      {
        from: 'notificaciones@heybanco.com',
        subject: 'Tus rendimientos del mes',
        body: 'Tu cuenta de ahorro terminación 7405 generó rendimientos por $95.10 el 20/11/2026.',
      },
      9510,
    ],
    [
      'MX',
      'Hey Banco',
      {
        from: 'notificaciones@heybanco.com',
        subject: 'Tu inversión creció',
        body: 'Tu inversión a plazo generó $143.80 de rendimientos, depositados en tu cuenta terminación 7405 el 19/11/2026.',
      },
      14380,
    ],
    [
      'AR',
      'Santander Río',
      {
        from: 'mensajesyavisos@santander.com.ar',
        subject: 'Aviso de movimiento',
        body: 'Santander te informa: acreditación de intereses por $ 9.450,00 en tu cuenta terminada en 2870. Fecha 24/11/2026.',
      },
      945000,
    ],
  ];
  for (const [country, account, message, amount] of earned)
    it(`records «${message.body.slice(0, 40)}…» as income (${country})`, () => {
      const reading = readAlert(message, fixtureContext(country as 'MX'));
      expect(reading.kind).toBe('capture');
      if (reading.kind !== 'capture') return;
      const capture = reading.outcome.capture;
      expect([capture.kind, capture.account.name, capture.amount]).toEqual(['income', account, amount]);
    });

  it('never takes interest paid on a loan or a card for interest earned', () => {
    expect(saysEarned('Aviso de movimiento', 'Abono de intereses a tu crédito hipotecario por $ 85.400')).toBe(false);
    expect(saysEarned('Aviso de movimiento', 'Acreditación de intereses de tu préstamo personal: $ 12.000')).toBe(
      false,
    );
    expect(saysEarned('Aviso de movimiento', 'Acreditación de intereses en tu caja de ahorro: $ 1.200')).toBe(true);
  });
});

// «por Plin de MARCO RUIZ»: the wallet is how a named person sent the money, not the user's end.
describe('money in through a wallet, from a person named', () => {
  const received: [string, { from: string; subject: string; body: string }, number][] = [
    [
      'BBVA Perú',
      {
        from: 'procesos@bbva.com.pe',
        subject: 'Recibiste un Plin',
        body: 'Recibiste S/ 35.00 por Plin de ELENA CASTRO VARGAS en tu cuenta de ahorros ****8127.',
      },
      3500,
    ],
    [
      'BCP',
      {
        from: 'notificaciones@notificacionesbcp.com.pe',
        subject: 'Recibiste dinero',
        body: 'Recibiste S/ 120.00 vía Yape de Jorge Salazar en tu Cuenta de Ahorros ****6012. 25/11/2026',
      },
      12000,
    ],
  ];
  for (const [account, message, amount] of received)
    it(`records «${message.body.slice(0, 36)}…» as income in ${account}`, () => {
      const reading = readAlert(message, fixtureContext('PE'));
      expect(reading.kind).toBe('capture');
      if (reading.kind !== 'capture') return;
      const capture = reading.outcome.capture;
      expect([capture.kind, capture.account.name, capture.amount]).toEqual(['income', account, amount]);
    });

  it('still asks when no one is named as who sent it through the wallet', () => {
    const reading = readAlert(
      {
        from: 'notificaciones@notificacionesbcp.com.pe',
        subject: 'Recibiste dinero',
        body: 'Recibiste S/ 200.00 por Yape en tu Cuenta de Ahorros ****6012. 25/11/2026',
      },
      fixtureContext('PE'),
    );
    expect(reading.kind).not.toBe('capture');
  });
});
