import { describe, expect, it } from 'vitest';
import { amountToInput, amountTone, entryKindOf, parseEntryAmount, signedAmount, splitStatus } from './amounts.ts';

describe('amount sign from the type', () => {
  it('makes expenses negative and income positive, whatever sign was typed', () => {
    expect(signedAmount('expense', 1250)).toBe(-1250);
    expect(signedAmount('expense', -1250)).toBe(-1250);
    expect(signedAmount('income', -1250)).toBe(1250);
    expect(signedAmount('income', 0)).toBe(0);
    expect(entryKindOf(-1)).toBe('expense');
    expect(entryKindOf(5)).toBe('income');
  });

  it('parses typed amounts as positive minor units and refuses empty or zero', () => {
    expect(parseEntryAmount('1.234,56', 'EUR', 'es-ES')).toEqual({ ok: true, minor: 123456 });
    expect(parseEntryAmount('-45,3', 'EUR', 'es-ES')).toEqual({ ok: true, minor: 4530 });
    expect(parseEntryAmount('12.500', 'COP', 'es-ES')).toEqual({ ok: true, minor: 12500 });
    expect(parseEntryAmount('', 'EUR', 'es-ES')).toEqual({ ok: false, message: 'Escribe el importe' });
    expect(parseEntryAmount('0,00', 'EUR', 'es-ES')).toEqual({ ok: false, message: 'El importe no puede ser cero' });
    expect(parseEntryAmount('abc', 'EUR', 'es-ES').ok).toBe(false);
    // The error's example is the one the field shows: the country's writing, the currency's cents.
    expect(parseEntryAmount('abc', 'COP', 'es-CO')).toEqual({
      ok: false,
      message: 'Debe ser un importe válido, por ejemplo 1.500.000',
    });
    expect(parseEntryAmount('abc', 'MXN', 'es-MX')).toEqual({
      ok: false,
      message: 'Debe ser un importe válido, por ejemplo 1,234.56',
    });
    expect(parseEntryAmount('abc', 'EUR', 'es-ES')).toEqual({
      ok: false,
      message: 'Debe ser un importe válido, por ejemplo 1.234,56',
    });
  });

  it('colours income green and expenses red, with a plus for money in', () => {
    expect(amountTone('income', 100)).toEqual({ color: 'green.8', prefix: '+' });
    expect(amountTone('expense', -100)).toEqual({ color: 'red.7', prefix: '' });
    expect(amountTone('transfer', 100)).toEqual({ color: undefined, prefix: '+' });
  });
});

describe('splitStatus', () => {
  it('tells what is left to assign and balances only at exactly zero', () => {
    const lines = [{ amount: '30' }, { amount: '12,50' }];
    expect(splitStatus('50', lines, 'EUR', 'es-ES')).toEqual({
      total: 5000,
      assigned: 4250,
      remaining: 750,
      invalidLines: [],
      balanced: false,
    });
    expect(splitStatus('42,50', lines, 'EUR', 'es-ES').balanced).toBe(true);
    expect(splitStatus('40', lines, 'EUR', 'es-ES').remaining).toBe(-250);
  });

  it('flags empty or malformed lines and needs at least two', () => {
    const status = splitStatus('10', [{ amount: '10' }, { amount: '' }], 'EUR', 'es-ES');
    expect(status.invalidLines).toEqual([1]);
    expect(status.balanced).toBe(false);
    expect(splitStatus('10', [{ amount: '10' }], 'EUR', 'es-ES').balanced).toBe(false);
  });

  it('has no remaining while the total does not parse', () => {
    expect(splitStatus('x', [{ amount: '1' }, { amount: '2' }], 'EUR', 'es-ES')).toMatchObject({
      total: null,
      remaining: null,
      assigned: 300,
    });
  });
});

describe('amountToInput', () => {
  it('writes an amount unsigned, as the user’s country writes it, in the field’s currency (docs/architecture.md §4.1)', () => {
    expect(amountToInput(-45_000_000, 'COP', 'es-CO')).toBe('45.000.000');
    expect(amountToInput(450_000, 'COP', 'es-CO')).toBe('450.000');
    expect(amountToInput(-123_456, 'MXN', 'es-MX')).toBe('1,234.56');
    expect(amountToInput(123_456, 'EUR', 'es-ES')).toBe('1.234,56');
    expect(amountToInput(1_234_567, 'EUR', 'es-ES')).toBe('12.345,67');
    // A Colombian's dollar account: dollars have cents, written the Colombian way.
    expect(amountToInput(123_456, 'USD', 'es-CO')).toBe('1.234,56');
    expect(amountToInput(5, 'EUR', 'es-ES')).toBe('0,05');
    expect(amountToInput(999, 'CLP', 'es-CL')).toBe('999');
  });

  it('is what the create form’s example looks like, and reads back to the same amount', () => {
    for (const [currency, locale] of [
      ['COP', 'es-CO'],
      ['MXN', 'es-MX'],
      ['EUR', 'es-ES'],
      ['USD', 'es-CO'],
      ['ARS', 'es-AR'],
    ] as const) {
      for (const minor of [1, 1_250, 12_500, 450_000, 123_456, 98_765_432]) {
        expect(
          parseEntryAmount(amountToInput(-minor, currency, locale), currency, locale),
          `${currency} ${locale} ${minor}`,
        ).toEqual({ ok: true, minor });
      }
    }
  });
});
