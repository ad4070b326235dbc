import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readAlert } from './read.ts';

/*
 * Alert mails that blind-n saw saved wrong in silence (decision 035): cash taken out of a wallet,
 * a card's cash advance paid into an own account, money received from another own account said as
 * «procedente de», money in from «otro banco» the user has an account at. Wording of our own.
 */

const read = (country: Parameters<typeof fixtureContext>[0], from: string, subject: string, body: string) => {
  const reading = readAlert({ from, subject, body }, fixtureContext(country));
  if (reading.kind === 'ask') return 'asked';
  if (reading.kind !== 'capture') return reading.kind;
  const { kind, amount, account, toAccount } = reading.outcome.capture;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null };
};

describe('cash taken out of a wallet', () => {
  it('is a transfer from the wallet to cash, never spending from cash', () => {
    expect(
      read('AR', 'avisos@mercadopago.com.ar', 'Retiro', 'Retiraste $8.000 en efectivo en un Pago Fácil el 03/11/2026.'),
    ).toEqual({ kind: 'transfer', amount: 800_000, account: 'Mercado Pago', to: 'Efectivo' });
    expect(
      read(
        'AR',
        'avisos@mercadopago.com.ar',
        'Retiro de dinero',
        'Retiraste $15.000 en efectivo en RAPIPAGO SAN MARTIN 455 el 12/11/2026. Operación #9912',
      ),
    ).toMatchObject({ kind: 'transfer', account: 'Mercado Pago', to: 'Efectivo' });
  });

  it('is still a bank’s withdrawal to cash when the account is named', () => {
    expect(
      read(
        'CO',
        'alertas@bancolombia.com.co',
        'Retiro',
        'Bancolombia le informa Retiro por $200.000 en CAJERO ANDINO desde cta *7710. 20/11/2026',
      ),
    ).toMatchObject({ kind: 'transfer', account: 'Bancolombia', to: 'Efectivo' });
  });
});

describe('a cash advance paid into an own account', () => {
  it('is a transfer from the card to that account', () => {
    expect(
      read(
        'CL',
        'avisos@bancoripley.cl',
        'Súper Avance',
        'Realizaste un Súper Avance por $90.000 con tu Tarjeta Ripley ****7781, abonado en tu CuentaRUT el 02/11/2026. Cuotas: 3.',
      ),
    ).toEqual({ kind: 'transfer', amount: 90_000, account: 'Ripley', to: 'CuentaRUT' });
  });
});

describe('money received from another own account', () => {
  it('comes from the account «procedente de»', () => {
    expect(
      read(
        'ES',
        'avisos@ing.es',
        'Movimiento',
        'Has recibido una transferencia de 250,00 € en tu cuenta terminada en 1199 procedente de tu cuenta Santander ****6304. Fecha: 20/11/2026.',
      ),
    ).toEqual({ kind: 'transfer', amount: 25_000, account: 'Santander', to: 'ING' });
  });

  it('is asked when it comes from «otro banco» the user has an account at, and no one is named', () => {
    expect(
      read(
        'PE',
        'avisos@bbva.com.pe',
        'Abono',
        'BBVA: Recibiste un abono de S/ 300.00 en tu Cuenta ****8127 proveniente de otro banco (BCP) el 12/11/2026.',
      ),
    ).toBe('asked');
  });

  it('is income when someone is named as who sent it', () => {
    expect(
      read(
        'PE',
        'avisos@bbva.com.pe',
        'Abono',
        'BBVA: Recibiste un abono de S/ 90.00 de ANA ROJAS proveniente de otro banco (BCP) en tu cuenta ****8127.',
      ),
    ).toMatchObject({ kind: 'income', account: 'BBVA Perú' });
    expect(
      read(
        'ES',
        'avisos@ing.es',
        'Transferencia',
        'Has recibido una transferencia de 90,00 € de LAURA GIL procedente de CaixaBank en tu cuenta terminada en 1199.',
      ),
    ).toMatchObject({ kind: 'income', account: 'ING' });
  });
});
