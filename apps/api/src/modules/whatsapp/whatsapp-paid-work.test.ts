import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Paid work told as a story by the one who did it, and a store card named by its shop (decision
// 031). The examples are written here, in several countries' ways.

const contextOf = (currency: string, names: [string, 'cash' | 'checking' | 'credit_card' | 'other'][]) =>
  ({
    today: '2026-11-25',
    accounts: names.map(([name, type]) => accountRef(name, type, currency)),
    defaultAccountId: null,
    categories: defaultCategoryRefs,
  }) as unknown as ParseContext;

const ar = contextOf('ARS', [
  ['Efectivo', 'cash'],
  ['Galicia', 'checking'],
]);
const es = contextOf('EUR', [
  ['Efectivo', 'cash'],
  ['BBVA', 'checking'],
]);
const cl = contextOf('CLP', [
  ['Efectivo', 'cash'],
  ['CuentaRUT', 'checking'],
  ['CMR Falabella', 'credit_card'],
]);
const pe = contextOf('PEN', [
  ['Efectivo', 'cash'],
  ['BCP', 'checking'],
]);

const honorarios = defaultCategoryRefs.find((category) => category.name === 'Honorarios' && category.kind === 'income');

const read = (text: string, context: ParseContext) => {
  const outcome = parseCapture(text, context);
  return outcome.ok
    ? { kind: outcome.capture.kind, account: outcome.capture.account.name, category: outcome.capture.categoryId }
    : { asked: outcome.question.reason };
};

describe('paid work told as a story', () => {
  it.each([
    ['hice una changa de plomeria y me pagaron 45 mil en mano', ar],
    ['chapuza montando muebles el sabado, 120 pavos en mano', es],
    ['hice un pituto armando un closet, me dieron 40 lucas', cl],
    ['hice un cachuelo de mudanza y me dieron 150 soles', pe],
  ])('«%s» is a fee earned', (text, context) => {
    expect(read(text, context)).toMatchObject({ kind: 'income', category: honorarios?.id });
  });

  it('someone else’s botched job paid for stays spending', () => {
    expect(read('el fontanero hizo una chapuza y le pague 80 pavos', es)).toMatchObject({ kind: 'expense' });
  });
});

describe('a store card named by its store', () => {
  it.each([
    'ayer zapatillas 59.990 con la falabella',
    'pague el almuerzo 12 lucas con mi falabella',
    'compre una chaqueta 45.000 con la tarjeta falabella',
  ])('«%s» is the card', (text) => {
    expect(read(text, cl)).toMatchObject({ kind: 'expense', account: 'CMR Falabella' });
  });

  it('bought at the store is not paid with its card', () => {
    expect(read('polera en falabella 19.990 con la cuentarut', cl)).toMatchObject({ account: 'CuentaRUT' });
    expect(read('polera en la falabella 19.990', cl)).not.toMatchObject({ account: 'CMR Falabella' });
  });
});
