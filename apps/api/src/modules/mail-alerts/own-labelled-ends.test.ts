import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readAlert } from './read.ts';

/*
 * Transfers between the user's own accounts whose ends the mail labels («Desde:», «Hacia:»,
 * «Cuenta destino:») and says are the user's («entre mis cuentas», «(cuenta propia)»), decision
 * 035. Wording of our own.
 */

type Mail = Parameters<typeof readAlert>[0];

const read = (mail: Mail, country: Parameters<typeof fixtureContext>[0]) => {
  const reading = readAlert(mail, fixtureContext(country));
  if (reading.kind !== 'capture') return reading.kind;
  const { kind, amount, account, toAccount } = reading.outcome.capture;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null };
};

describe('a transfer between own accounts, ends labelled', () => {
  it('is booked when the other end is a current account by its short name and digits', () => {
    expect(
      read(
        {
          from: 'avisos@mails.santander.com.ar',
          subject: 'Transferencia realizada',
          body: 'Transferencia realizada\nDesde: Cuenta Corriente en pesos 2870\nHacia: Banco Galicia CC 4402 (cuenta propia)\nImporte: $ 90.000,00\nFecha: 25/11/2026',
        },
        'AR',
      ),
    ).toEqual({ kind: 'transfer', amount: 9000000, account: 'Santander Río', to: 'Galicia' });
  });

  it('is booked when the wallet is the labelled end of a transfer between the user’s accounts', () => {
    expect(
      read(
        {
          from: 'avisos@notificacionesbcp.com.pe',
          subject: 'Transferencia entre mis cuentas',
          body: 'Transferencia entre mis cuentas\nCuenta origen: Ahorros BCP ****6012\nCuenta destino: Plin (celular ***-***-902)\nMonto: S/ 75.00\nFecha: 25/11/2026',
        },
        'PE',
      ),
    ).toEqual({ kind: 'transfer', amount: 7500, account: 'BCP', to: 'Plin' });
  });

  it('still asks when nothing says the wallet is the user’s', () => {
    expect(
      read(
        {
          from: 'avisos@notificacionesbcp.com.pe',
          subject: 'Constancia de transferencia',
          body: 'Transferencia realizada\nCuenta origen: Ahorros BCP ****6012\nCuenta destino: Plin (celular ***-***-902)\nMonto: S/ 75.00',
        },
        'PE',
      ),
    ).not.toMatchObject({ kind: 'transfer' });
  });
});
