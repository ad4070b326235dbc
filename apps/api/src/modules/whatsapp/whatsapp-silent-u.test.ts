import { describe, expect, it } from 'vitest';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';
import { periodOf } from './ask.ts';
import { detectIntent } from './intent.ts';
import { isBankNotice } from './notices.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';
import { selfRepaired } from './self-repair.ts';

// Single messages once saved wrong with a success reply (blind-u): a one-time code in English, a
// loan granted beforehand, a question naming a range of days, a slip in thousands taken back, a
// relative's spending, dollars said in slang. The examples are written here in other words and
// other countries, not taken from a corpus.

const TODAY = '2026-11-26';
const contextOf = (accounts: ReturnType<typeof accountRef>[]) => parseContext(TODAY, accounts);
const co = contextOf([accountRef('Efectivo', 'cash', 'COP'), accountRef('Nequi', 'other', 'COP')]);
const ar = contextOf([accountRef('Efectivo', 'cash', 'ARS'), accountRef('Galicia', 'checking', 'ARS')]);
const pe = contextOf([accountRef('Efectivo', 'cash', 'PEN'), accountRef('BCP', 'savings', 'PEN')]);
const mx = contextOf([accountRef('Efectivo', 'cash', 'MXN'), accountRef('BBVA', 'checking', 'MXN')]);
const es = contextOf([accountRef('Efectivo', 'cash', 'EUR'), accountRef('Santander', 'checking', 'EUR', ['4410'])]);
const withDollars = contextOf([accountRef('Efectivo', 'cash', 'PEN'), accountRef('Cuenta USD', 'savings', 'USD')]);

const asked = (text: string, context: ParseContext) => parseCapture(text, context).ok === false;

describe('a one-time code in English is a notice', () => {
  it.each([
    'N26: Your security code is 5531. Never share it with anyone.',
    'Wise: 770142 is your verification code. Do not share this code.',
    'Nubank: Use code 448210 to sign in. It expires in 10 minutes.',
    'Your OTP: 90217. Don’t share it, not even with bank staff.',
  ])('«%s» moves no money', (text) => {
    expect(isBankNotice(text) || detectIntent(text, TODAY).type === 'not_money').toBe(true);
  });

  it.each([
    'Paid €23.40 at Zara with card ending 1123. Not you? Call us.',
    'uber 12.500 con el código 2211 de descuento',
  ])('«%s» is not a code notice', (text) => {
    expect(isBankNotice(text)).toBe(false);
  });
});

describe('a loan granted beforehand is an offer', () => {
  it.each([
    'Sabadell: Tienes un Crédito Preautorizado de hasta 9.000 €. Descúbrelo en la app.',
    'BBVA: Disfruta de tu nueva Tarjeta de Crédito sin cuota. Consúltala en bbva.es',
    'Santander: Préstamo Personal hasta $80.000.000 con la mejor tasa del mercado.',
    'Interbank: Estás preseleccionado para un préstamo de hasta S/ 25,000. Consúltalo en tu app.',
  ])('«%s» is a notice', (text) => {
    expect(isBankNotice(text)).toBe(true);
  });

  it.each(['pagué la cuota del préstamo 350.000 desde galicia', 'Pagaste $120.000 de tu crédito hipotecario el 20/11'])(
    '«%s» is not an offer',
    (text) => {
      expect(isBankNotice(text)).toBe(false);
    },
  );
});

describe('a question over a range of days', () => {
  it.each([
    ['qué gasté en comida del 3 al 9 de octubre?', '2026-10-03', '2026-10-09'],
    ['cuanto se me fue en uber entre el 10 y el 20 de noviembre', '2026-11-10', '2026-11-20'],
    ['cuánto gasté del 5 al 12', '2026-11-05', '2026-11-12'],
  ])('«%s» asks about those days', (text, from, to) => {
    expect(detectIntent(text, TODAY).type).toBe('question');
    const period = periodOf(
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
      TODAY,
      1,
    );
    expect([period.from, period.to]).toEqual([from, to]);
  });

  it('a purchase that names days is still a purchase', () => {
    expect(detectIntent('hotel del 3 al 5 de diciembre 480 mil', TODAY).type).toBe('capture');
  });
});

describe('a slip in thousands taken back keeps the figure written in full', () => {
  it.each([
    ['arriendo 450 lucas, digo 450.000 a la cuenta', 'arriendo 450.000 a la cuenta'],
    ['el celular 80 mil — digo 85.000', 'el celular 85.000'],
    ['uber 12 lucas… digo 15', 'uber 15 lucas'],
  ])('«%s» reads «%s»', (text, meant) => {
    expect(selfRepaired(text)).toBe(meant);
  });
});

describe("another person's spending is asked about", () => {
  it.each([
    ['mi novia gastó 200 mil en ropa', co],
    ['mi hermano compró unas zapatillas de 90 lucas', ar],
    ['la vecina pagó 300 del gas', mx],
  ])('«%s» is asked', (text, context) => {
    expect(asked(text, context)).toBe(true);
  });

  it.each([
    ['le compré a mi hermana un perfume 120 mil', co],
    ['mi papá me pagó los 50 soles', pe],
  ])('«%s» is not asked as someone else’s spending', (text, context) => {
    const outcome = parseCapture(text, context);
    expect(outcome.ok || !JSON.stringify(outcome.question).includes('lo gastó otra persona')).toBe(true);
  });
});

describe('dollars said in slang', () => {
  it.each(['pagué 40 cocos por el regalo', 'me costó 100 lechugas la entrada'])(
    '«%s» is asked when there is no dollar account',
    (text) => {
      expect(asked(text, pe)).toBe(true);
    },
  );

  it('goes to the dollar account when there is one', () => {
    const outcome = parseCapture('pagué 40 cocos por el regalo', withDollars);
    expect(outcome.ok && outcome.capture.account.name).toBe('Cuenta USD');
  });
});

describe('a shop named before «de» and the amount', () => {
  it('is the payee, never the currency code after the amount', () => {
    const outcome = parseAlert('Santander: Compra con tarjeta en LIDL de 23,10 EUR en tu cuenta *4410', es);
    expect(outcome?.ok && outcome.capture.payee.toUpperCase()).toBe('LIDL');
  });
});

describe('a tax bill is a tax', () => {
  it('«factura del monotributo» is not a pastry', () => {
    const outcome = parseCapture('pagué la factura del monotributo 38.900 con galicia', ar);
    expect(outcome.ok && outcome.capture.categoryId).toBe('Otros impuestos');
  });
});
