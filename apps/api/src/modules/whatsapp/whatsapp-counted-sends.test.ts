import { describe, expect, it } from 'vitest';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { readParts } from './capture-list.ts';
import { splitMovements } from './multi.ts';
import { parseCapture } from './parse-message.ts';

// Transfers counted with the amount of each («3 transferencias de 12 mil»), and a counted list whose
// account shares its name with a card of the same bank («a galicia» beside «Visa Galicia»). Examples
// written here, across countries; none is a corpus line.

const context = (currency: string, names: [string, 'cash' | 'checking' | 'savings' | 'credit_card' | 'other'][]) =>
  parseContext(
    '2026-11-26',
    names.map(([name, type]) => accountRef(name, type, currency)),
  );

const co = context('COP', [
  ['Efectivo', 'cash'],
  ['Nequi', 'other'],
  ['Bancolombia', 'savings'],
]);
const ar = context('ARS', [
  ['Efectivo', 'cash'],
  ['Macro', 'checking'],
  ['Visa Macro', 'credit_card'],
  ['Mercado Pago', 'other'],
]);
const es = context('EUR', [
  ['Efectivo', 'cash'],
  ['BBVA', 'checking'],
]);

/** Each part as saved: kind, amount in cents, account; «ask» for a part not read. */
const read = (text: string, ctx: ReturnType<typeof context>) => {
  const parts = splitMovements(text, ctx.accounts);
  if (!parts) return undefined;
  return readParts(parts, ctx).map(({ outcome }) =>
    outcome.ok ? [outcome.capture.kind, outcome.capture.amount, outcome.capture.account.name] : 'ask',
  );
};

describe('transfers counted with the amount of each', () => {
  it.each([
    ['me pagaron las empanadas por nequi en 2 transferencias de 15 mil', co, 'income', 15_000, 'Nequi', 2],
    ['le hice tres bizums de 20 a mi hermano desde el bbva', es, 'expense', 2_000, 'BBVA', 3],
    ['me entraron 4 transferencias de 7.500 a macro por las tortas', ar, 'income', 750_000, 'Macro', 4],
  ])('«%s» is one movement per transfer, each of the amount', (text, ctx, kind, amount, account, count) => {
    expect(read(text, ctx)).toEqual(Array.from({ length: count }, () => [kind, amount, account]));
  });

  it.each([
    ['me pagaron 2 transferencias de 15 mil cada una', co],
    ['me entraron 2 transferencias de 15 mil y una de 20 mil a nequi', co],
    ['2 transferencias de 15 mil', co],
    ['me entraron 2 transferencias de 10 mil, en total 20 mil', co],
  ])('«%s» is not saved as so many equal transfers (it is asked)', (text, ctx) => {
    const parts = read(text, ctx);
    expect(parts === undefined || parts.includes('ask')).toBe(true);
  });
});

describe('a counted list into a bank that also names a card', () => {
  it('«a macro» is the bank account, not also the Visa Macro', () => {
    expect(read('ayer entraron 2 transferencias de clientes a macro: 30.000 y 12.500', ar)).toEqual([
      ['income', 3_000_000, 'Macro'],
      ['income', 1_250_000, 'Macro'],
    ]);
  });
});

describe('a purchase paid between two accounts, the total with cents', () => {
  it('the rest keeps the cents, in the account said for it', () => {
    expect(read('la compra en el super 212,30, 150 con el bbva y lo demás en efectivo', es)).toEqual([
      ['expense', 15_000, 'BBVA'],
      ['expense', 6_230, 'Efectivo'],
    ]);
  });
});

describe('money in for goods one makes and sells', () => {
  it.each([
    ['me entraron 45 mil a nequi de una clienta por unos postres', co],
    ['cobré 3 encargos por mercado pago, uno de 9.000, otro de 12.000 y otro de 7.500', ar],
    ['me pagaron 18 mil de las empanadas por nequi', co],
  ])('«%s» is a sale', (text, ctx) => {
    const parts = splitMovements(text, ctx.accounts);
    const outcomes = parts ? readParts(parts, ctx).map(({ outcome }) => outcome) : [];
    const single = parts ? [] : [parseCapture(text, ctx)];
    for (const outcome of [...outcomes, ...single]) {
      expect(outcome.ok && outcome.capture.kind).toBe('income');
      expect(outcome.ok && outcome.capture.categoryId).toBe('Ventas');
    }
  });

  it.each([
    ['compré unos postres 45 mil con nequi', co, 'expense'],
    ['me devolvieron 18 mil de las empanadas que pagué yo', co, 'income'],
  ])('«%s» is no sale', (text, ctx, kind) => {
    const outcome = parseCapture(text, ctx);
    expect(outcome.ok && outcome.capture.kind).toBe(kind);
    expect(outcome.ok && outcome.capture.categoryId).not.toBe('Ventas');
  });
});
