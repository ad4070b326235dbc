import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';
import { detectIntent } from './intent.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Messages once saved wrong with a ✅ reply: a one-time code read as money, money received read as
// spending, a lead-in «me llegó» before a pasted alert read as money in. The examples are written
// here in several countries' ways, not taken from a corpus.

const TODAY = '2026-11-25';

const contextOf = (accounts: ReturnType<typeof accountRef>[]): ParseContext => ({
  today: TODAY,
  accounts,
  defaultAccountId: accounts[0]!.id,
  categories: defaultCategoryRefs,
});

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
