import { describe, expect, it } from 'vitest';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';
import { detectIntent } from './intent.ts';
import { splitMovements } from './multi.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Messages once saved wrong with a ✅ reply: a one-time code read as money, money received read as
// spending, a lead-in «me llegó» before a pasted alert read as money in. The examples are written
// here in several countries' ways, not taken from a corpus.

const TODAY = '2026-11-25';

const contextOf = (accounts: ReturnType<typeof accountRef>[]) => parseContext(TODAY, accounts);

const co = contextOf([
  accountRef('Efectivo', 'cash', 'COP'),
  accountRef('Bancolombia', 'savings', 'COP'),
  accountRef('Nequi', 'other', 'COP'),
  accountRef('Daviplata', 'other', 'COP'),
]);
const es = contextOf([
  accountRef('Efectivo', 'cash', 'EUR'),
  accountRef('BBVA', 'checking', 'EUR'),
  accountRef('Revolut', 'other', 'EUR'),
]);
const pe = contextOf([
  accountRef('Efectivo', 'cash', 'PEN'),
  accountRef('BCP', 'savings', 'PEN'),
  accountRef('Yape', 'other', 'PEN'),
  accountRef('Plin', 'other', 'PEN'),
]);
const cl = contextOf([
  accountRef('Efectivo', 'cash', 'CLP'),
  accountRef('CuentaRUT', 'checking', 'CLP'),
  accountRef('Santander', 'checking', 'CLP'),
]);

// What the chat does with a message that carries money: a pasted alert first, else the sentence.
const read = (text: string, context: ParseContext) => {
  const outcome = parseAlert(text, context) ?? parseCapture(text, context);
  return outcome.ok
    ? { kind: outcome.capture.kind, account: outcome.capture.account.name, amount: outcome.capture.amount }
    : { asked: outcome.question.reason };
};

describe('a one-time code is never money', () => {
  it.each([
    'Bancolombia: tu clave dinamica es 847120. No la compartas con nadie',
    'Tu código de seguridad Yape es 3391',
    'BBVA: 662014 es tu código de confirmación. No lo compartas.',
    'el codigo de verificacion que me mando nequi es 118204',
    'OTP 90412 para tu compra en Falabella, no la compartas',
    'Santander: tu token es 551930, vence en 3 minutos',
    'Tu clave temporal para ingresar es 7781 no lo compartas con nadie',
  ])('«%s» records nothing', (text) => {
    expect(detectIntent(text, TODAY).type).toBe('not_money');
  });

  it('a purchase that names a code is still a purchase', () => {
    expect(detectIntent('pagué 25 lucas con el código de descuento', TODAY).type).toBe('capture');
  });
});

describe('money the bank says reached the writer', () => {
  it.each([
    ['Te llegó un Nequi de Marta Gómez por $45.000', co, 'Nequi'],
    ['De PEDRO LUIS OSPINA te llegaron $120.000 a tu Daviplata', co, 'Daviplata'],
    ['Revolut: You received €25.00 from Lucia Perez', es, 'Revolut'],
    ['You have received €60 from Carlos Ruiz - Revolut', es, 'Revolut'],
    ['Te yapearon S/ 30.00 - Rosa Quispe. Nro. de operación 00982211', pe, 'Yape'],
    ['Te pagaron con Yape S/ 15.50 - Jorge Díaz. Operación 00442198', pe, 'Yape'],
  ])('«%s» is income', (text, context, account) => {
    expect(read(text, context)).toMatchObject({ kind: 'income', account });
  });

  it.each([
    ['Revolut: You paid €12.40 at Mercadona', es],
    ['Revolut: You sent €20.00 to Ana Lopez', es],
    ['Revolut: Card payment of €8.90 at Starbucks', es],
  ])('«%s» is money out', (text, context) => {
    expect(read(text, context)).toMatchObject({ kind: 'expense' });
  });
});

describe('a lead-in before a pasted alert says nothing of the direction', () => {
  it.each([
    ['mira lo que me llegó: Santander compra $12.500 en JUMBO con tarjeta', cl],
    ['me llego esto: BBVA Compra con tarjeta de 23,10 € en ZARA', es],
    ['oye me llegó este mensaje: Bancolombia le informa compra por $58.000 en EXITO', co],
  ])('«%s» is spending', (text, context) => {
    expect(read(text, context)).toMatchObject({ kind: 'expense' });
  });
});

const clCards = contextOf([
  accountRef('Efectivo', 'cash', 'CLP'),
  accountRef('CuentaRUT', 'checking', 'CLP', ['2288']),
  accountRef('Tarjeta Santander', 'credit_card', 'CLP', ['5567']),
  accountRef('Ripley', 'credit_card', 'CLP', ['7781']),
]);
const arCards = contextOf([
  accountRef('Efectivo', 'cash', 'ARS'),
  accountRef('Galicia', 'checking', 'ARS', ['4402']),
  accountRef('Mercado Pago', 'other', 'ARS'),
  accountRef('Visa Galicia', 'credit_card', 'ARS', ['9915']),
]);

describe('a move from an account to a card, told by the bank', () => {
  it.each([
    'BancoEstado: Transferiste $150.000 a SANTANDER desde tu CuentaRUT. Destino: pago tarjeta ****5567',
    'Transferiste $90.000 desde tu CuentaRUT a Santander, tarjeta terminada en 5567',
  ])('«%s» goes from the account to the card', (text) => {
    const outcome = parseAlert(text, clCards);
    expect(outcome?.ok && outcome.capture).toMatchObject({
      kind: 'transfer',
      account: { name: 'CuentaRUT' },
      toAccount: { name: 'Tarjeta Santander' },
    });
  });
});

describe('a charge on a card named by its digits, from the bank that issues it', () => {
  it.each([
    'Galicia: Debito automatico de $8.500,00 SPOTIFY en tu Visa 9915 el 20/11/2026',
    'Galicia: consumo de $23.400 en COTO con tu tarjeta Visa terminada en 9915',
  ])('«%s» is the card', (text) => {
    const outcome = parseAlert(text, arCards);
    expect(outcome?.ok && outcome.capture).toMatchObject({ kind: 'expense', account: { name: 'Visa Galicia' } });
  });
});

describe('a price per unit of measure, said with no verb of paying', () => {
  it.each([
    'el diesel subió a 6,90 el litro, qué robo',
    'uff la luz a 0,25 el kWh este mes',
    'el pollo ya va en 12 soles el kilo',
    'la señora de la limpieza cobra 10 € la hora ahora',
    'la gasolina quedó en 24,50 el litro',
  ])('«%s» records nothing', (text) => {
    expect(detectIntent(text, TODAY).type).toBe('not_money');
  });

  it.each(['pagué 45 € de luz, a 0,20 el kWh', 'eché 40 litros de bencina a 1.300 el litro, 52 lucas'])(
    '«%s» is still read for money',
    (text) => {
      expect(detectIntent(text, TODAY).type).toBe('capture');
    },
  );
});

describe('a wallet’s yield told in a sentence', () => {
  it.each(['rendimientos de mercado pago 2.150', 'intereses de mercado pago 890'])('«%s» is income', (text) => {
    const outcome = parseCapture(text, arCards);
    expect(outcome.ok && outcome.capture).toMatchObject({
      kind: 'income',
      account: { name: 'Mercado Pago' },
      categoryId: 'Intereses y rendimientos',
    });
  });
});

describe('an amount said alone', () => {
  it.each([
    ['40000', co],
    ['$ 35.000', co],
    ['22 lucas', cl],
    ['18,50 €', es],
    ['S/ 45', pe],
  ])('«%s» is asked about, never saved', (text, context) => {
    expect(read(text, context)).toMatchObject({ asked: 'what_was_it' });
  });

  it.each([
    ['40000 nequi', co, 'Nequi'],
    ['almuerzo 18,50 €', es, 'Efectivo'],
  ])('«%s» with a word or an account is still read', (text, context, account) => {
    expect(read(text, context)).toMatchObject({ kind: 'expense', account });
  });
});

describe('how many things were sold is not an amount', () => {
  const mx = contextOf([accountRef('Efectivo', 'cash', 'MXN'), accountRef('BBVA', 'checking', 'MXN')]);
  it.each([
    ['vendí 4 tortas hoy, me pagaron 480 en efectivo', mx, 480_00],
    ['vendimos 6 empanadas, nos dieron 30 lucas', cl, 30_000],
    ['hoy vendí 2 pulseras y me dieron 35 €', es, 35_00],
  ])('«%s» is one income of the money', (text, context, amount) => {
    expect(splitMovements(text, context.accounts)).toBeUndefined();
    expect(read(text, context)).toMatchObject({ kind: 'income', amount });
  });
});

describe('a correction that moves the last capture to a card or an account', () => {
  it.each([
    ['cámbialo a la tarjeta nu porfa', 'tarjeta nu'],
    ['pásalo a la cuenta del bbva', 'cuenta del bbva'],
    ['cambialo a tarjeta de credito santander', 'tarjeta de credito santander'],
  ])('«%s» is the account', (text, target) => {
    expect(detectIntent(text, TODAY)).toEqual({ type: 'reaccount', target });
  });
});

describe('the kind denied at the end of a correction', () => {
  it.each([
    'era lana que me regresaron de la tienda, un reembolso, no gasto',
    'me lo devolvieron de amazon, no un gasto',
    'fue un reintegro del seguro, no era gasto',
  ])('«%s» turns the last capture into money in', (text) => {
    expect(detectIntent(text, TODAY)).toMatchObject({ type: 'rekind', kind: 'income' });
  });
});
