import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { readParts } from './capture-list.ts';
import { splitMovements } from './multi.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Lists of movements (decision 031, 2026-11-27 «lists sharing an account»): an account said once
// for all the parts, at the start or at the end, and a bare amount beside parts said in thousands.
// The examples are written here in each country's way, not taken from a blind corpus.

const TODAY = '2026-11-25';
const ACCOUNTS: Record<string, AccountRef[]> = {
  CO: [
    accountRef('Efectivo', 'cash', 'COP'),
    accountRef('Bancolombia', 'savings', 'COP', ['5521']),
    accountRef('Davivienda', 'checking', 'COP'),
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
  today: TODAY,
  accounts: ACCOUNTS[country]!,
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
});

/** Each part as «amount account» in minor units, or «ask» when any part is asked about. */
function readList(country: string, text: string): string[] | 'ask' | 'one' {
  const context = contextOf(country);
  const parts = splitMovements(text, context.accounts);
  if (!parts) return 'one';
  const read = readParts(parts, context);
  if (read.some((item) => !item.outcome.ok)) return 'ask';
  return read.map((item) => {
    const capture = (item.outcome as { ok: true; capture: { amount: number; account: AccountRef; payee: string } })
      .capture;
    return `${capture.amount} ${capture.account.name} ${capture.payee}`;
  });
}

describe('a list whose parts share one account', () => {
  it.each([
    [
      'CO',
      'domicilio 28 mil y parqueadero 5 mil con davivienda',
      ['28000 Davivienda Domicilio', '5000 Davivienda Parqueadero'],
    ],
    [
      'CO',
      'con bancolombia: gimnasio 95.000, peluquería 30.000',
      ['95000 Bancolombia Gimnasio', '30000 Bancolombia Peluqueria'],
    ],
    ['MX', 'gasolina 600 y la caseta 145, con la nu', ['60000 Tarjeta Nu Gasolina', '14500 Tarjeta Nu Caseta']],
    ['AR', 'desde el galicia: expensas 95.000, abl 12.300', ['9500000 Galicia Expensas', '1230000 Galicia Abl']],
    [
      'AR',
      'pagué gas 21.000, agua 9.800 e internet 30.000 desde mercado pago',
      ['2100000 Mercado Pago Gas', '980000 Mercado Pago Agua', '3000000 Mercado Pago Internet'],
    ],
    ['CL', 'pagué la luz 31.200 y el agua 14.900 desde la cuentarut', ['31200 CuentaRUT Luz', '14900 CuentaRUT Agua']],
    ['PE', 'con el bcp: luz 98.40 y agua 52.10', ['9840 BCP Luz', '5210 BCP Agua']],
    ['ES', 'he pagado el gimnasio 39,90 y el móvil 15 desde ing', ['3990 ING Gimnasio', '1500 ING Movil']],
  ])('[%s] «%s» records each part in that account', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });

  it('«el plan del cel 299» is a plan price, not a phone number', () => {
    expect(readList('MX', 'pagué el internet 499 y el plan del cel 299 con bbva')).toEqual([
      '49900 BBVA Internet',
      '29900 BBVA Plan cel',
    ]);
  });
});

describe('a bare amount beside parts said in thousands', () => {
  it.each([
    ['CO', 'taxi 12 mil y almuerzo 18', ['12000', '18000']],
    ['CO', 'mercado 80 mil, droguería 25', ['80000', '25000']],
    ['AR', 'nafta 40 lucas y peaje 3', ['4000000', '300000']],
    ['CL', 'sushi 12 lucas y bebida 3', ['12000', '3000']],
  ])('[%s] «%s» reads the bare one in thousands too', (country, text, amounts) => {
    const read = readList(country, text);
    expect(Array.isArray(read) && read.map((line) => line.split(' ')[0])).toEqual(amounts);
  });

  it.each([
    ['MX', 'súper 1 mil y refresco 35', ['100000', '3500']],
    ['PE', 'pasaje 3 lucas y menú 15', ['300', '1500']],
    ['ES', 'hotel 1 mil y taxi 25', ['100000', '2500']],
  ])('[%s] «%s»: in pesos of Mexico, soles and euros the bare one is units', (country, text, amounts) => {
    const read = readList(country, text);
    expect(Array.isArray(read) && read.map((line) => line.split(' ')[0])).toEqual(amounts);
  });

  it.each([
    ['CO', 'taxi 9 mil y propina 500'],
    ['AR', 'super 65 lucas y verdulería 800'],
  ])('[%s] «%s»: a bare hundreds beside thousands could be either, so nothing is saved', (country, text) => {
    expect(readList(country, text)).toBe('ask');
  });

  it('a bare small amount in a list without thousands is still asked about in pesos', () => {
    expect(readList('CO', 'tinto 3.500 y pan 20')).toBe('ask');
  });
});

describe('what a list says that is not for all of it', () => {
  it.each([
    ['CO', 'taxi 12 mil, almuerzo 20 mil y el parqueadero'],
    ['MX', 'tacos 150, refresco 35 y la propina'],
    ['ES', 'café 1,80 y tostada 2,50 y el zumo'],
    ['AR', 'carnicería 25 lucas, el pan y verdulería 8 lucas'],
  ])('[%s] «%s»: a part without its amount is no longer folded into the others', (country, text) => {
    expect(readList(country, text)).toBe('one');
  });

  it.each([
    ['CO', 'parqueadero 6 mil, lavada 25 mil, total 31 mil', ['6000 Efectivo Parqueadero', '25000 Efectivo Lavada']],
    ['PE', 'menú 13, gaseosa 4, en total 17', ['1300 Efectivo Menu', '400 Efectivo Gaseosa']],
  ])('[%s] «%s»: a total that adds up is not one more movement', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });

  it.each([
    ['CL', 'sushi 18 lucas y bebidas 6 lucas, total 26 lucas', 26_000],
    ['MX', 'despensa 1,450, de los cuales 300 fueron de cerveza', 1_450_00],
    ['AR', 'super 48 lucas, incluye 9 lucas de vino', 48_000_00],
    ['ES', 'compra 63,20 y de eso 12 son de la farmacia', 63_20],
  ])('[%s] «%s»: a total that does not add up, or a part of another, is never saved twice', (country, text, whole) => {
    expect(readList(country, text)).toBe('one');
    // Read as one message: asked about, or the whole amount once.
    const outcome = parseCapture(text, contextOf(country));
    if (outcome.ok) expect(outcome.capture.amount).toBe(whole);
  });

  it('a part that says its own day keeps it', () => {
    const context = contextOf('CL');
    const parts = splitMovements('ayer bencina 30 lucas y hoy el tag 4.500', context.accounts)!;
    expect(readParts(parts, context).map((item) => item.outcome.ok && item.outcome.capture.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it.each([
    ['CO', 'almuerzo 20 mil con bancolombia y davivienda'],
    ['ES', 'cena 48 con bbva y ing'],
  ])('[%s] «%s»: two accounts named for one payment are asked about', (country, text) => {
    expect(readList(country, text)).toBe('one');
    const context = contextOf(country);
    expect(parseCapture(text, context)).toMatchObject({ ok: false, question: { reason: 'which_account' } });
  });
});

describe('what one part of a list lends the others', () => {
  it.each([
    // A part that starts with an article is one more movement, not «los dos …» said of all.
    ['CO', 'la torta 35 mil y las velas 8 mil', ['35000 Efectivo Torta', '8000 Efectivo Velas']],
    ['AR', 'los alfajores 3.000 y las facturas 4.500', ['300000 Efectivo Alfajores', '450000 Efectivo Facturas']],
    // A shop said first is where the parts that name nothing else were bought.
    ['PE', 'en el tambo un encendedor 4 y unas pilas 3', ['400 Efectivo Tambo', '300 Efectivo Tambo']],
    // The way back, or «otro», is the same thing as the part before.
    ['CL', 'micro 800 de ida y 800 de vuelta', ['800 Efectivo Micro ida', '800 Efectivo Micro vuelta']],
    ['CO', 'un tinto 3 mil y otro 3 mil', ['3000 Efectivo Tinto', '3000 Efectivo Tinto otro']],
  ])('[%s] «%s»', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });

  it('a part naming a shop of another kind keeps its own', () => {
    const read = readList('MX', 'en el oxxo un refresco 25 y la farmacia 90');
    expect(Array.isArray(read) && read[1]).not.toMatch(/OXXO/);
  });
});

describe('through the chat', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.advance(new Date('2026-11-25T15:00:00Z').getTime() - ctx.clock.now().getTime());
  });
  afterAll(async () => ctx.close());

  async function userOf(country: string, currency: string, names: [string, string][]) {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country, base_currency: currency, month_start_day: 1 },
    });
    const ids: Record<string, string> = {};
    for (const [name, type] of names)
      ids[name] = (await call(ctx, 'POST', '/api/accounts', { token, body: { name, type, currency } })).data
        .id as string;
    return { token, ids };
  }
  const say = async (token: string, text: string) =>
    (await call(ctx, 'POST', '/api/whatsapp/simulate', { token, body: { text } })).data as unknown as { reply: string };
  const movements = async (token: string) =>
    ((await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as { items: Record<string, unknown>[] })
      .items;

  it('saves each part of «… y … con davivienda» in that account and lists them', async () => {
    const user = await userOf('CO', 'COP', [
      ['Efectivo', 'cash'],
      ['Davivienda', 'checking'],
    ]);
    const { reply } = await say(user.token, 'almuerzo 14 mil y taxi 9 con davivienda');
    expect(reply).toMatch(/^✅ Anoté 2:\n• gasto de \$\s?14\.000 .*Davivienda.*\n• gasto de \$\s?9\.000 .*Davivienda/);
    const saved = await movements(user.token);
    expect(saved.map((row) => [row.amount, row.account_id]).sort()).toEqual(
      [
        [-14_000, user.ids.Davivienda],
        [-9_000, user.ids.Davivienda],
      ].sort(),
    );
  });

  it('changes nothing when a correction follows a list: which movement it means is not known', async () => {
    const user = await userOf('PE', 'PEN', [
      ['Efectivo', 'cash'],
      ['Yape', 'other'],
    ]);
    expect((await say(user.token, 'menú 14 y mototaxi 4')).reply).toMatch(/^✅ Anoté 2:/);
    for (const correction of ['no, eran 16', 'fue con yape', 'deshacer', 'fue ayer']) {
      const { reply } = await say(user.token, correction);
      expect(reply).toMatch(/anotó 2 movimientos .*no cambié nada/);
    }
    const saved = await movements(user.token);
    expect(saved.map((row) => [row.amount, row.account_id, row.date]).sort()).toEqual(
      [
        [-1_400, user.ids.Efectivo, '2026-11-25'],
        [-400, user.ids.Efectivo, '2026-11-25'],
      ].sort(),
    );
  });

  it('asks and saves nothing when a bare hundreds sits beside thousands', async () => {
    const user = await userOf('AR', 'ARS', [['Efectivo', 'cash']]);
    const { reply } = await say(user.token, 'carnicería 25 lucas y pan 700');
    expect(reply).toMatch(/no anoté ninguno/);
    expect(await movements(user.token)).toEqual([]);
  });
});
