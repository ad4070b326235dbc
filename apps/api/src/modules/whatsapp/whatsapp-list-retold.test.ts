import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { readParts } from './capture-list.ts';
import { splitMovements } from './multi.ts';

// A list told as people talk: a part's words taken back with «no» («… de la tarjeta… no, la cuota
// del préstamo»), a place said once after a comma for the whole list («…, en el taller con la
// visa»), «también» after the account. Examples written here, across countries.

const app = chatApp();

const context = (currency: string, names: [string, 'cash' | 'checking' | 'savings' | 'credit_card' | 'other'][]) =>
  parseContext(
    '2026-11-26',
    names.map(([name, type]) => accountRef(name, type, currency)),
  );

const co = context('COP', [
  ['Efectivo', 'cash'],
  ['Bancolombia', 'savings'],
  ['Nequi', 'other'],
  ['Daviplata', 'other'],
]);
const mx = context('MXN', [
  ['Efectivo', 'cash'],
  ['BBVA', 'checking'],
  ['Tarjeta Nu', 'credit_card'],
]);
const es = context('EUR', [
  ['Efectivo', 'cash'],
  ['BBVA', 'checking'],
  ['Tarjeta Visa', 'credit_card'],
]);

/** Each part as saved: kind, amount in cents, account, category; «ask» for a part not read. */
const read = (text: string, ctx: ReturnType<typeof context>) => {
  const parts = splitMovements(text, ctx.accounts);
  if (!parts) return undefined;
  return readParts(parts, ctx).map(({ outcome }) =>
    outcome.ok
      ? [outcome.capture.kind, outcome.capture.amount, outcome.capture.account.name, outcome.capture.categoryId]
      : 'ask',
  );
};

describe('a part of a list taken back by its words', () => {
  it.each([
    [
      'me pagaron 800 mil del arriendo del local a bancolombia y pagué 200 mil de la cuota de la tarjeta… no, la cuota del préstamo, desde bancolombia',
      co,
      [
        ['income', 800_000, 'Bancolombia', 'Arriendos cobrados'],
        ['expense', 200_000, 'Bancolombia', 'Cuota de préstamo'],
      ],
    ],
    [
      'gasté 420 en la farmacia y 900 en unos tenis en el oxxo... no, en liverpool',
      mx,
      [
        ['expense', 42_000, 'Efectivo', 'Farmacia'],
        ['expense', 90_000, 'Efectivo', 'Ropa y calzado'],
      ],
    ],
    [
      'taxi 18 mil con nequi, no, con daviplata, y almuerzo 22 mil',
      co,
      [
        ['expense', 18_000, 'Daviplata', 'Taxi y VTC'],
        ['expense', 22_000, 'Efectivo', 'Restaurantes'],
      ],
    ],
    [
      'taxi 20 mil… no, uber, y almuerzo 15 mil',
      co,
      [
        ['expense', 20_000, 'Efectivo', 'Taxi y VTC'],
        ['expense', 15_000, 'Efectivo', 'Restaurantes'],
      ],
    ],
  ])('«%s» keeps the amount and takes the new words', (text, ctx, expected) => {
    expect(read(text, ctx)).toEqual(expected);
  });

  it('an account said with the slip stays the part’s', () => {
    const parts = splitMovements('pagué 90 de la luz con bbva... no, el agua, y el gas 40', es.accounts);
    expect(parts?.[0]).toMatch(/agua/);
    expect(parts?.[0]).not.toMatch(/luz/);
    expect(read('pagué 90 de la luz con bbva... no, el agua, y el gas 40', es)?.[0]).toEqual([
      'expense',
      9_000,
      'BBVA',
      'Agua',
    ]);
  });

  it.each([
    ['café 3 y tostada 4, no sé cuánto fue la propina', es],
    ['pagué 30 de la luz y 12 del gas... no, de lo otro', es],
  ])('«%s»: words that cannot be placed are not guessed (read as one and asked)', (text, ctx) => {
    expect(splitMovements(text, ctx.accounts)).toBeUndefined();
  });

  it('is saved in the chat with the new words in the reply', async () => {
    const token = await chatUser(app.ctx, 'CO', 'COP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Bancolombia', type: 'savings' },
    ]);
    const reply = await say(
      app.ctx,
      token,
      'entraron 700 mil del arriendo a bancolombia y pagué 120 mil de la cuota de la tarjeta... no, la cuota del préstamo, desde bancolombia también',
    );
    expect(reply).toMatch(/^✅ Anoté 2:/);
    expect(reply).toContain('Cuota de préstamo');
    expect(reply).not.toMatch(/tambi[eé]n/i);
    expect(await movements(app.ctx, token)).toHaveLength(2);
  });
});

describe('a place said once after a comma, for the whole list', () => {
  it.each([
    ['la ITV 48 y el cambio de pastillas 120, en el taller con la visa', es, 'Tarjeta Visa'],
    ['la afinación 1,800 y la alineación 450, en el taller con la nu', mx, 'Tarjeta Nu'],
  ])('«%s» is said of every part', (text, ctx, account) => {
    const parts = read(text, ctx);
    expect(parts).toHaveLength(2);
    expect(parts!.every((part) => part !== 'ask' && part[2] === account)).toBe(true);
  });

  it.each([
    ['pan 2 y leche 1,50 y en el mercado', es],
    ['taxi 12 mil, almuerzo 20 mil, y en la droguería', co],
  ])('«%s»: a place joined with «y» may be a part without its amount (asked)', (text, ctx) => {
    expect(splitMovements(text, ctx.accounts)).toBeUndefined();
  });
});

describe('one amount shared out among accounts', () => {
  const pe = context('PEN', [
    ['Efectivo', 'cash'],
    ['BCP', 'savings'],
    ['Yape', 'other'],
  ]);

  it.each([
    [
      'hoy vendí 250 soles de chicha en la feria, de eso 180 en efectivo y 70 me yapearon',
      pe,
      [
        ['income', 18_000, 'Efectivo', 'Ventas'],
        ['income', 7_000, 'Yape', 'Ventas'],
      ],
    ],
    [
      'el mercado 230 mil, de eso 150 con nequi y lo demás en efectivo',
      co,
      [
        ['expense', 150_000, 'Nequi', 'Supermercado'],
        ['expense', 80_000, 'Efectivo', 'Supermercado'],
      ],
    ],
    [
      'la cena 64, 40 con el bbva y el resto en efectivo',
      es,
      [
        ['expense', 4_000, 'BBVA', 'Restaurantes'],
        ['expense', 2_400, 'Efectivo', 'Restaurantes'],
      ],
    ],
    // A total that says its cents leaves a rest with cents, written with the same mark.
    [
      'la cena 45,50, 20 en efectivo y el resto con el bbva',
      es,
      [
        ['expense', 2_000, 'Efectivo', 'Restaurantes'],
        ['expense', 2_550, 'BBVA', 'Restaurantes'],
      ],
    ],
  ])('«%s» is one movement per account, adding up to the amount', (text, ctx, expected) => {
    expect(read(text, ctx)).toEqual(expected);
  });

  it.each([
    ['vendí 150 de empanadas, de eso 100 en efectivo y 60 por yape', pe],
    // A rest with cents out of a total said without them is asked.
    ['la cena 45, 20,50 en efectivo y el resto con el bbva', es],
    ['la cena 80 mil con nequi, de eso 50 en efectivo y el resto con nequi', co],
  ])('«%s»: ways that do not add up, or cannot be said for sure, are not saved', (text, ctx) => {
    expect(splitMovements(text, ctx.accounts)).toBeUndefined();
  });
});
