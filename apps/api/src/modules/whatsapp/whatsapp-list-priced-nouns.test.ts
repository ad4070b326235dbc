import { describe, expect, it } from 'vitest';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { readParts } from './capture-list.ts';
import { splitMovements } from './multi.ts';

// Lists whose parts say the amount before what it bought: «180 de fruta y verdura» (one amount for
// two nouns joined by «y») and «12 las palomitas» (a price before an article, never a count).
// Examples written here, across countries; none is a corpus line.

const context = (currency: string, names: [string, 'cash' | 'checking' | 'savings' | 'credit_card' | 'other'][]) =>
  parseContext(
    '2026-11-26',
    names.map(([name, type]) => accountRef(name, type, currency)),
  );
const mx = context('MXN', [
  ['Efectivo', 'cash'],
  ['BBVA', 'checking'],
]);
const es = context('EUR', [
  ['Efectivo', 'cash'],
  ['Tarjeta Visa', 'credit_card'],
]);
const co = context('COP', [
  ['Efectivo', 'cash'],
  ['Nequi', 'other'],
]);

/** Each part as saved: amount in cents and account; «ask» for a part not read. */
const read = (text: string, ctx: ReturnType<typeof context>) => {
  const parts = splitMovements(text, ctx.accounts);
  if (!parts) return undefined;
  return readParts(parts, ctx).map(({ outcome }) =>
    outcome.ok ? [outcome.capture.amount, outcome.capture.account.name] : 'ask',
  );
};

describe('one amount for two things joined by «y»', () => {
  it.each([
    [
      'mercado sobre ruedas: 95 de jitomate y cebolla, 60 de huevo',
      mx,
      [
        [9_500, 'Efectivo'],
        [6_000, 'Efectivo'],
      ],
    ],
    [
      'en la plaza 40 de papa y yuca y 25 de queso con bbva',
      mx,
      [
        [4_000, 'BBVA'],
        [2_500, 'BBVA'],
      ],
    ],
  ])('«%s» is one movement per amount', (text, ctx, expected) => {
    expect(read(text, ctx)).toEqual(expected);
  });

  it.each([
    // A thing with an article after the last amount is a movement whose amount is missing.
    ['bus 2 mil, almuerzo 14 mil y el parqueadero', co],
    // Only when the amount came before what it bought.
    ['cebolla 30 y tomate, 45 de pollo', mx],
  ])('«%s» is not read as a list (it is asked)', (text, ctx) => {
    const parts = read(text, ctx);
    expect(parts === undefined || parts.includes('ask')).toBe(true);
  });
});

describe('a price said before the article of what it bought', () => {
  it('«12 las palomitas» is a price, not twelve of them', () => {
    expect(read('en el teatro 24,50 las entradas y 9 los refrescos, con la visa', es)).toEqual([
      [2_450, 'Tarjeta Visa'],
      [900, 'Tarjeta Visa'],
    ]);
  });

  it('«2 empanadas y un jugo 9.500» still counts the empanadas', () => {
    expect(splitMovements('2 empanadas y un jugo 9.500', co.accounts)).toBeUndefined();
  });
});
