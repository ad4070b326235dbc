import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { findAmounts } from './amounts.ts';
import { readParts } from './capture-list.ts';
import { findDate } from './dates.ts';
import { splitMovements } from './multi.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Lists told as scenes, prices written with no comma, spending out of money just received, and the
// numbers in a message that are no amount (a day of last month, a road's code). The examples are
// written here in each country's way, not taken from a blind corpus.

const ACCOUNTS: Record<string, AccountRef[]> = {
  CO: [
    accountRef('Efectivo', 'cash', 'COP'),
    accountRef('Bancolombia', 'savings', 'COP'),
    accountRef('Nequi', 'other', 'COP'),
  ],
  MX: [
    accountRef('Efectivo', 'cash', 'MXN'),
    accountRef('BBVA', 'checking', 'MXN'),
    accountRef('Tarjeta Nu', 'credit_card', 'MXN'),
  ],
  AR: [
    accountRef('Efectivo', 'cash', 'ARS'),
    accountRef('Galicia', 'checking', 'ARS'),
    accountRef('Mercado Pago', 'other', 'ARS'),
  ],
  CL: [accountRef('Efectivo', 'cash', 'CLP'), accountRef('CuentaRUT', 'checking', 'CLP')],
  PE: [accountRef('Efectivo', 'cash', 'PEN'), accountRef('BCP', 'savings', 'PEN'), accountRef('Yape', 'other', 'PEN')],
  ES: [
    accountRef('Efectivo', 'cash', 'EUR'),
    accountRef('BBVA', 'checking', 'EUR'),
    accountRef('ING', 'checking', 'EUR'),
  ],
};
const contextOf = (country: string): ParseContext => ({
  today: '2026-11-26',
  accounts: ACCOUNTS[country]!,
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
});
type Read = { kind: string; amount: number; account: AccountRef; categoryId: string | null; date: string };
const said = (capture: Read, withCategory: boolean) =>
  `${capture.kind} ${capture.amount} ${capture.account.name}${withCategory ? ` ${capture.categoryId ?? '-'}` : ''}`;

/** Each part as «kind amount account», «ask» when a part is asked about, «one» when not read as a list. */
function readList(country: string, text: string, withCategory = false): string[] | 'ask' | 'one' {
  const context = contextOf(country);
  const parts = splitMovements(text, context.accounts);
  if (!parts) return 'one';
  const read = readParts(parts, context);
  if (read.some((item) => !item.outcome.ok)) return 'ask';
  return read.map((item) => said((item.outcome as { ok: true; capture: Read }).capture, withCategory));
}

describe('a last part told as a scene of its own', () => {
  it.each([
    [
      'CO',
      'ayer desayuné 8 mil y luego pagué el parqueadero 5.000 con nequi',
      ['expense 8000 Efectivo', 'expense 5000 Nequi'],
    ],
    [
      'MX',
      'tacos 90 y en la tarde compré un libro 250 con la nu',
      ['expense 9000 Efectivo', 'expense 25000 Tarjeta Nu'],
    ],
    [
      'AR',
      'pizza 12 lucas y a la noche pedimos helado 9 lucas con mercado pago',
      ['expense 1200000 Efectivo', 'expense 900000 Mercado Pago'],
    ],
  ])('%s «%s» gives its account to that part only', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });

  it.each([
    ['ES', 'taxi 8 y cena 30 con el bbva', ['expense 800 BBVA', 'expense 3000 BBVA']],
    ['ES', 'café 3 y luego el súper 40, todo con ING', ['expense 300 ING', 'expense 4000 ING']],
  ])('%s «%s»: a list closed with «y», or «todo», still shares it', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });
});

describe('what is said of every part', () => {
  it.each([
    [
      'ES',
      'luz 45, agua 20 y el móvil 15, todo domiciliado en ING',
      ['expense 4500 ING', 'expense 2000 ING', 'expense 1500 ING'],
    ],
    [
      'CO',
      'arriendo 900 mil y administración 150 mil, los dos debitados de bancolombia',
      ['expense 900000 Bancolombia', 'expense 150000 Bancolombia'],
    ],
  ])('%s «%s»', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });
});

describe('amounts said with a half', () => {
  it.each([
    ['CL', 'micro 800 y dos lucas y media en completos', ['expense 800 Efectivo', 'expense 2500 Efectivo']],
    ['AR', 'taxi 3.000 y luca y media de café', ['expense 300000 Efectivo', 'expense 150000 Efectivo']],
  ])('%s «%s»: «y media» is no new part', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });
});

describe('prices written one after another with no comma', () => {
  it.each([
    [
      'CO',
      'pan 2.500 leche 4.200 huevos 12.000',
      ['expense 2500 Efectivo', 'expense 4200 Efectivo', 'expense 12000 Efectivo'],
    ],
    ['ES', 'frutería 12,50 € panadería 3,20 €', ['expense 1250 Efectivo', 'expense 320 Efectivo']],
    ['AR', 'fiambrería 7.800 kiosco 2.300', ['expense 780000 Efectivo', 'expense 230000 Efectivo']],
  ])('%s «%s» is a list', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });

  it.each([
    ['MX', 'tacos 120 refresco 35'],
    ['CO', 'pagué 50 mil por 2 camisas'],
  ])('%s «%s» is not read as parts', (country, text) => {
    expect(readList(country, text)).toBe('one');
  });
});

describe('one more thing bought with the same money', () => {
  it.each([
    [
      'CL',
      'vendí sopaipillas 20 lucas y gasté 8 lucas en el arroz y las verduras',
      ['income 20000 Efectivo Ventas', 'expense 8000 Efectivo Supermercado'],
    ],
    [
      'PE',
      'gasté 30 en la leche y los huevos, y el taxi 6',
      ['expense 3000 Efectivo Supermercado', 'expense 600 Efectivo Taxi y VTC'],
    ],
  ])('%s «%s»', (country, text, expected) => {
    expect(readList(country, text, true)).toEqual(expected);
  });

  it('a thing named before its amount keeps a second thing apart', () => {
    expect(readList('CO', 'almuerzo 25 mil en el centro y el parqueadero')).toBe('one');
  });
});

describe('spending out of money just received', () => {
  it.each([
    [
      'CO',
      'me llegó la prima de 300 mil y de esa plata le di 50 mil a mi hermana de regalo',
      ['income 300000 Efectivo Primas y bonificaciones', 'expense 50000 Efectivo Regalos'],
    ],
    [
      'MX',
      'vendí mi bici en 2 mil, me pagaron con transferencia a bbva y de ese dinero pagué 400 de la luz',
      ['income 200000 BBVA', 'expense 40000 BBVA'],
    ],
  ])('%s «%s» is a movement of its own, from the same account', (country, text, expected) => {
    const read = readList(
      country,
      text,
      expected.some((item) => item.split(' ').length > 3),
    );
    expect(read).toEqual(expected);
  });

  it('a part of a purchase is still no movement of its own', () => {
    expect(readList('CO', 'mercado 120 mil, de eso gasté 20 mil en trago')).toBe('one');
  });
});

describe('a list told with an opening and a closing', () => {
  it('«te paso lo de ayer» gives its day and no transfer; «y eso lo pagué con …» is the last part', () => {
    const context = contextOf('MX');
    const parts = splitMovements(
      'bueno te paso lo de ayer, fui al oxxo y gasté como 85, luego la gasolina 500 y eso lo pagué con bbva',
      context.accounts,
    )!;
    const read = readParts(parts, context).map((item) => (item.outcome as { ok: true; capture: Read }).capture);
    expect(read.map((capture) => `${said(capture, false)} ${capture.date}`)).toEqual([
      'expense 8500 Efectivo 2026-11-25',
      'expense 50000 BBVA 2026-11-25',
    ]);
  });
});

describe('fifty-céntimo coins in Peru', () => {
  it('«una gaseosa dos chinas y el micro 1.50» is two parts', () => {
    expect(readList('PE', 'una gaseosa dos chinas y el micro 1.50')).toEqual([
      'expense 100 Efectivo',
      'expense 150 Efectivo',
    ]);
  });

  it('«el cafecito una china» is half a sol', () => {
    const outcome = parseCapture('el cafecito una china', contextOf('PE'));
    expect(outcome.ok && outcome.capture.amount).toBe(50);
  });

  it('a person called «una china» is no coin', () => {
    expect(findAmounts('le compre a una china unos tenis 800').map((amount) => amount.integer)).toEqual(['800']);
  });
});

describe('numbers that are no amount', () => {
  it.each([
    ['el 28 del mes pasado pague el gas', '2026-11-26', '2026-10-28'],
    ['el 5 de este mes me pagaron', '2026-11-26', '2026-11-05'],
    ['el dia 3 del mes anterior', '2026-01-15', '2025-12-03'],
  ])('«%s» (today %s) is %s', (text, today, date) => {
    expect(findDate(text, today)?.date).toBe(date);
  });

  it.each([
    ['peaje de la ap-7 9,35', ['9']],
    ['gasolina en la a-4, 52 euros', ['52']],
    ['parking junto a la m-30 6,40', ['6']],
  ])('«%s»: a road code is no amount', (text, integers) => {
    expect(findAmounts(text).map((amount) => amount.integer)).toEqual(integers);
  });

  it('a day of last month and a road code leave one amount to save', () => {
    const outcome = parseCapture('el 12 del mes pasado peaje de la AP-6, 14,20', contextOf('ES'));
    expect(outcome.ok && [outcome.capture.amount, outcome.capture.date]).toEqual([1420, '2026-10-12']);
  });
});
