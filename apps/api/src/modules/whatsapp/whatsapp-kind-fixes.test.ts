import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { detectIntent } from './intent.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Kinds and accounts once saved wrong with a success reply (decision 031): one's own payment that
// «se acreditó», a correction that turns the last capture the other way, and a Bizum with several
// banks. The examples are written here in each country's way, not taken from a blind set.

const TODAY = '2026-11-26';
const context = (accounts: ParseContext['accounts']): ParseContext => ({
  today: TODAY,
  accounts,
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
});

describe('one’s own payment that reached the other side', () => {
  const wallet = context([accountRef('Efectivo', 'cash', 'ARS'), accountRef('Mercado Pago', 'other', 'ARS')]);
  it.each([
    'Mercado Pago: Tu pago de $ 8.300 a PEDIDOSYA se acreditó.',
    'tu transferencia de 25.000 a Juan fue acreditada',
    'Tu pago de $ 15.990 en Netflix se procesó con éxito',
  ])('«%s» is an expense', (text) => {
    const outcome = parseCapture(text, wallet);
    expect(outcome.ok && outcome.capture.kind).toBe('expense');
  });

  it('«se me acreditó el sueldo, 900 mil» stays income', () => {
    const outcome = parseCapture('se acreditó el sueldo, 900 mil', wallet);
    expect(outcome.ok && outcome.capture.kind).toBe('income');
  });
});

describe('corrections that turn the last capture the other way', () => {
  it.each([
    ['no perdón, eso lo pagué yo, era la luz', { type: 'rekind', kind: 'expense', target: 'luz' }],
    ['no, al revés, yo le pasé a mi vieja', { type: 'rekind', kind: 'expense' }],
    ['no wey, yo le transferí a mi primo', { type: 'rekind', kind: 'expense' }],
    ['no, me lo pagaron a mí', { type: 'rekind', kind: 'income' }],
    ['no, al contrario, me lo yapearon a mí', { type: 'rekind', kind: 'income' }],
    ['no, al revés', { type: 'rekind', kind: 'flip' }],
    // The kind said in the present, after a warning: «ojo que …», «fíjate que …».
    ['fíjate que eso es un gasto, no una entrada', { type: 'rekind', kind: 'expense' }],
    ['ojo, esto es un ingreso', { type: 'rekind', kind: 'income' }],
    ['mira que era un ingreso', { type: 'rekind', kind: 'income' }],
  ])('«%s» reads %j', (text, expected) => {
    // The words kept for an account named with the turn are checked apart.
    expect({ ...detectIntent(text, TODAY), said: undefined }).toEqual(expected);
  });

  it.each(['yo le pagué 20 mil al plomero', 'no, eran 28 mil'])('«%s» is no kind correction', (text) => {
    expect(detectIntent(text, TODAY).type).not.toBe('rekind');
  });
});

describe('Bizum with several banks', () => {
  it('asks which bank when none is named', () => {
    const banks = context([
      accountRef('Efectivo', 'cash', 'EUR'),
      accountRef('Sabadell', 'checking', 'EUR'),
      accountRef('ING', 'savings', 'EUR'),
    ]);
    const outcome = parseCapture('le hice un bizum a Marta de 8,40', banks);
    expect(outcome.ok ? outcome.capture.account.name : outcome.question).toEqual({
      reason: 'which_account',
      names: ['Sabadell', 'ING'],
    });
    const named = parseCapture('bizum a Marta 8,40 desde el ing', banks);
    expect(named.ok && named.capture.account.name).toBe('ING');
  });

  it('takes the only bank', () => {
    const one = context([accountRef('Efectivo', 'cash', 'EUR'), accountRef('Sabadell', 'checking', 'EUR')]);
    const outcome = parseCapture('bizum a Marta 8,40', one);
    expect(outcome.ok && outcome.capture.account.name).toBe('Sabadell');
  });
});

describe('the chat end to end', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.advance(new Date('2026-11-26T15:00:00Z').getTime() - ctx.clock.now().getTime());
  });
  afterAll(async () => ctx.close());

  const setUp = async (country: string, currency: string) => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country, base_currency: currency, month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency } });
    return token;
  };
  const say = async (token: string, text: string) => {
    const res = await call(ctx, 'POST', '/api/whatsapp/simulate', { token, body: { text } });
    expect(res.status).toBe(200);
    return (res.data as unknown as { reply: string }).reply;
  };
  const items = async (token: string) =>
    ((await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as { items: { amount: number }[] }).items;

  it('records nothing for a bank notice and says why', async () => {
    const token = await setUp('CO', 'COP');
    const reply = await say(
      token,
      'Davivienda: Tienes un crédito preaprobado de hasta $15.000.000. Pídelo ahora en la app.',
    );
    expect(reply).toContain('aviso del banco');
    expect(await items(token)).toHaveLength(0);
  });

  it('turns an income into an expense with the category said, and says so', async () => {
    const token = await setUp('CL', 'CLP');
    expect(await say(token, 'me pagaron 80 lucas')).toContain('ingreso');
    const reply = await say(token, 'no perdón, eso lo pagué yo, era el arriendo del estacionamiento');
    expect(reply).toContain('a gasto en Aparcamiento y peajes');
    expect((await items(token)).map((item) => item.amount)).toEqual([-80000]);
  });
});
