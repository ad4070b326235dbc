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
