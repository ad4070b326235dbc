import { describe, expect, it } from 'vitest';
import { accountRef as account, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { readParts } from './capture-list.ts';
import { findDate } from './dates.ts';
import { detectIntent } from './intent.ts';
import { splitMovements } from './multi.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';
import { fold } from './text.ts';

// Ways of writing that were once saved wrong with a success reply or refused (decision 031,
// blind-j): an order to delete in every country's tú, vos and usted forms, a kind or two fields
// corrected at once, a payment method read as a transfer, an account named by its type before its
// bank. The sentences are written here, not taken from a blind corpus.

const TODAY = '2026-11-25';

const ACCOUNTS: Record<string, AccountRef[]> = {
  AR: [
    account('Efectivo', 'cash', 'ARS'),
    account('Macro', 'checking', 'ARS', ['1001']),
    account('Mercado Pago', 'other', 'ARS'),
    account('Visa Macro', 'credit_card', 'ARS', ['2002']),
  ],
  CO: [
    account('Efectivo', 'cash', 'COP'),
    account('Davivienda', 'savings', 'COP', ['3003']),
    account('Ahorros', 'savings', 'COP', ['4004']),
    account('Mastercard Davivienda', 'credit_card', 'COP', ['5005']),
    account('Nequi', 'other', 'COP'),
  ],
  PE: [
    account('Efectivo', 'cash', 'PEN'),
    account('Interbank', 'savings', 'PEN', ['6006']),
    account('Yape', 'other', 'PEN'),
  ],
  MX: [
    account('Efectivo', 'cash', 'MXN'),
    account('Santander', 'checking', 'MXN', ['7007']),
    account('Mercado Pago', 'other', 'MXN'),
  ],
  CL: [
    account('Efectivo', 'cash', 'CLP'),
    account('CuentaVista', 'checking', 'CLP', ['1111']),
    account('Paris', 'credit_card', 'CLP', ['2222']),
    account('Lider', 'credit_card', 'CLP', ['3333']),
  ],
  ES: [
    account('Efectivo', 'cash', 'EUR'),
    account('Sabadell', 'checking', 'EUR', ['8008']),
    account('Openbank', 'checking', 'EUR', ['9009']),
  ],
};
const context = (country: string): ParseContext => ({
  today: TODAY,
  accounts: ACCOUNTS[country]!,
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
});
function capture(country: string, text: string) {
  const outcome = parseCapture(text, context(country));
  if (!outcome.ok) return outcome.question.reason;
  const { kind, amount, account: from, toAccount } = outcome.capture;
  return { kind, amount, account: from.name, to: toAccount?.name };
}

describe('an order to delete the last capture', () => {
  it.each([
    'borrá eso, lo pagó mi hermana',
    'deshacé eso porfa, me confundí',
    'anulalo che, era de otro',
    'bórrelo por favor, ya estaba',
    'elimínelo, lo anoté dos veces',
    'deshágalo porfa',
    'quítalo pe, lo registré doble',
    'borra eso po, estaba repetido',
    'no, bórrame eso',
    'oiga, bórrelo no más',
  ])('«%s» undoes it', (text) => {
    expect(detectIntent(text, TODAY)).toEqual({ type: 'undo' });
  });

  it('an order with an amount is still a capture', () => {
    expect(detectIntent('cancelé 300 mil de la tarjeta', TODAY).type).toBe('capture');
  });
});

describe('a kind corrected after the capture', () => {
  it.each([
    ['no espera, ella me los pasó a mí, no yo a ella', 'income'],
    ['nada, me las dejaron a mí', 'income'],
    ['era un ingreso, me pagaron por unas clases', 'income'],
    ['fue un gasto, no un ingreso', 'expense'],
  ])('«%s» turns it to %s', (text, kind) => {
    expect(detectIntent(text, TODAY)).toMatchObject({ type: 'rekind', kind });
  });
});

describe('two fields corrected in one message', () => {
  it('reads an amount and an account joined by «y que»', () => {
    expect(detectIntent('no, ponle 18 y que fue con yape', TODAY)).toMatchObject({
      type: 'several',
      parts: [{ type: 'reamount' }, { type: 'reaccount', target: 'yape' }],
    });
    expect(detectIntent('poné que fue con mercado pago y que fueron 450', TODAY)).toMatchObject({
      type: 'several',
      parts: [{ type: 'reaccount' }, { type: 'reamount' }],
    });
  });

  it('keeps an amount and a day as the one fix it was', () => {
    expect(detectIntent('no, eran 40 y fue el lunes', TODAY).type).toBe('reamount');
  });

  it('«eso no era X, fue Y» names the category it was', () => {
    expect(detectIntent('eso no era super, fue la ferretería', TODAY)).toEqual({
      type: 'recategorize',
      target: 'la ferreteria',
    });
  });
});

describe('a payment method is not a transfer', () => {
  it('«por transferencia del macro» pays from the bank, not to its card', () => {
    expect(capture('AR', 'la cuota del club 28000 por transferencia del macro')).toMatchObject({
      kind: 'expense',
      account: 'Macro',
      to: undefined,
    });
    expect(capture('CO', 'el arriendo 900 mil, transferencia desde davivienda')).toMatchObject({
      kind: 'expense',
      account: 'Davivienda',
    });
  });

  it('a transfer between two own accounts still is one', () => {
    expect(capture('AR', 'pasé 40 mil del macro a mercado pago')).toMatchObject({
      kind: 'transfer',
      account: 'Macro',
      to: 'Mercado Pago',
    });
  });

  it('a plan given as the reason of a move already made does not stop it', () => {
    expect(detectIntent('pasé 90 mil del mp al macro porque tengo que pagar la luz', TODAY).type).toBe('capture');
    expect(capture('AR', 'pasé 90 mil del mp al macro porque tengo que pagar la luz')).toMatchObject({
      kind: 'transfer',
      account: 'Mercado Pago',
      to: 'Macro',
    });
    expect(detectIntent('tengo que pagar la luz 90 mil', TODAY).type).toBe('not_now');
  });
});

describe('accounts named the way people write them', () => {
  it('«la cuenta de ahorros davivienda» is Davivienda, not the account called Ahorros', () => {
    expect(capture('CO', 'pagué la mastercard 600 mil desde la cuenta de ahorros davivienda')).toMatchObject({
      kind: 'transfer',
      account: 'Davivienda',
      to: 'Mastercard Davivienda',
    });
  });

  it('a two-word name written as one word', () => {
    expect(capture('MX', 'mercadopago 350 uber eats')).toMatchObject({ account: 'Mercado Pago' });
  });

  it('cash deposited at a bank agent goes from cash to that bank', () => {
    expect(capture('PE', 'deposité 300 en el agente interbank, lo que tenía guardado en casa')).toMatchObject({
      kind: 'transfer',
      account: 'Efectivo',
      to: 'Interbank',
    });
  });

  it('«me han hecho bizum» and «me soltaron» are money in', () => {
    expect(capture('ES', 'me han hecho bizum de 15 al sabadell por la cena')).toMatchObject({
      kind: 'income',
      account: 'Sabadell',
    });
    expect(capture('ES', 'me han soltado 30 pavos por echar una mano en la mudanza')).toMatchObject({
      kind: 'income',
    });
  });
});

describe('numbers that measure a home', () => {
  it.each(['el depto tiene 60 metros y 2 dormitorios', 'la casa tiene 3 recámaras y 2 baños'])(
    '«%s» records nothing',
    (text) => {
      expect(detectIntent(text, TODAY).type).toBe('not_money');
    },
  );
});

describe('a capture that was several payments', () => {
  it.each([
    ['oye no, eran 2: 25 lucas con la visa y 10 en efectivo', '25 lucas con la visa y 10 en efectivo'],
    ['no, fueron dos pagos: 300 con yape y 100 en efectivo', '300 con yape y 100 en efectivo'],
    ['perdón, 40 con la tarjeta y 12 en efectivo', '40 con la tarjeta y 12 en efectivo'],
  ])('«%s» splits it', (text, parts) => {
    expect(detectIntent(text, TODAY)).toEqual({ type: 'split', text: parts });
  });

  it('an amount and a day are not parts', () => {
    expect(detectIntent('no, eran 30 y fue ayer', TODAY).type).toBe('reamount');
  });
});

describe('accounts said with the way the money went', () => {
  it('what is charged to a card is paid with it', () => {
    expect(capture('MX', 'netflix 219 cargado a la santander')).toMatchObject({
      kind: 'expense',
      account: 'Santander',
    });
  });

  it('an app verb from one own account to another is a transfer', () => {
    expect(capture('PE', 'me yapeé 150 de mi interbank a mi yape')).toMatchObject({
      kind: 'transfer',
      account: 'Interbank',
      to: 'Yape',
    });
  });
});

function list(country: string, text: string) {
  const parts = splitMovements(text, ACCOUNTS[country]!);
  if (!parts) return 'one';
  return readParts(parts, context(country)).map(({ outcome }) => {
    if (!outcome.ok) return outcome.question.reason;
    return [outcome.capture.kind, outcome.capture.amount, outcome.capture.account.name, outcome.capture.categoryId];
  });
}

describe('lists of movements', () => {
  it('«todo por transferencia desde X» at the end pays every part from X', () => {
    expect(list('AR', 'luz 40.000 y gas 22.000, todo por transferencia desde el macro')).toEqual([
      ['expense', 4_000_000, 'Macro', 'Electricidad'],
      ['expense', 2_200_000, 'Macro', 'Gas'],
    ]);
  });

  it('each part keeps the account it names itself', () => {
    expect(list('CL', 'con la paris compré zapatillas 59.990 y con la lider un microondas 45.990')).toEqual([
      ['expense', 59_990, 'Paris', 'Ropa y calzado'],
      ['expense', 45_990, 'Lider', expect.any(String)],
    ]);
  });

  it('what the list is about, before a colon, is the category of parts that name none', () => {
    const parts = list('MX', 'en la veterinaria: consulta 450, desparasitante 180 y croquetas 600, todo con santander');
    expect(parts).toEqual([
      ['expense', 45_000, 'Santander', 'Mascotas'],
      ['expense', 18_000, 'Santander', 'Mascotas'],
      ['expense', 60_000, 'Santander', 'Mascotas'],
    ]);
  });

  it('reads an enumeration and a full stop between parts', () => {
    expect(list('CO', 'punto uno peluquería 30 mil punto dos uñas 25 mil')).toHaveLength(2);
    expect(list('CO', 'mercado 80 mil y droguería 12 mil, todo en efectivo. Ah y el taxi 9 mil')).toHaveLength(3);
    expect(list('PE', 'hola! anota porfa: cine 24 y canchita 15, ambas a interbank')).toEqual([
      ['expense', 2_400, 'Interbank', expect.any(String)],
      ['expense', 1_500, 'Interbank', expect.any(String)],
    ]);
  });

  it('money sent to a person from the account said before is paid from it', () => {
    expect(list('CL', 'me pagaron 200 lucas a la cuentavista y transferí 40 a mi mamá de ahí mismo')).toEqual([
      ['income', 200_000, 'CuentaVista', null],
      ['expense', 40_000, 'CuentaVista', null],
    ]);
  });
});

describe('local words', () => {
  it.each([
    ['CO', 'el domi del almuerzo 18 mil', 'Domicilios'],
    ['CL', 'tomamos once con mis tías 15 lucas', 'Cafeterías'],
    ['CL', 'arriendo de la cancha 30 lucas', 'Deporte'],
    ['AR', '2 panchos 6 lucas', 'Restaurantes'],
    ['AR', 'fiambre para la picada 9 lucas', 'Supermercado'],
    ['ES', 'ticket de la ora 1,80', 'Aparcamiento y peajes'],
    ['CL', 'un sillón 120 lucas', 'Muebles y hogar'],
    ['MX', 'la panadería 85', 'Supermercado'],
    ['CO', 'la admin 280 mil', 'Administración y comunidad'],
    ['CO', 'las onces en la panadería de la esquina 9 mil', 'Cafeterías'],
    ['CO', 'el domi de crepes 50 mil', 'Domicilios'],
    ['MX', 'salimos a comer con la familia 900', 'Restaurantes'],
    ['PE', 'le pagué 700 a mi casera por el mes', 'Alquiler o hipoteca'],
  ])('%s «%s» is %s', (country, text, category) => {
    const outcome = parseCapture(text, context(country));
    expect(outcome.ok && outcome.capture.categoryId).toBe(category);
  });

  it.each([
    ['AR', 'me pasaron 8 lucas al mp por la vaquita'],
    ['ES', 'me han hecho un bizum de 12 al sabadell por las pizzas que pagué yo'],
    ['MX', 'me transfirieron 300 a mercado pago, lo que adelanté del regalo'],
  ])('%s «%s» is money back', (country, text) => {
    const outcome = parseCapture(text, context(country));
    expect(outcome.ok && [outcome.capture.kind, outcome.capture.categoryId]).toEqual(['income', 'Reembolsos']);
  });

  it.each([
    ['CL', 'me pagaron la pega, 700 lucas a la cuentavista', 'Salario'],
    ['ES', 'cobrado lo del curro, 1.400 al sabadell', 'Salario'],
    ['CL', 'me transfirieron 90 lucas a la cuentavista por un pololito', 'Honorarios'],
    ['ES', 'me han hecho un bizum de 9 al openbank por las pizzas', 'Reembolsos'],
  ])('%s «%s» is income in %s', (country, text, category) => {
    const outcome = parseCapture(text, context(country));
    expect(outcome.ok && [outcome.capture.kind, outcome.capture.categoryId]).toEqual(['income', category]);
  });

  it('money sent to a neighbour from the account said is paid, not moved', () => {
    expect(capture('CL', 'transferí 8 lucas a la vecina por el pan, de la cuentavista')).toMatchObject({
      kind: 'expense',
      account: 'CuentaVista',
    });
  });

  it('the rent of a flat is money, not a floor number', () => {
    expect(detectIntent('el alquiler del piso 900 desde sabadell', TODAY).type).toBe('capture');
    expect(detectIntent('vivo en el piso 7', TODAY).type).toBe('not_money');
  });

  it('money given at work beyond the pay is a bonus', () => {
    const outcome = parseCapture('me han soltado 40 en el trabajo por cubrir un turno', context('ES'));
    expect(outcome.ok && [outcome.capture.kind, outcome.capture.categoryId]).toEqual([
      'income',
      'Primas y bonificaciones',
    ]);
  });

  it.each([
    ['AR', 'una quina de propina', 50_000],
    ['CL', '3 gambas al cuidacoches', 300],
    ['AR', 'dos gambas de chicles', 20_000],
  ])('%s «%s» counts the coins by name', (country, text, minor) => {
    const outcome = parseCapture(text, context(country));
    expect(outcome.ok && outcome.capture.amount).toBe(minor);
  });
});

describe('a weekday of last week', () => {
  it.each([
    ['el lunes de la semana pasada pagué la luz 90 mil', '2026-11-16'],
    ['el viernes de la semana pasada cena 40', '2026-11-20'],
    ['el domingo de la otra semana taxi 12', '2026-11-22'],
  ])('«%s» is %s', (text, date) => {
    expect(findDate(fold(text), TODAY)?.date).toBe(date);
  });
});

describe('said the short way', () => {
  it('«fue ayer eso» moves the last capture to yesterday', () => {
    expect(detectIntent('fue ayer eso', TODAY)).toEqual({ type: 'redate', date: '2026-11-24' });
  });

  it('cash drawn on a card goes from the card to cash', () => {
    expect(capture('CO', 'avance en efectivo de 200 mil con la mastercard')).toMatchObject({
      kind: 'transfer',
      account: 'Mastercard Davivienda',
      to: 'Efectivo',
    });
  });

  it('«pagada la visa … desde X» pays the card off from X', () => {
    expect(capture('AR', 'pagada la visa 150 mil desde el macro')).toMatchObject({
      kind: 'transfer',
      account: 'Macro',
      to: 'Visa Macro',
    });
  });

  it('«las dos cosas con X» pays each part of the list with X', () => {
    expect(list('AR', 'nafta 30 mil y peaje 4 mil, las dos cosas con la visa')).toEqual([
      ['expense', 3_000_000, 'Visa Macro', 'Combustible'],
      ['expense', 400_000, 'Visa Macro', 'Aparcamiento y peajes'],
    ]);
  });
});
