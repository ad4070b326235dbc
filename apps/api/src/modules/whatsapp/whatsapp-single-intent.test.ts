import { describe, expect, it } from 'vitest';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { detectIntent } from './intent.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// One message, one movement: whose money it was, a formal request to record a payment, money a
// friend paid back, income that says what it was, and questions said loosely. The examples are
// written here in each country's way, not taken from a corpus.

const TODAY = '2026-11-26';

const contextOf = (accounts: ReturnType<typeof accountRef>[]) => parseContext(TODAY, accounts);

const co = contextOf([
  accountRef('Efectivo', 'cash', 'COP'),
  accountRef('Bancolombia', 'savings', 'COP'),
  accountRef('Nequi', 'other', 'COP'),
]);
const mx = contextOf([
  accountRef('Efectivo', 'cash', 'MXN'),
  accountRef('BBVA', 'checking', 'MXN'),
  accountRef('Mercado Pago', 'other', 'MXN'),
]);
const ar = contextOf([
  accountRef('Efectivo', 'cash', 'ARS'),
  accountRef('Galicia', 'checking', 'ARS'),
  accountRef('Mercado Pago', 'other', 'ARS'),
]);
const cl = contextOf([
  accountRef('Efectivo', 'cash', 'CLP'),
  accountRef('Santander', 'checking', 'CLP'),
  accountRef('CuentaRUT', 'checking', 'CLP'),
]);
const pe = contextOf([
  accountRef('Efectivo', 'cash', 'PEN'),
  accountRef('BCP', 'savings', 'PEN'),
  accountRef('Interbank', 'savings', 'PEN'),
  accountRef('Yape', 'other', 'PEN'),
  accountRef('Plin', 'other', 'PEN'),
]);
const es = contextOf([
  accountRef('Efectivo', 'cash', 'EUR'),
  accountRef('BBVA', 'checking', 'EUR'),
  accountRef('ING', 'checking', 'EUR'),
  accountRef('Bizum', 'other', 'EUR'),
]);

const read = (text: string, context: ParseContext) => {
  const outcome = parseCapture(text, context);
  return outcome.ok
    ? {
        kind: outcome.capture.kind,
        account: outcome.capture.account.name,
        amount: outcome.capture.amount,
        category: outcome.capture.categoryId,
        payee: outcome.capture.payee,
      }
    : { asked: outcome.question.reason, missing: (outcome.question as { missing?: string }).missing };
};

describe('someone else spent their own money', () => {
  it.each([
    ['mi suegra se compró una licuadora de 300 mil, con su plata', co],
    ['el vecino se gastó 500 pesos en cohetes', mx],
    ['mi cuñado se ha comprado un móvil de 900 euros', es],
    ['mi polola se compró unos aros en 25 lucas, ella con su plata', cl],
    ['la patrona se gastó 40 lucas en la feria con su tarjeta', ar],
  ])('«%s» saves nothing', (text, context) => {
    expect(read(text, context)).toMatchObject({ asked: 'unclear' });
  });

  it.each([
    ['me compré unas zapatillas en 60 lucas', cl, 'expense'],
    ['le compré a mi suegra una licuadora de 300 mil', co, 'expense'],
    ['se me fueron 20 euros en el parking', es, 'expense'],
  ])('«%s» is still one’s own spending', (text, context, kind) => {
    expect(read(text, context)).toMatchObject({ kind });
  });
});

describe('a formal request to record a payment already made', () => {
  it.each([
    [
      'Buenas tardes, quisiera registrar el pago de la luz por 85.000 pesos desde Bancolombia',
      co,
      'Bancolombia',
      85_000,
    ],
    ['Necesito dejar asentado el pago del gimnasio: $12.000 con Galicia', ar, 'Galicia', 1_200_000],
    ['Quiero registrar la compra de una mesa por $129.990 con Santander', cl, 'Santander', 129_990],
    ['Me gustaría anotar el pago del seguro del coche, 420 euros, desde BBVA', es, 'BBVA', 42_000],
    ['Deseo registrar el pago de la renta, 7,500 pesos transferidos desde BBVA', mx, 'BBVA', 750_000],
  ])('«%s» is a payment', (text, context, account, amount) => {
    expect(read(text, context)).toMatchObject({ kind: 'expense', account, amount });
  });

  it('a wish to buy is still no payment', () => {
    expect(read('quisiera comprar una tele de 5 mil pesos', mx)).toMatchObject({ asked: 'unclear' });
  });
});

describe('money a friend paid back is income, filed under refunds', () => {
  it.each([
    ['Ana me pagó por yape los 20 soles del taxi que le presté', pe, 'Yape'],
    ['Julián me pagó 35 mil por nequi de la pizza que le presté', co, 'Nequi'],
    ['el Nacho me pagó 8 lucas de lo que le presté el finde', ar, 'Efectivo'],
    ['mi compadre me pagó 300 por mercado pago de lo que le presté', mx, 'Mercado Pago'],
  ])('«%s»', (text, context, account) => {
    expect(read(text, context)).toMatchObject({ kind: 'income', account, category: 'Reembolsos' });
  });
});

describe('who paid the writer back', () => {
  it.each([
    ['Rocío me pagó 40 soles por yape de lo que le presté', pe, 'Rocío'],
    ['Martín me devolvió 25 lucas de la entrada que le pagué', ar, 'Martín'],
  ])('«%s» names the payer', (text, context, payee) => {
    expect(read(text, context)).toMatchObject({ kind: 'income', payee });
  });

  it.each([
    ['me yapearon 90 de mi prima, me estaba debiendo', pe],
    ['me pasaron 200 por mercado pago, lo que me debía el Beto', mx],
  ])('«%s» is a debt paid to the writer', (text, context) => {
    expect(read(text, context)).toMatchObject({ kind: 'income' });
  });
});

describe('income that says what it was', () => {
  it.each([
    ['me yapearon 80 de la rifa del colegio', pe],
    ['cobré la tanda, 2,000 en efectivo', mx],
    ['gané 30 lucas en la polla del mundial', cl],
    ['me cayeron 15 mil de propinas', co],
    ['gané 50 euros en la primitiva', es],
    ['gané 20 lucas en la quiniela', ar],
  ])('«%s» is other income', (text, context) => {
    expect(read(text, context)).toMatchObject({ kind: 'income', category: 'Otros ingresos' });
  });
});

describe('«con el banco» when there are several banks', () => {
  it.each([
    ['pagué 20 soles de la farmacia con el banco', pe],
    ['he pagado 45 euros con el banco', es],
  ])('«%s» asks which', (text, context) => {
    expect(read(text, context)).toMatchObject({ asked: 'which_account' });
  });

  it('one bank is that bank', () => {
    expect(read('pagué 12 mil de farmacia con el banco', contextOf([co.accounts[0]!, co.accounts[1]!]))).toMatchObject({
      kind: 'expense',
      account: 'Bancolombia',
    });
  });
});

describe('questions said loosely', () => {
  it.each([
    'en qué se me fue la plata este mes?',
    'en q se me ha ido el dinero esta semana',
    'en que se me va la lana???',
    'cuánto me queda en bbva, que tengo que pagar la luz',
    'oye cuanto tengo en el bcp que tengo que comprar un regalo',
  ])('«%s» is a question', (text) => {
    expect(detectIntent(text, TODAY).type).toBe('question');
  });
});

describe('what was bought, in each country’s words', () => {
  it.each([
    ['membresía del club 45 mil', co, 'Deporte'],
    ['pagué la cuota del club 15 lucas', ar, 'Deporte'],
    ['entradas para el partido 60 lucas con Santander', cl, 'Cine y eventos'],
    ['boletos para el fútbol 900 pesos', mx, 'Cine y eventos'],
    ['cargué gas 700 con bbva', mx, 'Combustible'],
    ['yapeé 8 soles al de los jugos', pe, 'Cafeterías'],
    ['le pagué 6 soles al mototaxi', pe, 'Taxi y VTC'],
    ['alquiler piso 750 desde ing', es, 'Alquiler o hipoteca'],
    ['me dejé 30 euros en el chino en cosas para la casa', es, 'Muebles y hogar'],
    ['compré un sillón en Falabella por $249.990 con Santander', cl, 'Muebles y hogar'],
  ])('«%s» is %s', (text, context, category) => {
    expect(detectIntent(text, TODAY).type).toBe('capture');
    expect(read(text, context)).toMatchObject({ kind: 'expense', category });
  });

  it.each([
    ['me cayó la grati, 2,800 al interbank', pe, 'Primas y bonificaciones'],
    ['me pagaron una pega extra, 90 lucas', cl, 'Honorarios'],
  ])('«%s» is income of %s', (text, context, category) => {
    expect(read(text, context)).toMatchObject({ kind: 'income', category });
  });

  it('a payment app’s verb with a laugh is still spending', () => {
    expect(detectIntent('plineé 10 al taxista jaja no tenía sencillo', TODAY).type).toBe('capture');
  });
});
