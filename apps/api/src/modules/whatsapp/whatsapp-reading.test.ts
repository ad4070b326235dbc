import { describe, expect, it } from 'vitest';
import { chooseAmount, findAmounts, toMinor } from './amounts.ts';
import { findDate } from './dates.ts';
import { detectIntent } from './intent.ts';
import { fold } from './text.ts';

// The pieces of the parser on the forms people write amounts, dates and intents in, one by one (the corpus test measures the whole).

const TODAY = '2026-11-25'; // a Wednesday

function amount(text: string, currency: string): number | string {
  const choice = chooseAmount(findAmounts(fold(text)));
  if (!choice.ok) return choice.reason;
  const minor = toMinor(choice.candidate, currency);
  return minor.ok ? minor.minor : minor.reason;
}

describe('amounts', () => {
  it.each([
    ['12.500', 'COP', 12_500],
    ['12500', 'COP', 12_500],
    ['12,5 mil', 'COP', 12_500],
    ['85 mil', 'COP', 85_000],
    ['12k', 'COP', 12_000],
    ['2 millones', 'COP', 2_000_000],
    ['1,2 M', 'COP', 1_200_000],
    ['$45.000', 'COP', 45_000],
    ['45,90 €', 'EUR', 4_590],
    ['4,50', 'EUR', 450],
    ['4.50', 'MXN', 450],
    ['1,234.90', 'MXN', 123_490],
    ['1.234,90', 'EUR', 123_490],
    ['US$ 20', 'USD', 2_000],
    ['20 dólares', 'USD', 2_000],
    ['una luca', 'ARS', 100_000],
    ['15 lucas', 'CLP', 15_000],
    ['un palo', 'COP', 1_000_000],
    ['dos millones quinientos mil', 'COP', 2_500_000],
    ['veinte euros', 'EUR', 2_000],
  ])('%s in %s', (text, currency, expected) => {
    expect(amount(text, currency)).toBe(expected);
  });

  it('asks instead of guessing', () => {
    expect(amount('hoy gasté mucho', 'COP')).toBe('none');
    expect(amount('4,50', 'COP')).toBe('decimals');
    expect(amount('20 mil y 35 mil', 'COP')).toBe('several');
  });

  it('takes a quantity for what it is', () => {
    expect(amount('2 cafés 9.000', 'COP')).toBe(9_000);
    expect(amount('3 empanadas por 4500', 'COP')).toBe(4_500);
    expect(amount('gasto 25000 en el d1', 'COP')).toBe(25_000);
  });
});

describe('dates', () => {
  it.each([
    ['gasté 20 mil', undefined],
    ['ayer 20 mil', '2026-11-24'],
    ['antier 20 mil', '2026-11-23'],
    ['anteayer 20 mil', '2026-11-23'],
    ['el lunes 20 mil', '2026-11-23'],
    ['el miércoles 20 mil', '2026-11-18'],
    ['el 3 de noviembre 4500', '2026-11-03'],
    ['3/11 mercado', '2026-11-03'],
    ['28/12 regalos', '2025-12-28'],
    ['el 15 de octubre de 2025 pagué 300', '2025-10-15'],
    ['hace 3 días 12 mil', '2026-11-22'],
  ])('%s', (text, expected) => {
    expect(findDate(fold(text), TODAY)?.date).toBe(expected);
  });

  it('never reads month first', () => {
    expect(findDate(fold('5/11'), TODAY)?.date).toBe('2026-11-05');
    expect(findDate(fold('13/1'), TODAY)?.date).toBe('2026-01-13');
    expect(findDate(fold('11/13'), TODAY)).toBeUndefined();
  });
});

describe('what a message asks for', () => {
  it.each([
    ['hola', 'help'],
    ['Ayuda', 'help'],
    ['deshacer', 'undo'],
    ['borrar', 'undo'],
    ['era transporte', 'recategorize'],
    ['categoría mercado', 'recategorize'],
    ['no, fue ayer', 'redate'],
    ['fue con la visa', 'reaccount'],
    ['¿cuánto he gastado este mes?', 'question'],
    ['¿cuánto llevo en comida?', 'question'],
    ['saldo', 'balance'],
    ['presupuesto', 'budget'],
    ['gasté 12.500 en almuerzo', 'capture'],
    ['hola, gasté 12.500 en almuerzo', 'capture'],
  ])('%s → %s', (text, type) => {
    expect(detectIntent(text, TODAY).type).toBe(type);
  });

  it('moves a capture to the date named', () => {
    expect(detectIntent('no, fue ayer', TODAY)).toEqual({ type: 'redate', date: '2026-11-24' });
    expect(detectIntent('fue el 3/11', TODAY)).toEqual({ type: 'redate', date: '2026-11-03' });
  });
});
