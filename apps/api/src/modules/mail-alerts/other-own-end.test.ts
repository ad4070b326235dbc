import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readAlert } from './read.ts';

type Mail = Parameters<typeof readAlert>[0];
type Country = Parameters<typeof fixtureContext>[0];

/** A Peruvian user whose Yape is their phone, its last four digits set on the account. */
const peruWithYapePhone = () => {
  const context = fixtureContext('PE');
  return {
    ...context,
    accounts: context.accounts.map((account) => (account.name === 'Yape' ? { ...account, digits: ['4410'] } : account)),
  };
};

const reading = (mail: Mail, country: Country, context = fixtureContext(country)) => {
  const read = readAlert(mail, context);
  if (read.kind !== 'capture') return read.kind;
  const { kind, amount, account, toAccount } = read.outcome.capture;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null };
};

// The other end of money sent is one of the user's own accounts though the reader booked spending.
describe('money sent to a phone that is the user wallet', () => {
  it('moves money sent to the phone of the user Nequi from the wallet that sent it', () => {
    expect(
      reading(
        {
          from: 'notificaciones@daviplata.com',
          subject: 'Envío exitoso',
          body: 'Le enviaste $120.000 al número 310 555 0199 desde tu DaviPlata. Fecha 20/11/2026.',
        },
        'CO',
      ),
    ).toEqual({ kind: 'transfer', amount: 120_000, account: 'Daviplata', to: 'Nequi' });
  });

  it('reads a bank transfer to a masked phone ending in the wallet digits as a transfer', () => {
    expect(
      reading(
        {
          from: 'alertasynotificaciones@notificacionesbancolombia.com',
          subject: 'Transferencia',
          body: 'Bancolombia: Enviaste $35.000 a la llave celular 300***0199 desde tu cuenta *7710 el 21/11/2026.',
        },
        'CO',
      ),
    ).toEqual({ kind: 'transfer', amount: 35_000, account: 'Bancolombia', to: 'Nequi' });
  });

  it('reads a Peruvian phone of nine digits, money in from it as coming from the wallet', () => {
    expect(
      reading(
        {
          from: 'notificaciones@notificacionesbcp.com.pe',
          subject: 'Recibiste dinero',
          body: 'Recibiste S/ 60.00 de 987 654 410 en tu cuenta de ahorros ****6012. 22/11/2026',
        },
        'PE',
        peruWithYapePhone(),
      ),
    ).toEqual({ kind: 'transfer', amount: 6_000, account: 'Yape', to: 'BCP' });
  });

  it('keeps money sent to someone else phone as spending', () => {
    expect(
      reading(
        {
          from: 'notificaciones@daviplata.com',
          subject: 'Envío exitoso',
          body: 'Enviaste $15.000 a 3209874521 desde tu DaviPlata el 20/11/2026.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Daviplata' });
  });

  it('takes a long reference number ending in the wallet digits for no phone', () => {
    expect(
      reading(
        {
          from: 'alertasynotificaciones@notificacionesbancolombia.com',
          subject: 'Alertas y Notificaciones',
          body: 'Bancolombia: Compraste $64.000 en EXITO COLINA con tu T.Deb *7710. Comprobante 0043120199.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Bancolombia' });
  });

  it('asks when the wallet phone is printed but the mail does not say it was where the money went', () => {
    expect(
      reading(
        {
          from: 'notificaciones@daviplata.com',
          subject: 'Pago realizado',
          body: 'Pagaste $15.000 en TIENDA D1 desde tu DaviPlata. Celular registrado 3105550199.',
        },
        'CO',
      ),
    ).toBe('ask');
  });
});

describe('the account booked is where the mail says the money went', () => {
  it('moves money a wallet sent to the user own bank account, said to be theirs', () => {
    expect(
      reading(
        {
          from: 'Mercado Pago <info@mercadopago.com.ar>',
          subject: 'Enviaste dinero',
          body: 'Enviaste $ 25.000 a tu cuenta Santander Río terminada en 2870.',
        },
        'AR',
      ),
    ).toEqual({ kind: 'transfer', amount: 2_500_000, account: 'Mercado Pago', to: 'Santander Río' });
  });

  it('moves money to an account the bank calls «propia» from the account said to pay', () => {
    expect(
      reading(
        {
          from: 'notificaciones@bancolombia.com.co',
          subject: 'Transferencia realizada',
          body: 'Transferiste $400.000 desde tu cuenta *7710 a la cuenta de ahorros *3301 (propia) el 18/11/2026.',
        },
        'CO',
      ),
    ).toEqual({ kind: 'transfer', amount: 400_000, account: 'Bancolombia', to: 'Ahorros' });
  });

  it('asks when the account money went to is not said to be the user own', () => {
    expect(
      reading(
        {
          from: 'Mercado Pago <info@mercadopago.com.ar>',
          subject: 'Transferencia enviada',
          body: 'Transferiste $ 9.000 a GOMEZ LUCIA CBU ...2870.',
        },
        'AR',
      ),
    ).toBe('ask');
  });

  it('reads «tu cuenta» only in the sentence that names the account the money went to', () => {
    expect(
      reading(
        {
          from: 'Mercado Pago <info@mercadopago.com.ar>',
          subject: 'Transferencia enviada',
          body: 'Transferiste $ 9.000 a GOMEZ LUCIA CBU ...2870. Tu cuenta quedó con $ 1.200 disponibles.',
        },
        'AR',
      ),
    ).toBe('ask');
  });

  it('keeps a payment charged to the account («con cargo a tu cuenta») as spending', () => {
    expect(
      reading(
        {
          from: 'BBVA Perú <procesos@bbva.com.pe>',
          subject: 'Operación realizada',
          body: 'Pago de servicio LUZ DEL SUR por S/ 95.10 con cargo a tu cuenta ****8127.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'expense', account: 'BBVA Perú' });
  });

  it('keeps a card payment whose card is «vinculada a tu cuenta» as spending on that account', () => {
    expect(
      reading(
        {
          from: 'ing@ing.es',
          subject: 'Pago con tarjeta',
          body: 'Pago realizado con la tarjeta de débito vinculada a tu cuenta ·1199\nComercio\nMERCADONA\nImporte\n42,15 €\nFecha\n20/11/2026',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', account: 'ING' });
  });
});

describe('an account paid from and with, named twice', () => {
  it('reads «desde tu cuenta BBVA con tarjeta *8834» as a payment from that one account', () => {
    expect(
      reading(
        {
          from: 'notificaciones@bbva.mx',
          subject: 'Pago realizado',
          body: 'Pagaste el recibo de CFE por $412.00 desde tu cuenta BBVA con tarjeta *5120.\nFecha: 19/11/2026',
        },
        'MX',
      ),
    ).toEqual({ kind: 'expense', amount: 41_200, account: 'BBVA', to: null });
  });

  it('reads a purchase «desde tu cuenta ·2231 con la tarjeta de débito 2231» in Spain the same way', () => {
    expect(
      reading(
        {
          from: 'avisos@bbva.es',
          subject: 'Has pagado',
          body: 'Has pagado 18,90 € en FARMACIA LOPEZ desde tu cuenta ·2231 con tu tarjeta de débito ·2231.',
        },
        'ES',
      ),
    ).toEqual({ kind: 'expense', amount: 1_890, account: 'BBVA', to: null });
  });

  it('still asks when a card with no digits is paid from the account', () => {
    expect(
      reading(
        {
          from: 'notificaciones@bbva.mx',
          subject: 'Pago realizado',
          body: 'Pagaste $3,000.00 a tu tarjeta de crédito desde tu cuenta *5120.',
        },
        'MX',
      ),
    ).not.toMatchObject({ kind: 'expense' });
  });
});
