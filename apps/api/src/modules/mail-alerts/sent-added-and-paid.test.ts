import { describe, expect, it } from 'vitest';
import { readMail } from '../../../test/helpers/mail-read.ts';

// Money's direction and ends told by a bank's words around the amount (decision 035). Wording of our own.
describe('the direction of money told around the amount', () => {
  it('reads «se acreditó una transferencia … en tu cuenta» as money in', () => {
    expect(
      readMail(
        {
          from: 'avisos@bancogalicia.com.ar',
          subject: 'Movimiento en tu cuenta',
          body: 'Galicia: Se acreditó una transferencia de $58.300,00 en tu cuenta 4402 de ROMERO MARTA.',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'income', amount: 5_830_000, account: 'Galicia', payee: 'Romero Marta' });
  });

  it('does not take pay words in the sender’s note for money in', () => {
    expect(
      readMail(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Transferencia',
          body: 'Transferiste $62.000 desde tu cuenta ****4518 a PEDRO SOTO. Mensaje: sueldo jardinero',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', amount: 62_000, account: 'Banco de Chile', payee: 'Pedro Soto' });
  });

  it('pays a person the bank calls a third party, though their bank is one the user has', () => {
    expect(
      readMail(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Transferencia a terceros',
          body: 'Transferiste $41.000 desde tu cuenta ****4518 a ROSA PINTO (CuentaRUT).',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Banco de Chile', payee: 'Rosa Pinto' });
    // Without those words the person may be the user: asked.
    expect(
      readMail(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Transferencia',
          body: 'Transferiste $41.000 desde tu cuenta ****4518 a ROSA PINTO (CuentaRUT).',
        },
        'CL',
      ),
    ).toBe('ask');
  });

  it('takes a wallet named as the way money was sent for no end of the user’s', () => {
    expect(
      readMail(
        {
          from: 'procesos@bbva.pe',
          subject: 'Envío con Yape',
          body: 'Yape enviado\nMonto\nS/ 35.00\nPara\nLUIS ROJAS\nCuenta\n****8127\nFecha\n24/11/2026',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'expense', amount: 3_500, account: 'BBVA Perú', payee: 'Luis Rojas' });
    // Sent to the wallet itself, it is the user's own wallet.
    expect(
      readMail(
        {
          from: 'procesos@bbva.pe',
          subject: 'Transferencia',
          body: 'Transferiste S/ 35.00 desde tu cuenta ****8127 a tu Yape. 24/11/2026',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'transfer', account: 'BBVA Perú', to: 'Yape' });
  });

  it('reads money added to the writing bank from another own account as a transfer', () => {
    expect(
      readMail(
        {
          from: 'no-reply@revolut.com',
          subject: 'Has añadido dinero',
          body: 'Has añadido dinero\nImporte\n80,00 €\nDesde\nING ****1199\nFecha\n23/11/2026',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 8_000, account: 'ING', to: 'Revolut', date: '2026-11-23' });
    // From digits no account has: asked, never spending.
    expect(
      readMail(
        {
          from: 'no-reply@revolut.com',
          subject: 'Has añadido dinero',
          body: 'Has añadido dinero\nImporte\n80,00 €\nDesde\nBBVA ****4455\nFecha\n23/11/2026',
        },
        'ES',
      ),
    ).toBe('question');
  });

  it('takes no operation number after «Dinero en cuenta» for an account’s digits', () => {
    expect(
      readMail(
        {
          from: 'info@mercadopago.com.mx',
          subject: 'Comprobante de pago',
          body: 'Pagaste $620\nA\nIZZI\nMedio\nDinero en cuenta\nOperación\n80231177564\nFecha\n22/11/2026',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', amount: 62_000, account: 'Mercado Pago', payee: 'Izzi' });
  });

  it('takes the name under a «Para» row, not the label, as the payee', () => {
    expect(
      readMail(
        {
          from: 'info@mercadopago.com.ar',
          subject: 'Comprobante de transferencia',
          body: 'Transferiste $18.500\nPara\nLucía Benítez\nDesde\nDinero en cuenta\nFecha\n25/11/2026',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Mercado Pago', payee: 'Lucía Benítez' });
  });

  it('names the company after the kind of pay as who paid it', () => {
    const read = (body: string) => readMail({ from: 'avisos@gruposantander.es', subject: 'Ingreso', body }, 'ES');
    expect(
      read('Santander: Has recibido 2.150,00 € de NOMINA CLINICA DENTAL SUR SL en tu cuenta ****6304.'),
    ).toMatchObject({
      kind: 'income',
      payee: 'Clinica Dental Sur SL',
    });
    // The pay's month is no payer.
    expect(read('Santander: Has recibido 2.150,00 € en tu cuenta ****6304. Concepto: NOMINA OCTUBRE')).toMatchObject({
      kind: 'income',
      payee: '',
    });
  });

  it('names who was paid or who paid in the shapes of a few more banks', () => {
    expect(
      readMail(
        {
          from: 'bbvanet@bbva.mx',
          subject: 'Transferencia enviada',
          body: 'Enviaste una transferencia SPEI por $900.00 desde tu cuenta *8834 a la cuenta de LUIS ANGEL MORA (HSBC). 26/11/2026',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', account: 'BBVA', payee: 'Luis Angel Mora' });
    // The person's bank is one the user has a card of: still spending paid to the person.
    expect(
      readMail(
        {
          from: 'bbvanet@bbva.mx',
          subject: 'Transferencia enviada',
          body: 'Enviaste una transferencia SPEI por $1,200.00 desde tu cuenta *8834 a la cuenta de JUAN CARLOS PEÑA (Banorte). 25/11/2026',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', account: 'BBVA', payee: 'Juan Carlos Peña' });
    expect(
      readMail(
        {
          from: 'notificaciones@yape.pe',
          subject: '¡Te yapearon!',
          body: 'Ana M. Torres te yapeó S/ 45.00. 25 nov. 2026 10:05.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', account: 'Yape', payee: 'Ana M. Torres' });
    expect(
      readMail(
        {
          from: 'no-reply@revolut.com',
          subject: 'Pago con tarjeta',
          body: 'Has gastado 12,40 € en Glovo con tu tarjeta Revolut ••9012.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Revolut', payee: 'Glovo' });
    expect(
      readMail(
        {
          from: 'alertas@gruposantander.es',
          subject: 'Aviso de movimiento',
          body: 'Cargo de 60,00 EUR en tu cuenta ****6304 por GIMNASIO VITAL C/MAYOR 12.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Santander', payee: 'Gimnasio Vital' });
  });
});
