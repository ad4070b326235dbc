import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { parseAlert } from './alerts.ts';
import { isBankNotice } from './notices.ts';

/*
 * Pasted alerts that were saved wrong in silence (blind-n, decision 035): a statement or a minimum
 * payment due (no money moved), a yield «del día», a payment with cashback, money sent to the
 * user's own wallet. Wording of our own, in several banks.
 */

const CATEGORIES = [
  {
    id: 'c-interest',
    name: 'Intereses y rendimientos',
    kind: 'income' as const,
    parentId: null,
    key: 'income.interest',
  },
  { id: 'c-refunds', name: 'Reembolsos', kind: 'income' as const, parentId: null, key: 'income.refunds' },
];

const read = (country: Parameters<typeof fixtureContext>[0], text: string) => {
  if (isBankNotice(text)) return 'notice';
  const outcome = parseAlert(text, { ...fixtureContext(country, '2026-11-26'), categories: CATEGORIES });
  if (!outcome) return 'not an alert';
  if (!outcome.ok) return { asked: outcome.question.reason };
  const { kind, amount, account, toAccount, categoryId } = outcome.capture;
  const category = CATEGORIES.find((item) => item.id === categoryId)?.name ?? null;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null, category };
};

describe('a statement or a payment due', () => {
  it('moves no money', () => {
    expect(read('MX', 'BBVA: El pago mínimo de tu tarjeta por $2,480.50 vence el 15/12/2026. Paga a tiempo.')).toBe(
      'notice',
    );
    expect(
      read(
        'CL',
        'Santander: Tu estado de cuenta de octubre ya está disponible. Total a pagar $512.000, vencimiento 05/12.',
      ),
    ).toBe('notice');
    expect(read('ES', 'Tu extracto ya está disponible. Importe a pagar 340,20 €, fecha límite de pago 05/12')).toBe(
      'notice',
    );
  });

  it('is still a movement when the alert says the payment was made', () => {
    expect(
      read('CO', 'Bancolombia: Pagaste $350.000 a tu tarjeta *4821 desde tu cuenta *7710. Pago mínimo cubierto.'),
    ).not.toBe('notice');
  });
});

describe('a yield of the day', () => {
  it('is income filed as interest, never spending at a shop named «Día»', () => {
    expect(read('AR', 'Mercado Pago: Rendimientos del día: ganaste $815,20 con tu dinero en cuenta.')).toMatchObject({
      kind: 'income',
      amount: 81_520,
      account: 'Mercado Pago',
      category: 'Intereses y rendimientos',
    });
    expect(read('MX', 'Mercado Pago: Tus rendimientos del día: generaste $12.40')).toMatchObject({
      kind: 'income',
      category: 'Intereses y rendimientos',
    });
  });
});

describe('a payment with cashback', () => {
  it('is the payment, never income of the amount paid', () => {
    expect(
      read('AR', 'Mercado Pago: Pagaste $7.350 a PANADERIA LA ESPIGA. Te devolvimos $370 de dinero en cuenta.'),
    ).toMatchObject({ kind: 'expense', amount: 735_000, account: 'Mercado Pago' });
    expect(
      read('AR', 'Mercado Pago: Pagaste $2.100 en FARMACIA CENTRAL con QR. Te devolvimos $105 de dinero en cuenta.'),
    ).toMatchObject({ kind: 'expense', amount: 210_000 });
  });

  it('a refund alone is still income', () => {
    expect(read('AR', 'Mercado Pago: Te devolvimos $1.500 de tu compra en LIBRERIA SUR.')).toMatchObject({
      kind: 'income',
    });
  });
});

describe('money sent to the user’s own wallet', () => {
  it('is a transfer from the bank to the wallet', () => {
    expect(
      read('PE', 'BCP: Transferencia de S/ 80.00 a tu Plin desde tu cuenta ****6012 realizada con éxito.'),
    ).toMatchObject({ kind: 'transfer', amount: 8_000, account: 'BCP', to: 'Plin' });
    expect(read('PE', 'BCP: Transferiste S/ 120.00 a tu Yape desde tu cuenta ****6012.')).toMatchObject({
      kind: 'transfer',
      account: 'BCP',
      to: 'Yape',
    });
  });
});

describe('cash taken out of a wallet, or a cash advance into an account', () => {
  it('leaves the wallet or the card, never spending from cash', () => {
    expect(
      read('AR', 'Retiraste $5.000 en efectivo en RAPIPAGO CENTRO con tu dinero en cuenta de Mercado Pago'),
    ).toMatchObject({ kind: 'transfer', account: 'Mercado Pago', to: 'Efectivo' });
    expect(
      read('CL', 'Ripley: Súper Avance por $75.000 con tu Tarjeta ****7781, depositado en tu CuentaRUT ****2288.'),
    ).toMatchObject({ kind: 'transfer', amount: 75_000, account: 'Ripley', to: 'CuentaRUT' });
  });
});
