import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { categoryOf, periodOf } from './ask.ts';
import { detectIntent } from './intent.ts';
import { readKindCorrection } from './kind-fix.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';
import { selfRepaired } from './self-repair.ts';
import { fold } from './text.ts';

// Decision 031, 2026-11-27 (blind-m, fitted): corrections wrapped in speech that changes nothing
// (spoken-corrections.ts), money given back read as a refund, cash taken out at a shop's till,
// and words for popcorn, bar dishes, sport lessons, home insurance and transport passes. The
// examples are written here, in each country's way; none is taken from a blind set.

const TODAY = '2026-11-26'; // a Thursday
const context = (accounts: AccountRef[]): ParseContext => ({
  today: TODAY,
  accounts,
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
});

describe('a correction wrapped in words that change nothing', () => {
  it.each([
    // The focus «fue» of Colombian and Venezuelan speech.
    ['la compré fue el martes', { type: 'redate', date: '2026-11-24' }],
    ['lo pagamos fue con daviplata', { type: 'reaccount', target: 'daviplata' }],
    ['eso lo pagué fue con la master, no con la visa', { type: 'reaccount', target: 'master' }],
    // An order to fix, a pause, then the fix.
    ['arréglalo por fa: fue con yape', { type: 'reaccount', target: 'yape' }],
    ['corrija eso, fue el domingo', { type: 'redate', date: '2026-11-22' }],
    // A demonstrative for the movement.
    ['esa fue el lunes', { type: 'redate', date: '2026-11-23' }],
    ['este fue antier', { type: 'redate', date: '2026-11-24' }],
    // What it was not, said after what it was.
    ['momento, era con yape, no con plin', { type: 'reaccount', target: 'yape' }],
  ])('«%s» corrects the last capture', (text, intent) => {
    expect(detectIntent(text, TODAY)).toEqual(intent);
  });

  it('names the new category, not the old one, when both are said', () => {
    const intent = detectIntent('espera, fue el internet, no la luz', TODAY);
    expect(intent.type).toBe('recategorize');
    expect(intent.type === 'recategorize' && intent.target).toMatch(/internet/);
    expect(intent.type === 'recategorize' && intent.target).not.toMatch(/luz/);
  });

  it.each(['no la luz', 'no, no', 'corrígelo', 'ese es mi perro', 'lo compré fue para mi hermana 20'])(
    '«%s» is no correction it can read',
    (text) => {
      expect(['capture', 'not_money', 'help']).toContain(detectIntent(text, TODAY).type);
    },
  );

  it('reads money given back, turned into income, as a refund', () => {
    expect(readKindCorrection(fold('no, al revés, me devolvieron la plata de los zapatos'))).toMatchObject({
      kind: 'income',
      target: 'reembolso',
    });
    expect(readKindCorrection(fold('perdón, al contrario: me reintegraron lo de la consulta'))).toMatchObject({
      kind: 'income',
    });
  });
});

describe('a slip taken back in the same message', () => {
  it.each([
    ['colectivo 1.500… digo 1.800', 'colectivo 1.800'],
    ['pan, digo facturas 2.000', 'facturas 2.000'],
    ['almuerzo 30 lucas… 35 digo', 'almuerzo 35 lucas'],
    ['la luz 40 mil quise decir 45 mil con nequi', 'la luz 45 mil con nequi'],
    ['tacos 120 en la esquina, digo, en el puesto del mercado jeje', 'tacos 120 en el puesto del mercado'],
  ])('«%s» reads «%s»', (text, meant) => {
    expect(selfRepaired(text)).toBe(meant);
  });

  it.each(['te digo que gasté 50 en el taxi', 'como digo siempre, 20 en pan', 'café 2 jaja', 'pizza 12, digo yo'])(
    '«%s» is left as it was',
    (text) => {
      expect(selfRepaired(text)).toBe(text);
    },
  );
});

describe('cash taken out at a shop till', () => {
  const MEXICO = context([
    accountRef('Efectivo', 'cash', 'MXN'),
    accountRef('Banorte', 'checking', 'MXN'),
    accountRef('Tarjeta Nu', 'credit_card', 'MXN'),
  ]);
  const PERU = context([accountRef('Efectivo', 'cash', 'PEN'), accountRef('BCP', 'savings', 'PEN')]);

  it.each([
    [MEXICO, 'saqué 1.000 en el walmart con mi cuenta banorte', 'Banorte'],
    [PERU, 'retiré 200 en la bodega con mi bcp', 'BCP'],
    [PERU, 'ayer saqué 150 en la farmacia de la esquina desde el bcp', 'BCP'],
  ])('«%s» moves money to cash', (ctx, text, from) => {
    const outcome = parseCapture(text, ctx);
    expect(outcome.ok && outcome.capture.kind).toBe('transfer');
    expect(outcome.ok && outcome.capture.account.name).toBe(from);
    expect(outcome.ok && outcome.capture.toAccount?.name).toBe('Efectivo');
  });

  it.each([
    [MEXICO, 'compré 1.000 en el walmart con mi cuenta banorte'],
    [PERU, 'pagué 200 en la bodega con mi bcp'],
  ])('«%s» is still something bought', (ctx, text) => {
    const outcome = parseCapture(text, ctx);
    expect(outcome.ok && outcome.capture.kind).toBe('expense');
  });
});

describe('a bill sent by transfer from one account', () => {
  const CHILE = context([accountRef('Efectivo', 'cash', 'CLP'), accountRef('CuentaRUT', 'checking', 'CLP')]);
  it.each(['gastos comunes 62.000, los transferí de la cuentarut', 'la luz 31 lucas, la pasé desde la cuentarut'])(
    '«%s» is the bill paid from that account',
    (text) => {
      const outcome = parseCapture(text, CHILE);
      expect(outcome.ok && outcome.capture.kind).toBe('expense');
      expect(outcome.ok && outcome.capture.account.name).toBe('CuentaRUT');
    },
  );

  it('«santander» that also names a card of that bank is one account', () => {
    const both = context([
      accountRef('Efectivo', 'cash', 'CLP'),
      accountRef('Santander', 'checking', 'CLP'),
      accountRef('Visa Santander', 'credit_card', 'CLP'),
    ]);
    const outcome = parseCapture('el arriendo 450 lucas, lo transferí desde santander', both);
    expect(outcome.ok && `${outcome.capture.kind} ${outcome.capture.account.name}`).toBe('expense Santander');
  });

  it('«transferí 50 lucas desde la cuentarut» alone still asks where it went', () => {
    expect(parseCapture('transferí 50 lucas desde la cuentarut', CHILE).ok).toBe(false);
  });
});

describe('a question about the year so far, or a brand in the plural', () => {
  it.each(['cuánto gasté en lo que llevamos de año', 'lo que va del año cuánto me entró', 'cuánto gasté desde enero'])(
    '«%s» asks from the first of January',
    (text) => {
      expect(periodOf(fold(text), TODAY, 1)).toMatchObject({ from: '2026-01-01', to: TODAY });
    },
  );

  it('«didis» names the ride-hailing category', () => {
    expect(categoryOf('didis', 'expense', defaultCategoryRefs)?.name).toBe('Taxi y VTC');
  });
});

describe('words for an evening out, lessons and passes', () => {
  const SPAIN = context([accountRef('Efectivo', 'cash', 'EUR'), accountRef('Sabadell', 'checking', 'EUR')]);
  it.each([
    ['pochoclos 4500', 'Cine y eventos'],
    ['crispetas y gaseosa 18 mil', 'Cine y eventos'],
    ['unas patatas bravas 5', 'Restaurantes'],
    ['clases de natación del peque 60', 'Deporte'],
    ['curso de inglés 90', 'Cursos'],
    ['seguro de la casa 38,20 del sabadell', 'Seguro del hogar'],
    ['recarga del bonobús 10', 'Transporte público'],
    ['alquiler de la canchita 30', 'Deporte'],
  ])('«%s» is %s', (text, category) => {
    const outcome = parseCapture(text, SPAIN);
    expect(outcome.ok && outcome.capture.categoryId).toBe(category);
  });
});

describe('the chat end to end', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.advance(new Date('2026-11-26T15:00:00Z').getTime() - ctx.clock.now().getTime());
  });
  afterAll(async () => ctx.close());

  const say = async (token: string, text: string) => {
    const res = await call(ctx, 'POST', '/api/whatsapp/simulate', {
      token,
      body: { text },
      headers: { 'x-time-zone': 'America/Bogota' },
    });
    expect(res.status).toBe(200);
    return res.data as unknown as { reply: string };
  };

  it('moves, redates and refiles the last capture when the fix is wrapped in speech', async () => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency: 'COP' } });
    const daviplata = (
      await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Daviplata', type: 'other', currency: 'COP' } })
    ).data.id as string;

    expect((await say(token, 'factura de la luz 96 mil')).reply).toContain('✅ Anotado');
    expect((await say(token, 'la pagué fue con daviplata, no en efectivo')).reply).toContain('Daviplata');
    expect((await say(token, 'corríjalo por favor, ese fue antier')).reply).not.toContain('No entendí');
    expect((await say(token, 'espera, era el internet, no la luz')).reply).toContain('Internet');

    const list = (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as {
      items: { amount: number; account_id: string; date: string }[];
    };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ amount: -96000, account_id: daviplata, date: '2026-11-24' });
  });

  it('saves what was meant when a slip is taken back in the message', async () => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency: 'COP' } });

    expect((await say(token, 'buseta 2.800… digo 3.200 jaja')).reply).toContain('3.200');
    const list = (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as {
      items: { amount: number }[];
    };
    expect(list.items.map((item) => item.amount)).toEqual([-3200]);
  });
});
