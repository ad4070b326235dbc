import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { parseAlert } from './alerts.ts';

/*
 * Pasted alerts of a bank charging for itself, of a biller paid, of an authorised card operation,
 * and alerts written in English (decision 031). Wording of our own, in several banks.
 */

const CATEGORIES = [
  { id: 'c-fees', name: 'Intereses y comisiones', kind: 'expense' as const, parentId: null, key: 'debt.fees' },
  { id: 'c-refunds', name: 'Reembolsos', kind: 'income' as const, parentId: null, key: 'income.refunds' },
];

const read = (country: Parameters<typeof fixtureContext>[0], text: string) => {
  const outcome = parseAlert(text, { ...fixtureContext(country, '2026-11-26'), categories: CATEGORIES });
  if (!outcome) return 'not an alert';
  if (!outcome.ok) return { asked: outcome.question.reason };
  const { kind, amount, account, toAccount, categoryId, payee, date } = outcome.capture;
  const category = CATEGORIES.find((item) => item.id === categoryId)?.name ?? null;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null, category, payee, date };
};

describe('a bank charging for itself', () => {
  it('is a fee paid to the bank the heading names', () => {
    expect(read('CO', 'Bancolombia: Cobro de cuota de manejo $24.900 tarjeta *4821 20/11/2026')).toMatchObject({
      kind: 'expense',
      amount: 24900,
      account: 'Visa Bancolombia',
      category: 'Intereses y comisiones',
      payee: 'Bancolombia',
      date: '2026-11-20',
    });
    expect(read('ES', 'CaixaBank: Cargo comision de mantenimiento 12,00 EUR cuenta ...5580')).toMatchObject({
      kind: 'expense',
      amount: 1200,
      category: 'Intereses y comisiones',
      payee: 'CaixaBank',
    });
    expect(read('AR', 'Santander: se cobro comision mensual $ 5.400,00 en tu cuenta 2870')).toMatchObject({
      amount: 540000,
      category: 'Intereses y comisiones',
      payee: 'Santander',
    });
  });

  it('names the bank from the account when the alert has no heading', () => {
    expect(read('PE', 'Se realizo un cargo de S/ 15.00 por membresia anual en tu Tarjeta Visa ****4419')).toMatchObject(
      { amount: 1500, account: 'Interbank Visa', category: 'Intereses y comisiones', payee: 'Interbank' },
    );
  });

  it('keeps a shop’s membership as the shop’s', () => {
    expect(read('MX', 'Banorte: Compra por $1,499.00 en COSTCO membresia anual tarjeta *1047')).toMatchObject({
      category: null,
    });
  });

  it('adds up a charge told in parts, never saving one part', () => {
    expect(
      read('MX', 'Se cargaron $205.10 por intereses ordinarios y $32.82 de IVA a tu tarjeta LikeU terminacion 3092.'),
    ).toMatchObject({ kind: 'expense', amount: 23792, account: 'Santander LikeU', category: 'Intereses y comisiones' });
    expect(
      read('PE', 'Interbank: Se cargo S/ 18.40 por intereses y S/ 5.00 por comision de envio en tu Tarjeta ****4419'),
    ).toMatchObject({ amount: 2340, category: 'Intereses y comisiones', payee: 'Interbank' });
  });

  it('asks when the parts of a charge are not all named', () => {
    expect(read('MX', 'Cargo por intereses $120.00 y $80.00 tarjeta *1047')).toEqual({ asked: 'several_amounts' });
  });
});

describe('a biller paid, an authorised operation', () => {
  it('names the company written in small letters', () => {
    expect(
      read('CL', 'BancoEstado: Pago de cuenta Metrogas Chile por $31.200 con cargo a CuentaRUT ****2288'),
    ).toMatchObject({ kind: 'expense', amount: 31200, account: 'CuentaRUT', payee: 'Metrogas Chile' });
  });

  it('is spending when the card operation was authorised', () => {
    expect(
      read('ES', 'Tarjeta VISA ...7743: operacion de 45,60 EUR en FNAC CALLAO autorizada. 23/11/2026'),
    ).toMatchObject({
      kind: 'expense',
      amount: 4560,
      account: 'Tarjeta Visa',
      date: '2026-11-23',
    });
  });
});

describe('an alert in English', () => {
  it('is money back from the shop that refunded', () => {
    expect(read('ES', 'Revolut: Refund of €12.50 from DECATHLON has been added to your account')).toMatchObject({
      kind: 'income',
      amount: 1250,
      account: 'Revolut',
      category: 'Reembolsos',
      payee: 'Decathlon',
    });
    expect(read('ES', 'Great! MANGO refunded you €27.99 to your card ··9012.')).toMatchObject({
      kind: 'income',
      amount: 2799,
      category: 'Reembolsos',
      payee: 'Mango',
    });
  });

  it('is a transfer when the money came from another own account', () => {
    expect(read('ES', 'Revolut: €150.00 added to your account from CaixaBank ··5580')).toMatchObject({
      kind: 'transfer',
      amount: 15000,
      account: 'CaixaBank',
      to: 'Revolut',
    });
  });

  it('reads a purchase and money received', () => {
    expect(read('ES', 'You spent €18.40 at IKEA with your card ··9012 on 21 Nov 2026.')).toMatchObject({
      kind: 'expense',
      amount: 1840,
      account: 'Revolut',
      payee: 'Ikea',
      date: '2026-11-21',
    });
    expect(
      read('MX', 'Your Nu card ending in 6621 was used for a purchase of MXN 215.00 at DIDI FOOD on Nov 24, 2026.'),
    ).toMatchObject({ kind: 'expense', amount: 21500, account: 'Tarjeta Nu', payee: 'Didi Food', date: '2026-11-24' });
    expect(read('ES', 'Hi, you received €30.00 from LUCIA PEREZ to your Revolut account ··9012.')).toMatchObject({
      kind: 'income',
      amount: 3000,
      account: 'Revolut',
      payee: 'Lucia Perez',
    });
  });
});

describe('money a person sends for something spent', () => {
  it('is their share paid back', () => {
    expect(
      read('ES', 'BBVA: Has recibido un Bizum de 22,00 EUR de PEDRO SANZ. Concepto: pizzas viernes'),
    ).toMatchObject({
      kind: 'income',
      category: 'Reembolsos',
      payee: 'Pedro Sanz',
    });
    expect(read('CO', 'Nequi: Recibiste $18.000 de CAMILA ROJAS. Mensaje: el almuerzo de hoy')).toMatchObject({
      kind: 'income',
      category: 'Reembolsos',
    });
  });

  it('is not money back when the message says it was a sale', () => {
    expect(
      read('PE', 'Yape: Recibiste S/ 35.00 de LUIS PAREDES. Mensaje: los alfajores que me vendiste'),
    ).toMatchObject({
      kind: 'income',
      category: null,
    });
  });

  it('is not money back when the message names earnings', () => {
    expect(
      read('ES', 'BBVA: Has recibido un Bizum de 40,00 EUR de RAUL GIL. Concepto: clases de ingles'),
    ).toMatchObject({
      kind: 'income',
      category: null,
    });
  });
});

describe('the shop right after the amount', () => {
  it('is the payee whatever the case of the word after it', () => {
    expect(read('MX', 'Banorte. Compra aprobada $310.00 OXXO REFORMA tarjeta *1047 21/11/26')).toMatchObject({
      kind: 'expense',
      amount: 31000,
      payee: 'Oxxo Reforma',
    });
  });
});

describe('who paid, in words a sentence opens with', () => {
  it('names the person who sent it and the shop that gave it back', () => {
    expect(read('AR', '¡Recibiste $ 22.000! Sofía Díaz te envió dinero a tu cuenta de Mercado Pago.')).toMatchObject({
      kind: 'income',
      account: 'Mercado Pago',
      payee: 'Sofía Díaz',
    });
    expect(read('PE', '¡Te yapearon! Ana M. Ruiz te envió S/ 40.00.')).toMatchObject({
      kind: 'income',
      payee: 'Ana M. Ruiz',
    });
    expect(
      read(
        'MX',
        'Te devolvimos $540.00 de tu compra en Mercado Libre. Ya está disponible en tu cuenta de Mercado Pago.',
      ),
    ).toMatchObject({ kind: 'income', account: 'Mercado Pago', category: 'Reembolsos', payee: 'Mercado Libre' });
  });
});
