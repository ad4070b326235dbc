import { describe, expect, it } from 'vitest';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';

/*
 * Pasted alerts: a move between two own accounts told «de su cuenta … a cuenta …», the bank's fee
 * named at the amount, cash put into an account, the person a transfer went to with the writer's
 * words after a dash, and an English notice written with separators. Wording of our own.
 */

const TODAY = '2026-11-26';
const contexts = {
  CO: parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'COP'),
    accountRef('Banco de Bogotá', 'savings', 'COP', ['4410']),
    accountRef('Colchón', 'savings', 'COP', ['8826']),
    accountRef('Mastercard Bogotá', 'credit_card', 'COP', ['5093']),
  ]),
  MX: parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'MXN'),
    accountRef('Santander', 'checking', 'MXN', ['3377']),
    accountRef('Inversión', 'savings', 'MXN', ['6014']),
  ]),
  CL: parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'CLP'),
    accountRef('Cuenta Vista', 'checking', 'CLP', ['7150']),
    accountRef('Visa BCI', 'credit_card', 'CLP', ['9902']),
  ]),
  PE: parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'PEN'),
    accountRef('Scotiabank', 'savings', 'PEN', ['2045']),
  ]),
  AR: parseContext(TODAY, [accountRef('Efectivo', 'cash', 'ARS'), accountRef('Macro', 'checking', 'ARS', ['6630'])]),
  ES: parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'EUR'),
    accountRef('Sabadell', 'checking', 'EUR', ['4471']),
    accountRef('Wise', 'checking', 'EUR', ['3008']),
  ]),
};

const read = (country: keyof typeof contexts, text: string) => {
  const outcome = parseAlert(text, contexts[country]);
  if (!outcome) return 'not an alert';
  if (!outcome.ok) return { asked: outcome.question.reason };
  const { kind, amount, account, toAccount, categoryId, payee, date } = outcome.capture;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null, category: categoryId, payee, date };
};

describe('money between two own accounts, by their digits', () => {
  it('goes from the account after «de su cuenta» to the one after «a cuenta»', () => {
    expect(
      read(
        'CO',
        'Banco de Bogotá le informa: Transferencia por $450.000 de su cuenta 4410 a cuenta 8826 exitosa 20/11/2026',
      ),
    ).toMatchObject({
      kind: 'transfer',
      amount: 450000,
      account: 'Banco de Bogotá',
      to: 'Colchón',
      date: '2026-11-20',
    });
    expect(
      read('MX', 'Santander: Traspaso de $3,000.00 de tu cuenta *3377 a tu cuenta *6014 realizado con éxito'),
    ).toMatchObject({ kind: 'transfer', amount: 300000, account: 'Santander', to: 'Inversión' });
  });

  it('reads the way from «a cuenta» when the source has no word of its own', () => {
    expect(read('CO', 'Aviso: movimiento de $120.000 cuenta 8826 a cuenta 4410 el 21/11/2026')).toMatchObject({
      kind: 'transfer',
      account: 'Colchón',
      to: 'Banco de Bogotá',
    });
  });
});

describe('the bank’s fee named at the amount', () => {
  it('is a fee, whatever the charge was for', () => {
    expect(
      read('CL', 'BCI: Cargo por $1.190 comisión giro en cajero de otro banco Cuenta Vista 7150. 23/11/2026'),
    ).toMatchObject({
      kind: 'expense',
      amount: 1190,
      account: 'Cuenta Vista',
      category: 'Intereses y comisiones',
      date: '2026-11-23',
    });
    expect(
      read('PE', 'Scotiabank: Se cobró S/ 7.50 por comisión de transferencia interbancaria cuenta ****2045'),
    ).toMatchObject({ kind: 'expense', amount: 750, category: 'Intereses y comisiones' });
  });

  it('is spending when the alert says the fee was «cargada» or «cobrada»', () => {
    expect(
      read('ES', 'Sabadell: Comisión de administración 3,50 EUR cargada en tu cuenta ··4471. 22/11/2026'),
    ).toMatchObject({
      kind: 'expense',
      amount: 350,
      account: 'Sabadell',
      category: 'Intereses y comisiones',
      date: '2026-11-22',
    });
  });

  it('leaves a transfer that mentions a nil fee further on as the transfer', () => {
    const outcome = read(
      'PE',
      'Scotiabank: Transferencia de S/ 200.00 desde tu cuenta ****2045 a Rosa Quispe Mamani. Comisión: S/ 0.00',
    );
    expect(outcome).toMatchObject({ kind: 'expense', amount: 20000, payee: 'Rosa Quispe Mamani' });
    expect(outcome).not.toMatchObject({ category: 'Intereses y comisiones' });
  });
});

describe('cash put into an account', () => {
  it('moves from the cash the person holds into the account', () => {
    expect(
      read('CL', 'BCI: Depósito en efectivo de $80.000 en Cuenta Vista 7150 vía Servipag. 22/11/2026'),
    ).toMatchObject({
      kind: 'transfer',
      amount: 80000,
      account: 'Efectivo',
      to: 'Cuenta Vista',
      date: '2026-11-22',
    });
    expect(read('ES', 'Sabadell: Ingreso en efectivo de 300,00 EUR en tu cuenta ··4471 en cajero')).toMatchObject({
      kind: 'transfer',
      account: 'Efectivo',
      to: 'Sabadell',
    });
    expect(read('MX', 'Santander: Depositaste $2,500.00 en efectivo en OXXO a tu cuenta *3377')).toMatchObject({
      kind: 'transfer',
      account: 'Efectivo',
      to: 'Santander',
    });
  });

  it('is not one’s own cash when someone else deposited it', () => {
    expect(
      read('MX', 'Santander: Depósito en efectivo de $1,000.00 realizado por MARIO LOPEZ a tu cuenta *3377'),
    ).not.toMatchObject({ kind: 'transfer' });
  });

  it('asks when the account the cash went into is not known', () => {
    expect(read('CL', 'BCI: Depósito en efectivo de $50.000 en cuenta 4821 vía Caja Vecina')).toMatchObject({
      asked: expect.any(String),
    });
  });
});

describe('a transfer to a person, with the writer’s words after a dash', () => {
  it('names the person and files it by the words', () => {
    expect(
      read(
        'CL',
        'BCI: Transferencia de $45.000 desde Cuenta Vista ****7150 a María José Fuentes realizada el 25/11/2026 — la cuota del cumpleaños',
      ),
    ).toMatchObject({ kind: 'expense', payee: 'María José Fuentes', category: 'Regalos', date: '2026-11-25' });
    expect(
      read('AR', 'Macro: Transferiste $ 30.000 desde tu cuenta 6630 a Lucía Benítez - eran las entradas del recital'),
    ).toMatchObject({ kind: 'expense', payee: 'Lucía Benítez', category: 'Cine y eventos' });
  });

  it('keeps a shop written after a hyphen in capitals as the shop, not a note', () => {
    expect(read('MX', 'Santander: Cargo por $1,299.00 - LIVERPOOL INSURGENTES con tu tarjeta *3377')).toMatchObject({
      payee: 'Liverpool Insurgentes',
    });
  });
});

describe('an English notice written with separators', () => {
  it('reads the app and the day between the dots', () => {
    expect(read('ES', 'Paid €8.40 at Five Guys · Wise · 23 Nov 2026')).toMatchObject({
      kind: 'expense',
      amount: 840,
      account: 'Wise',
      date: '2026-11-23',
      payee: 'Five Guys',
    });
    expect(read('ES', 'You spent €15.00 at TICKETMASTER | Sabadell | Nov 21, 2026')).toMatchObject({
      account: 'Sabadell',
      date: '2026-11-21',
    });
  });
});

describe('a purchase abroad with the account’s own amount beside it', () => {
  it('saves what the account paid', () => {
    expect(read('CL', 'BCI: Compra internacional por USD 9,99 (CLP 9.580) en SPOTIFY tarjeta ****9902')).toMatchObject({
      kind: 'expense',
      amount: 9580,
      account: 'Visa BCI',
    });
    expect(
      read('MX', 'Santander: Compra en el extranjero EUR 20.00 (MXN 412.35) en BOOKING tarjeta *3377'),
    ).toMatchObject({
      amount: 41235,
      account: 'Santander',
    });
  });

  it('still asks when only the foreign amount is said', () => {
    expect(read('CL', 'BCI: Compra internacional por USD 9,99 en SPOTIFY tarjeta ****9902')).toEqual({
      asked: 'alert_currency',
    });
  });
});

describe('money sent, told in English', () => {
  it('is a move to one’s own account named by its digits', () => {
    expect(read('ES', 'Wise: Sent €150 to SABADELL account ES91 **** 4471')).toMatchObject({
      kind: 'transfer',
      amount: 15000,
      account: 'Wise',
      to: 'Sabadell',
    });
  });

  it('is spending sent to a person', () => {
    expect(read('ES', 'Wise: You sent €25.00 to Marta Gil')).toMatchObject({
      kind: 'expense',
      amount: 2500,
      account: 'Wise',
      payee: 'Marta Gil',
    });
  });
});
