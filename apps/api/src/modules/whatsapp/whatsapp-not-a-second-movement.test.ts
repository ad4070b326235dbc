import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { findAmounts } from './amounts.ts';
import { aboutOf } from './ask.ts';
import { detectIntent } from './intent.ts';
import { splitMovements } from './multi.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';
import { fold } from './text.ts';

// Corrections said right after a capture that were once saved as a second movement (decision 031,
// blind-k). The examples are written here in several countries' ways, not taken from a corpus.

const TODAY = '2026-11-25';

describe('an amount with the speaker’s own slip', () => {
  it.each([
    ['eran 45.300, le erré', '45300'],
    ['12.400 perdón', '12400'],
    ['uy 38 lucas, me equivoqué', '38'],
    ['perdona, 27,50', '27'],
    ['19.900 quise decir', '19900'],
    ['disculpa, eran 230 soles', '230'],
  ])('«%s» fixes the last amount', (text, integer) => {
    const intent = detectIntent(text, TODAY);
    expect(intent.type).toBe('reamount');
    expect(intent.type === 'reamount' && intent.amount.integer).toBe(integer);
  });

  it.each(['perdón, pan 3.000', '12.400 en farmacia, perdón'])('«%s» names something bought: a capture', (text) => {
    expect(detectIntent(text, TODAY).type).toBe('capture');
  });
});

describe('the kind of the last capture turned', () => {
  it.each([
    ['en realidad ella me pagó a mí, me devolvió lo prestado', 'income'],
    ['al final me lo devolvieron, en efectivo', 'income'],
    ['en realidad lo pagué yo', 'expense'],
    ['no, no era un ingreso, lo pagué yo', 'expense'],
    ['eso no fue un gasto, me lo devolvieron', 'income'],
  ])('«%s» turns it', (text, kind) => {
    const intent = detectIntent(text, TODAY);
    expect(intent.type).toBe('rekind');
    expect(intent.type === 'rekind' && intent.kind).toBe(kind);
  });

  it('keeps the words after the opener, where an account may be named', () => {
    const intent = detectIntent('en realidad me lo transfirieron al santander', TODAY);
    expect(intent.type === 'rekind' && intent.said).toBe('me lo transfirieron al santander');
  });

  it.each([
    ['no era gasto, me han devuelto 120 de la renta', 'income', '120'],
    ['no, no fue un ingreso, pagué 45 mil', 'expense', '45'],
    ['eso no era un gasto, me yapearon 80', 'income', '80'],
  ])('«%s» turns it and keeps its amount, never a second movement', (text, kind, integer) => {
    const intent = detectIntent(text, TODAY);
    expect(intent.type).toBe('several');
    if (intent.type !== 'several') return;
    expect(intent.parts[0]).toMatchObject({ type: 'rekind', kind });
    expect(intent.parts[1]?.type === 'reamount' && intent.parts[1].amount.integer).toBe(integer);
  });
});

describe('a capture told again as a move between one’s own accounts', () => {
  it.each([
    ['no era un ingreso, fue que pasé plata de ahorros a bancolombia', 'pase plata de ahorros a bancolombia'],
    ['eso no fue un gasto, transferí de la cuenta rut al efectivo', 'transferi de la cuenta rut al efectivo'],
    ['no, no era un ingreso, lo que pasa es que moví del bbva a revolut', 'movi del bbva a revolut'],
  ])('«%s» retells it', (text, told) => {
    expect(detectIntent(text, TODAY)).toEqual({ type: 'retell', text: told });
  });
});

describe('an account’s balance asked in other words', () => {
  it.each([
    'y la mastercard cuánto debe?',
    'cuánto tiene la cuenta rut',
    'qué saldo tiene la cuenta del sabadell',
    'cuál es el saldo de la nu?',
  ])('«%s» is a question about the balance', (text) => {
    expect(detectIntent(text, TODAY).type).toBe('question');
    expect(aboutOf(fold(text))).toBe('balance');
  });
});

describe('a bare few hundred pesos where amounts are said in thousands', () => {
  const context = (accounts: AccountRef[]): ParseContext => ({
    today: TODAY,
    accounts,
    defaultAccountId: 'Efectivo',
    categories: defaultCategoryRefs,
  });
  const COLOMBIA = context([accountRef('Efectivo', 'cash', 'COP'), accountRef('Davivienda', 'savings', 'COP')]);
  const CHILE = context([accountRef('Efectivo', 'cash', 'CLP'), accountRef('CuentaRUT', 'checking', 'CLP')]);
  const ARGENTINA = context([accountRef('Efectivo', 'cash', 'ARS'), accountRef('Brubank', 'checking', 'ARS')]);
  const read = (text: string, where: ParseContext) => {
    const outcome = parseCapture(text, where);
    return outcome.ok ? [outcome.capture.kind, outcome.capture.amount] : outcome.question.reason;
  };

  it.each([
    ['retiré 400 del cajero de davivienda', COLOMBIA],
    ['pan 500', COLOMBIA],
    ['pasé 250 de la cuentarut al efectivo', CHILE],
    ['saqué 600 del brubank', ARGENTINA],
  ])('«%s» is asked about', (text, where) => {
    expect(read(text, where)).toBe('unclear');
  });

  it('half of a coin named is half of that coin', () => {
    expect(findAmounts('una quina y media')[0]).toMatchObject({ integer: '750' });
    expect(findAmounts('una gamba y media')[0]).toMatchObject({ integer: '150' });
  });

  it.each([
    ['retiré 400 mil del cajero de davivienda', COLOMBIA, ['transfer', 400_000]],
    ['pan $500', COLOMBIA, ['expense', 500]],
    ['un chicle 300', CHILE, ['expense', 300]],
    ['dulces una quina y media', CHILE, ['expense', 750]],
    ['pasé 250.000 de la cuentarut al efectivo', CHILE, ['transfer', 250_000]],
  ])('«%s» is read as written', (text, where, expected) => {
    expect(read(text, where)).toEqual(expected);
  });
});

describe('the account a list names in one of its parts', () => {
  const accounts = [
    accountRef('Efectivo', 'cash', 'PEN'),
    accountRef('Plin', 'other', 'PEN'),
    accountRef('Sabadell', 'checking', 'EUR'),
    accountRef('Banorte', 'checking', 'MXN'),
    accountRef('BBVA', 'checking', 'EUR'),
  ];
  const parts = (text: string) => splitMovements(text, accounts)?.map(fold);

  it.each([
    'menú 12, mototaxi 4 y me pagaron 150 por una traducción (me plinearon)',
    'menú 12, mototaxi 4 y me pagaron 150 por una traducción por plin',
  ])('«%s»: money in by an app lends it to no spending before', (text) => {
    const [menu, mototaxi, paid] = parts(text)!;
    expect(menu).not.toContain('plin');
    expect(mototaxi).not.toContain('plin');
    expect(paid).toContain('plin');
  });

  it.each([
    ['he cobrado 300 de una clase en el sabadell y he pagado el gimnasio 40 desde ahí', 'sabadell'],
    ['me depositaron 2 mil en banorte y pagué 300 de luz desde allí', 'banorte'],
  ])('«%s»: «desde ahí» is the account named just before', (text, account) => {
    expect(parts(text)![1]).toContain(account);
  });

  it('an account said after the last of several purchases still holds for all', () => {
    expect(parts('spotify 10,99 y netflix 12,99 con el bbva')).toEqual([
      'con bbva spotify 10,99',
      'netflix 12,99 con el bbva',
    ]);
  });
});

describe('money taken out of one account into another', () => {
  const where: ParseContext = {
    today: TODAY,
    accounts: [
      accountRef('Efectivo', 'cash', 'ARS'),
      accountRef('Ualá', 'other', 'ARS'),
      accountRef('Santander', 'checking', 'ARS'),
      accountRef('Visa Santander', 'credit_card', 'ARS'),
    ],
    defaultAccountId: 'Efectivo',
    categories: defaultCategoryRefs,
  };
  const ends = (text: string) => {
    const outcome = parseCapture(text, where);
    return outcome.ok ? [outcome.capture.kind, outcome.capture.account.name, outcome.capture.toAccount?.name] : [];
  };

  it.each(['retiré la plata de ualá al santander, 40 mil', 'saqué 40 mil de ualá a la cuenta santander'])(
    '«%s» goes to that account, not to cash',
    (text) => {
      expect(ends(text)).toEqual(['transfer', 'Ualá', 'Santander']);
    },
  );

  it('«saqué plata del cajero del santander» is still cash taken out', () => {
    expect(ends('saqué 40 mil del cajero del santander')).toEqual(['transfer', 'Santander', 'Efectivo']);
  });
});

describe('the chat end to end', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.advance(new Date('2026-11-26T15:00:00Z').getTime() - ctx.clock.now().getTime());
  });
  afterAll(async () => ctx.close());

  const setUp = async (country: string, currency: string, bank: string) => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country, base_currency: currency, month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency } });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: bank, type: 'checking', currency } });
    // A card of the same bank shares its name: «al <banco>» still names the bank's account.
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: `Visa ${bank}`, type: 'credit_card', currency } });
    return token;
  };
  const say = async (token: string, text: string) => {
    const res = await call(ctx, 'POST', '/api/whatsapp/simulate', { token, body: { text } });
    expect(res.status).toBe(200);
    return (res.data as unknown as { reply: string }).reply;
  };
  type Item = { amount: number; account_id: string };
  const items = async (token: string) =>
    ((await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as { items: Item[] }).items;
  const accountOf = async (token: string, name: string) =>
    ((await call(ctx, 'GET', '/api/accounts', { token })).data as unknown as { id: string; name: string }[]).find(
      (account) => account.name === name,
    )!.id;

  it('an amount with «le erré» fixes the last capture', async () => {
    const token = await setUp('MX', 'MXN', 'Banorte');
    await say(token, 'gasolina 850 con banorte');
    expect(await say(token, 'eran 580, le erré')).toContain('580');
    expect((await items(token)).map((item) => item.amount)).toEqual([-58000]);
  });

  it('a denied kind with its amount turns the last capture', async () => {
    const token = await setUp('ES', 'EUR', 'Sabadell');
    await say(token, 'he gastado 150 en sabadell');
    await say(token, 'no era gasto, me han devuelto 150 de la declaración');
    expect((await items(token)).map((item) => item.amount)).toEqual([15000]);
  });

  it('a capture told again as a transfer becomes that transfer', async () => {
    const token = await setUp('CO', 'COP', 'Davivienda');
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Ahorros', type: 'savings', currency: 'COP' } });
    await say(token, 'me entraron 300 mil a davivienda');
    const reply = await say(token, 'no era un ingreso, fue que pasé plata de ahorros a davivienda');
    expect(reply).toMatch(/transferencia de \$\s300\.000 de Ahorros a Davivienda/);
    const listed = await items(token);
    expect(listed.every((item) => (item as Item & { kind: string }).kind === 'transfer')).toBe(true);
    expect(listed.some((item) => Math.abs(item.amount) === 300000)).toBe(true);
  });

  it('«en realidad me lo transfirieron al …» moves an income to that account', async () => {
    const token = await setUp('CO', 'COP', 'Davivienda');
    await say(token, 'me pagaron 90 mil por una asesoría en efectivo');
    expect(await say(token, 'en realidad me lo transfirieron a davivienda')).toContain('Davivienda');
    const [only, ...none] = await items(token);
    expect(none).toHaveLength(0);
    expect(only).toMatchObject({ amount: 90000, account_id: await accountOf(token, 'Davivienda') });
  });
});
