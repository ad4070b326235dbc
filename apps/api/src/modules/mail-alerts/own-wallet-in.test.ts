import { describe, expect, it } from 'vitest';
import { readMail } from '../../../test/helpers/mail-read.ts';

// A bank's mail of money that reached the user's account from their own wallet: a transfer from
// the wallet into the account (decision 035). Wording of our own.
describe('money in from the user’s own wallet, by mail', () => {
  it('moves it from the wallet into the account the mail names', () => {
    expect(
      readMail(
        {
          from: 'notificaciones@notificacionesbcp.com.pe',
          subject: 'Te llegó dinero',
          body: 'Recibiste S/ 140.00 desde tu Yape en tu Cuenta de Ahorros ****6012 el 23/11/2026.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 14_000, account: 'Yape', to: 'BCP', date: '2026-11-23' });
  });

  it('takes the bank that sends it as the account reached when the mail names no other', () => {
    expect(
      readMail(
        {
          from: 'notificaciones@notificacionesbcp.com.pe',
          subject: 'Transferencia recibida',
          body: 'Recibiste S/ 66.00 desde tu Plin. Fecha: 22/11/2026',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 6_600, account: 'Plin', to: 'BCP' });
  });

  it('reads a Colombian bank’s mail from the user’s Nequi', () => {
    expect(
      readMail(
        {
          from: 'alertasynotificaciones@notificacionesbancolombia.com',
          subject: 'Recibiste dinero',
          body: 'Bancolombia: Recibiste $95.000 desde tu Nequi en tu cuenta de ahorros *7710 el 21/11/2026.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 95_000, account: 'Nequi', to: 'Bancolombia' });
  });
});
