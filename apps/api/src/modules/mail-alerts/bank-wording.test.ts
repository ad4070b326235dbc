import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readAlert } from './read.ts';

type Mail = Parameters<typeof readAlert>[0];

const reading = (mail: Mail, country: Parameters<typeof fixtureContext>[0]) => {
  const read = readAlert(mail, fixtureContext(country));
  if (read.kind !== 'capture') return read.kind;
  const { kind, amount, date, account, toAccount, payee } = read.outcome.capture;
  return { kind, amount, date, account: account.name, to: toAccount?.name ?? null, payee };
};

// Wording public readers of these banks' mails document (decision 035), with made-up amounts and shops.
describe('Banco de Chile in the words its alert mails use', () => {
  it('reads «se ha realizado una compra … con cargo a Cuenta ****… en SHOP el …»', () => {
    expect(
      reading(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Cargo en Cuenta',
          body: 'Banco de Chile\nTe informamos que se ha realizado una compra por $12.340 con cargo a Cuenta ****4518 en JUMBO LOS DOMINICOS el 14/11/2026 18:22.',
        },
        'CL',
      ),
    ).toEqual({
      kind: 'expense',
      amount: 12_340,
      date: '2026-11-14',
      account: 'Banco de Chile',
      to: null,
      payee: 'Jumbo Los Dominicos',
    });
  });

  it('reads «un giro en Cajero por $…» as cash taken', () => {
    expect(
      reading(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Giro con Tarjeta de Débito',
          body: 'Te informamos que se ha realizado un giro en Cajero por $60.000 con cargo a Cuenta ****4518 el 15/11/2026 10:05.',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 60_000, account: 'Banco de Chile', to: 'Efectivo' });
  });

  it('leaves the same mail in the inbox for a user who never set those digits', () => {
    const context = fixtureContext('CL');
    const without = { ...context, accounts: context.accounts.filter((account) => account.name !== 'Banco de Chile') };
    const read = readAlert(
      {
        from: 'enviodigital@bancochile.cl',
        subject: 'Cargo en Cuenta',
        body: 'Te informamos que se ha realizado una compra por $9.990 con cargo a Cuenta ****4518 en LIDER EXPRESS el 16/11/2026 12:00.',
      },
      without,
    );
    expect(read.kind).toBe('question');
  });
});

describe('the company or shop paid, in more of the banks’ sentences', () => {
  it('takes the company of a recurring or automatic charge', () => {
    expect(
      reading(
        {
          from: 'alertas@banorte.com',
          subject: 'Cargo recurrente aplicado',
          body: 'Estimado cliente: se aplicó cargo recurrente de SPOTIFY MEXICO por $129.00 a su tarjeta terminación 1047. Fecha 12/11/2026.',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', amount: 12_900, account: 'Banorte', payee: 'Spotify Mexico' });
    expect(
      reading(
        {
          from: 'mensajeria@santander.cl',
          subject: 'Cargo automático',
          body: 'Se realizó el cargo automático PAT de VTR COMUNICACIONES por $24.990 en su Tarjeta de Crédito terminada en 5567 el 08/11/2026.',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', amount: 24_990, account: 'Tarjeta Santander', payee: 'Vtr Comunicaciones' });
  });

  it('ends the shop before «a N cuotas»', () => {
    expect(
      reading(
        {
          from: 'avisos@cmrfalabella.cl',
          subject: 'Compra con tu CMR',
          body: 'Hola, registramos una compra por $89.990 en PARIS COSTANERA a 3 cuotas con tu Tarjeta CMR terminada en 3390. 21/11/2026',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', amount: 89_990, account: 'CMR Falabella', payee: 'Paris Costanera' });
  });

  it('takes «en Shop Name» on a line of its own after the amount', () => {
    expect(
      reading(
        {
          from: 'no-reply@revolut.com',
          subject: 'Pago con tarjeta',
          body: 'Has pagado 14,60 €\n\nen Taberna La Concha\n\nTarjeta ···9012 · 18 nov 2026, 21:40',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', amount: 1_460, account: 'Revolut', payee: 'Taberna La Concha' });
  });
});

describe('money the bank says it put in the account', () => {
  it('reads «te acreditamos» and «te depositamos» as money in', () => {
    expect(
      reading(
        {
          from: 'avisos@bancogalicia.com.ar',
          subject: 'Acreditación de haberes',
          body: 'Hola Sofía, te acreditamos $ 845.300,50 en concepto de HABERES en tu cuenta 4402. Fecha: 13/11/2026.',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'income', amount: 84_530_050, date: '2026-11-13', account: 'Galicia' });
    expect(
      reading(
        {
          from: 'notificaciones@notificacionesbcp.com.pe',
          subject: 'Tu sueldo llegó',
          body: 'Hola JORGE, te depositamos tu remuneración de S/ 3,215.00 en tu Cuenta Sueldo ****6012 el 14/11/2026.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', amount: 321_500, date: '2026-11-14', account: 'BCP' });
  });
});
