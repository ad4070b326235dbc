import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { looksLikeAlert, parseAlert } from './alerts.ts';
import { detectIntent } from './intent.ts';
import { isBankNotice } from './notices.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Messages that were saved as spending with a success reply though no money was spent: a payment
// the bank or app did not make, a prize draw, a price heard, a count of the day's rides, money
// given back or earned, and cash put into one's own account. Examples of our own, in each
// country's way.

const TODAY = '2026-11-26';
const contextOf = (accounts: AccountRef[]): ParseContext => ({
  today: TODAY,
  accounts,
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
});
const walletAnd = (name: string, currency: string) =>
  contextOf([accountRef('Efectivo', 'cash', currency), accountRef(name, 'other', currency)]);

describe('a payment told in the bank’s voice as not made', () => {
  it.each([
    ['Mercado Pago: No pudimos procesar tu pago de $ 12.300 a FARMACIA DEL SOL.', 'Mercado Pago', 'ARS'],
    ['Mercado Pago: Tu pago de $ 850.00 a Liverpool fue rechazado. Intenta con otra tarjeta.', 'Mercado Pago', 'MXN'],
    ['Interbank: Tu operación de S/ 120.00 no pudo procesarse por fondos insuficientes.', 'Interbank', 'PEN'],
    ['Nequi: Tu envío de $ 40.000 a Carlos no pudo completarse, inténtalo más tarde.', 'Nequi', 'COP'],
  ])('«%s» is read as an alert and nothing is saved', (text, account, currency) => {
    expect(looksLikeAlert(text)).toBe(true);
    expect(parseAlert(text, walletAnd(account, currency))).toEqual({
      ok: false,
      question: { reason: 'alert_not_done' },
    });
  });

  it('still saves the writer’s own payment after a refused card', () => {
    const outcome = parseCapture(
      'me rechazaron la tarjeta en la farmacia y pagué 95 en efectivo',
      walletAnd('Nu', 'MXN'),
    );
    expect(outcome.ok && { kind: outcome.capture.kind, amount: outcome.capture.amount }).toEqual({
      kind: 'expense',
      amount: 95_00,
    });
  });
});

describe('a prize draw is an offer, not a movement', () => {
  it.each([
    'Plin: ¡Participa en el sorteo de fin de año! Plinea y gana hasta S/ 1000',
    'Nequi: inscríbete al concurso de diciembre y llévate hasta $ 2.000.000',
  ])('«%s»', (text) => expect(isBankNotice(text)).toBe(true));

  it('a prize the writer won is not an offer', () =>
    expect(isBankNotice('gané 500 en el sorteo de la oficina')).toBe(false));
});

describe('prices heard and counts of work record nothing', () => {
  it.each([
    'la bolsa de papas esta 45',
    'los pasajes a cusco estan en 250',
    'ayer hice 9 entregas',
    'llevo 14 viajes hoy',
    'hoy completé 20 pedidos',
  ])('«%s»', (text) => expect(detectIntent(text, TODAY).type).toBe('not_money'));

  it.each(['el almuerzo estuvo 15 soles', 'hice 10 carreras y gané 200', 'la bolsa de papas me salió 45'])(
    '«%s» is still a capture',
    (text) => expect(detectIntent(text, TODAY).type).toBe('capture'),
  );
});

describe('money given back or earned is income', () => {
  it.each([
    ['mi hermana me regresó 250 de las entradas', 'MXN', 250_00, 'Reembolsos'],
    ['me regresaron 120 de la cena por transferencia', 'MXN', 120_00, 'Reembolsos'],
    ['me salió un cachuelo de 200 soles', 'PEN', 200_00, 'Honorarios'],
    ['me salió un pololito de 45 lucas, me pagaron al toque', 'CLP', 45_000, 'Honorarios'],
  ])('«%s»', (text, currency, amount, category) => {
    const outcome = parseCapture(text, contextOf([accountRef('Efectivo', 'cash', currency)]));
    expect(
      outcome.ok && {
        kind: outcome.capture.kind,
        amount: outcome.capture.amount,
        category: outcome.capture.categoryId,
      },
    ).toEqual({
      kind: 'income',
      amount,
      category,
    });
  });
});

describe('cash put into one’s own account', () => {
  const accounts = contextOf([
    accountRef('Efectivo', 'cash', 'COP'),
    accountRef('Bancolombia', 'savings', 'COP'),
    accountRef('Visa Bancolombia', 'credit_card', 'COP', ['4410']),
  ]);
  it.each([
    'deposité 80 mil en efectivo a la cuenta de bancolombia',
    'consigné 220 mil en efectivo a la cuenta de bancolombia en el corresponsal del barrio',
  ])('«%s» leaves cash, not the card named like the bank', (text) => {
    const outcome = parseCapture(text, accounts);
    expect(
      outcome.ok && {
        kind: outcome.capture.kind,
        from: outcome.capture.account.name,
        to: outcome.capture.toAccount?.name,
      },
    ).toEqual({ kind: 'transfer', from: 'Efectivo', to: 'Bancolombia' });
  });
});
