import { describe, expect, it } from 'vitest';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Single messages once saved wrong with a success reply (blind-v, blind-w): another country's
// pesos named in words saved as local money, and one's own pay «cobrada» saved as a charge. The
// examples are written here in other words and other countries, not taken from a corpus.

const TODAY = '2026-11-26';
const contextOf = (accounts: ReturnType<typeof accountRef>[]) => parseContext(TODAY, accounts);
const ar = contextOf([accountRef('Efectivo', 'cash', 'ARS'), accountRef('Galicia', 'checking', 'ARS')]);
const cl = contextOf([accountRef('Efectivo', 'cash', 'CLP'), accountRef('CuentaRUT', 'checking', 'CLP')]);
const co = contextOf([accountRef('Efectivo', 'cash', 'COP'), accountRef('Nequi', 'other', 'COP')]);
const mx = contextOf([accountRef('Efectivo', 'cash', 'MXN'), accountRef('BBVA', 'checking', 'MXN')]);
const pe = contextOf([accountRef('Efectivo', 'cash', 'PEN'), accountRef('BCP', 'savings', 'PEN')]);
const es = contextOf([accountRef('Efectivo', 'cash', 'EUR'), accountRef('Sabadell', 'checking', 'EUR')]);
const withChileanPesos = contextOf([
  accountRef('Efectivo', 'cash', 'ARS'),
  accountRef('Cuenta Chile', 'savings', 'CLP'),
]);

const parsed = (text: string, context: ParseContext) => parseCapture(text, context);

describe("another country's money named in words is never saved as local money", () => {
  it.each([
    ['en Santiago gastamos unos 120 mil pesos chilenos en el mall', ar, 'CLP'],
    ['el asado en Bariloche me salió 35 mil pesos argentinos', cl, 'ARS'],
    ['pagué 450 pesos mexicanos por el tour en Cancún', pe, 'MXN'],
    ['en Cartagena se me fueron 200 mil pesos colombianos en comida', mx, 'COP'],
    ['15 lucas chilenas en el duty free', ar, 'CLP'],
    ['almorzamos en Punta del Este, 1.800 pesos uruguayos', ar, 'UYU'],
    ['gasté cuarenta mil pesos argentinos en alfajores', co, 'ARS'],
    ['taxi del aeropuerto 60 mil, en pesos chilenos', co, 'CLP'],
    ['el hotel en Toronto 300 dólares canadienses', es, 'CAD'],
  ])('«%s» asks which money', (text, context, currency) => {
    expect(parsed(text, context)).toEqual({ ok: false, question: { reason: 'currency', currency } });
  });

  it.each([
    ['gasté 50 mil pesos chilenos en el super', cl, 50_000],
    ['me salió 20 mil pesos argentinos la nafta', ar, 2_000_000],
    ['compré tortillas 45 pesos mexicanos', mx, 4_500],
  ])("«%s» is the user's own money", (text, context, amount) => {
    const result = parsed(text, context);
    expect(result.ok && result.capture.amount).toBe(amount);
  });

  it('goes to the account held in that money', () => {
    const result = parsed('en Valparaíso gasté 25 mil pesos chilenos en mariscos', withChileanPesos);
    expect(result.ok && result.capture.account.name).toBe('Cuenta Chile');
  });
});

describe("one's own pay «cobrada» is money in; a bill «cobrada» is money out", () => {
  it.each([
    ['me cobraron la nómina, 1.850 en el sabadell', es],
    ['ya me cobraron el aguinaldo, 380 mil en el galicia', ar],
    ['nos cobraron la paga extra 1.200 en el sabadell', es],
    ['me han cobrado el sueldo 2.400 en sabadell', es],
  ])('«%s» is income', (text, context) => {
    const result = parsed(text, context);
    expect(result.ok && result.capture.kind).toBe('income');
  });

  it.each([
    ['me cobraron la luz 85 en el sabadell', es],
    ['me cobraron la prima del seguro 320 en el sabadell', es],
    ['me cobraron 30 mil de comisión en el galicia', ar],
    ['me cobraron el bono del metro 40 en el sabadell', es],
  ])('«%s» is spending', (text, context) => {
    const result = parsed(text, context);
    expect(result.ok && result.capture.kind).toBe('expense');
  });
});
