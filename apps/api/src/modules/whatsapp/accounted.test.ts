import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { parseAlert } from './alerts.ts';
import { detectIntent } from './intent.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';
import { questionText } from './replies.ts';

// Decision 031's rule: a message is saved only when every part of it is accounted for; otherwise
// it is asked and nothing is saved. Examples written for this file, not taken from a blind corpus.

const TODAY = '2026-11-25';
const categories = defaultCategoryRefs;
const account = accountRef;
const ACCOUNTS: Record<string, AccountRef[]> = {
  CO: [
    account('Efectivo', 'cash', 'COP'),
    account('Bancolombia', 'savings', 'COP', ['3344']),
    account('Nequi', 'other', 'COP', ['2233']),
    account('Visa', 'credit_card', 'COP', ['1122']),
    account('Ahorros', 'savings', 'COP', ['9090']),
  ],
  MX: [
    account('Efectivo', 'cash', 'MXN'),
    account('BBVA', 'checking', 'MXN', ['4455']),
    account('Banorte', 'credit_card', 'MXN', ['7781']),
  ],
  CL: [
    account('Efectivo', 'cash', 'CLP'),
    account('CuentaRUT', 'checking', 'CLP', ['2121']),
    account('Tarjeta Santander', 'credit_card', 'CLP', ['6565']),
  ],
  ES: [
    account('Efectivo', 'cash', 'EUR'),
    account('ING', 'checking', 'EUR', ['1919']),
    account('Revolut', 'other', 'EUR', ['8080']),
  ],
};
const context = (country: string): ParseContext => ({
  today: TODAY,
  accounts: ACCOUNTS[country]!,
  defaultAccountId: 'Efectivo',
  categories,
});
function read(country: string, text: string) {
  const outcome = parseCapture(text, context(country));
  if (!outcome.ok) return outcome.question.reason;
  const { kind, amount, account: from, toAccount } = outcome.capture;
  return { kind, amount, account: from.name, to: toAccount?.name };
}

describe('a chat message is saved only when all of it is accounted for', () => {
  it.each([
    ['two amounts joined by «o»', 'CO', 'pagué 30 o 35 mil de mercado'],
    ['a range', 'CO', 'almuerzo entre 20 y 25 mil'],
    ['an hour', 'CO', 'la cita con el odontólogo a las 16 hs'],
    ['an order number', 'CO', 'mi pedido de rappi #88123'],
    ['a reference too long to be money', 'CO', 'el envío 300012345678 ya salió'],
    ['an instalment, not the total', 'CO', 'el televisor en 12 cuotas de 150 mil'],
    ['an amount per month', 'CO', 'el gimnasio 90 mil al mes por un año'],
    ['a plan', 'CO', 'le debo 50 mil a juan'],
    ['a second number', 'CO', 'taxi 12 mil y 3500 de propina'],
    ['a bank the user has no account with', 'CO', 'mercado 80 mil con davivienda'],
  ])('asks, never saves: %s', (_, country, text) => {
    expect(read(country, text)).toBe('unclear');
  });

  it('still saves ordinary messages with a merchant it does not know, a quantity or the instalments count', () => {
    expect(read('CO', 'donde doña Rosa 8.500')).toMatchObject({ kind: 'expense', amount: 8_500 });
    expect(read('CO', '2 empanadas 6 mil')).toMatchObject({ kind: 'expense', amount: 6_000 });
    expect(read('CO', 'zapatos 240 mil en 3 cuotas con la visa')).toMatchObject({ amount: 240_000, account: 'Visa' });
    expect(read('CO', 'almuerzo 15 mil con nequi')).toMatchObject({ amount: 15_000, account: 'Nequi' });
    expect(read('ES', 'el corte de pelo 15€50')).toMatchObject({ kind: 'expense', amount: 1_550 });
    expect(read('CO', 'la renta 8 mil quinientos')).toMatchObject({ amount: 8_500 });
  });

  it('says what it understood and what is missing, and that nothing was saved', () => {
    const outcome = parseCapture('pagué 30 o 35 mil de mercado', context('CO'));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const text = questionText(outcome.question, 'https://app');
    expect(text).toMatch(/Entendí un gasto de 35 mil/);
    expect(text).toMatch(/no anoté nada/);
    expect(text).not.toMatch(/✅|Anot(é|ado)|^Listo/);
  });
});

describe('money in and moves between own accounts, written in other words', () => {
  it('reads income said with «me pasaron», «me dejó», «me ha entrado», «me ha hecho un bizum»', () => {
    expect(read('CO', 'me pasaron 60 lucas por nequi de la venta de la bici')).toMatchObject({ kind: 'income' });
    expect(read('CL', 'el pituto del finde me dejó 60.000')).toMatchObject({ kind: 'income' });
    expect(read('ES', 'Marta me ha hecho un bizum de 25')).toMatchObject({ kind: 'income' });
    expect(read('ES', 'me ha entrado la paga extra, 1.450 en ING')).toMatchObject({ kind: 'income', account: 'ING' });
  });

  it('reads «metí 500 lucas al ahorro desde bancolombia» as a transfer, and asks when the other end is missing', () => {
    expect(read('CO', 'meti 500 lucas al ahorro desde bancolombia')).toEqual({
      kind: 'transfer',
      amount: 500_000,
      account: 'Bancolombia',
      to: 'Ahorros',
    });
    expect(read('CO', 'guardé 20 mil')).toBe('transfer_accounts');
    // The card named after «pagué … de la» is the one paid, not another card.
    expect(read('MX', 'pague 4,000 de la tarjeta banorte desde bbva')).toMatchObject({
      kind: 'transfer',
      account: 'BBVA',
      to: 'Banorte',
    });
  });

  it('reads an alert naming two own accounts as a transfer between them', () => {
    const between = (country: string, text: string) => {
      const outcome = parseAlert(text, context(country));
      return outcome?.ok
        ? { kind: outcome.capture.kind, from: outcome.capture.account.name, to: outcome.capture.toAccount?.name }
        : outcome?.question.reason;
    };
    expect(
      between('CL', 'Banco X: Pago de Tarjeta de Crédito ****6565 por $120.000 con cargo a tu cuenta ****2121.'),
    ).toEqual({
      kind: 'transfer',
      from: 'CuentaRUT',
      to: 'Tarjeta Santander',
    });
    expect(between('MX', 'BBVA: Transferencia SPEI enviada por $2,000.00 a BANORTE tarjeta ****7781.')).toEqual({
      kind: 'transfer',
      from: 'BBVA',
      to: 'Banorte',
    });
    expect(between('CO', 'Nequi: Recibiste $50.000 por transferencia desde Bancolombia ****3344.')).toEqual({
      kind: 'transfer',
      from: 'Bancolombia',
      to: 'Nequi',
    });
    expect(between('ES', 'Revolut\nDinero añadido\nHas añadido 50,00 € desde la cuenta ****1919')).toEqual({
      kind: 'transfer',
      from: 'ING',
      to: 'Revolut',
    });
  });

  it('reads income alerts and asks about an alert that does not say which way money went', () => {
    const kind = (country: string, text: string) => {
      const outcome = parseAlert(text, context(country));
      return outcome?.ok ? outcome.capture.kind : outcome?.question.reason;
    };
    expect(kind('MX', 'BBVA: Depósito de nómina por $9,000.00 en tu cuenta *4455. 15/11/2026')).toBe('income');
    expect(kind('CL', 'Aviso: Abono de remuneraciones por $500.000 en tu cuenta ****2121.')).toBe('income');
    expect(kind('CO', 'Nequi le informa: Le pasaron $30.000 a su Nequi.')).toBe('income');
    expect(kind('MX', 'BBVA: Movimiento por $1,000.00 en tu cuenta *4455.')).not.toBe('expense');
  });
});

describe('corrections written in other words', () => {
  it('undoes with a reason after it, and moves the account after an apology', () => {
    expect(detectIntent('borra eso, lo pagó mi hermano', TODAY)).toEqual({ type: 'undo' });
    expect(detectIntent('perdona, con el bbva', TODAY)).toEqual({ type: 'reaccount', target: 'bbva' });
  });
});

describe('a number named as a reference', () => {
  it('asks instead of saving the number after código, pedido, orden, DNI or celular', () => {
    for (const text of [
      'el codigo de mi pedido es 45821',
      'mi orden es la 7781',
      'numero de pedido: 5512',
      'mi dni es 4411',
      'el ticket 3321',
    ]) {
      const outcome = parseCapture(text, context('MX'));
      expect(outcome.ok, text).toBe(false);
    }
    expect(parseCapture('pagué el pedido 450 pesos', context('MX')).ok).toBe(true);
  });
});
