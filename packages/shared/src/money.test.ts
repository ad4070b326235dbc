import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertSafeMinor,
  formatCompactMoney,
  formatMoney,
  formatTypedAmount,
  isCurrencyCode,
  minorDigits,
  minorToInput,
  parseMoney,
} from './money.ts';

// Without a locale, no example: one fixed example was wrong for currencies without cents (COP).
const INVALID_AMOUNT = 'Debe ser un importe válido';
/** Intl separates the number and the symbol with a no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('parseMoney', () => {
  it.each([
    ['1.234,56', 'EUR', 123456],
    ['1,234.56', 'EUR', 123456],
    ['1.234.567,89', 'EUR', 123456789],
    ['1,234,567.89', 'USD', 123456789],
    ['12,5', 'EUR', 1250],
    ['12.5', 'EUR', 1250],
    ['-45,30', 'EUR', -4530],
    ['+7', 'EUR', 700],
    [',5', 'EUR', 50],
    ['  1 234,56 € ', 'EUR', 123456],
    ['1\u00a0234,56\u00a0€', 'EUR', 123456],
    ['$ 1.200', 'COP', 1200],
    ['1.234.567', 'COP', 1234567],
    ['$1.234.567', 'CLP', 1234567],
    ['0', 'EUR', 0],
    ['COP 12.500', 'COP', 12500],
    ['12,50 eur', 'EUR', 1250],
    ['US$ 1,234.56', 'USD', 123456],
    ['-$ 1.200', 'COP', -1200],
    ['$ -1.200', 'COP', -1200],
    ['\u221245,30 €', 'EUR', -4530],
    ['1.234.567 CLP', 'CLP', 1234567],
  ])('reads %j in %s as %d minor units', (input, currency, minor) => {
    expect(parseMoney(input, currency)).toEqual({ ok: true, minor });
  });

  it('reads a lone separator followed by three digits as thousands, not decimals', () => {
    // "12.500" is twelve thousand five hundred euros, as typed in Spain.
    expect(parseMoney('12.500', 'EUR')).toEqual({ ok: true, minor: 1_250_000 });
    expect(parseMoney('12,500', 'EUR')).toEqual({ ok: true, minor: 1_250_000 });
    expect(parseMoney('12,345', 'CLP')).toEqual({ ok: true, minor: 12345 });
    expect(parseMoney('12.500', 'COP')).toEqual({ ok: true, minor: 12500 });
  });

  it('never answers negative zero', () => {
    const result = parseMoney('-0', 'EUR');
    expect(result.ok && Object.is(result.minor, 0)).toBe(true);
  });

  it.each(['abc', '', '-', '€', '1,2,3,4', '1.2.3', '12.34.56', '1.234,5,6', '1,23.456', '12..5', '1.23,45'])(
    'rejects %j as an invalid amount',
    (input) => {
      expect(parseMoney(input, 'EUR')).toEqual({ ok: false, message: INVALID_AMOUNT });
    },
  );

  // A letter that is not a currency's code is not dropped: "1e3" saved 13,00 € when it was.
  it.each(['1e3', '12abc', 'doce', '12,50 xyz', 'x12', '12€3', '1 2 3e', '--5', '-$-5', '5-', '12%'])(
    'rejects %j, which has more than an amount in it',
    (input) => {
      expect(parseMoney(input, 'EUR')).toEqual({ ok: false, message: INVALID_AMOUNT });
    },
  );

  it('rejects more decimals than the currency has', () => {
    expect(parseMoney('12,3456', 'EUR')).toEqual({ ok: false, message: 'Debe tener como máximo 2 decimales' });
    expect(parseMoney('1,2345', 'USD')).toEqual({ ok: false, message: 'Debe tener como máximo 2 decimales' });
  });

  it('rejects decimals in currencies used without them', () => {
    expect(parseMoney('12,34', 'CLP')).toEqual({ ok: false, message: 'Esta moneda no admite decimales' });
    expect(parseMoney('12.5', 'COP')).toEqual({ ok: false, message: 'Esta moneda no admite decimales' });
  });

  it('rejects amounts beyond the safe-integer range', () => {
    expect(parseMoney('99999999999999999', 'EUR')).toEqual({ ok: false, message: 'El importe es demasiado grande' });
    expect(parseMoney('90.071.992.547.409,91', 'EUR')).toEqual({ ok: true, minor: Number.MAX_SAFE_INTEGER });
  });
});

describe('formatMoney', () => {
  it('formats euros the way Spain writes them', () => {
    expect(plain(formatMoney(123456, 'EUR'))).toBe('1.234,56 €');
    expect(plain(formatMoney(12345678, 'EUR'))).toBe('123.456,78 €');
    expect(plain(formatMoney(-4530, 'EUR'))).toBe('-45,30 €');
    expect(plain(formatMoney(5, 'EUR'))).toBe('0,05 €');
  });

  it('groups four-digit euros as Spanish banks do, beside five-digit ones', () => {
    // Intl's es-ES groups only from five digits: "3245,67 €" beside "12.345,67 €".
    expect(plain(formatMoney(324_567, 'EUR'))).toBe('3.245,67 €');
    expect(plain(formatCompactMoney(324_567_00, 'EUR'))).toBe('324,6 mil €');
    expect(formatTypedAmount(324_567, 'EUR', 'es-ES')).toBe('3.245,67');
  });

  it('formats pesos without decimals', () => {
    expect(plain(formatMoney(1234567, 'COP', 'es-CO'))).toBe('$ 1.234.567');
    expect(plain(formatMoney(1234567, 'CLP', 'es-CL'))).toBe('$1.234.567');
    expect(plain(formatMoney(1234567, 'CLP'))).toBe('1.234.567 CLP');
  });

  it('formats dollars for each locale', () => {
    expect(plain(formatMoney(123456, 'USD', 'es-US'))).toBe('$1,234.56');
    expect(plain(formatMoney(123456, 'USD', 'es-ES'))).toBe('1.234,56 US$');
  });

  it('keeps every cent of the largest safe amount', () => {
    // MAX_SAFE_INTEGER / 100 is not exactly representable as a double: dividing first loses the last cent.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR')).toContain('409,91');
  });
});

describe('currency helpers', () => {
  it('knows the minor-unit digits of each currency', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('MXN')).toBe(2);
    expect(minorDigits('COP')).toBe(0);
    expect(minorDigits('CLP')).toBe(0);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('accepts only real upper-case ISO 4217 codes', () => {
    for (const code of ['EUR', 'USD', 'COP', 'CLP', 'MXN', 'ARS']) expect(isCurrencyCode(code)).toBe(true);
    for (const code of ['eur', 'ABC', 'EURO', 'EU', '', '€', 'XXX']) expect(isCurrencyCode(code)).toBe(false);
  });

  it('turns minor units into the decimal text an input shows', () => {
    expect(minorToInput(123456, 'EUR')).toBe('1234,56');
    expect(minorToInput(5, 'EUR')).toBe('0,05');
    expect(minorToInput(-5, 'EUR')).toBe('-0,05');
    expect(minorToInput(0, 'EUR')).toBe('0,00');
    expect(minorToInput(-123456, 'USD')).toBe('-1234,56');
    expect(minorToInput(1200, 'COP')).toBe('1200');
    expect(minorToInput(-1200, 'CLP')).toBe('-1200');
  });

  it('guards the safe-integer range', () => {
    expect(assertSafeMinor(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => assertSafeMinor(Number.MAX_SAFE_INTEGER + 1)).toThrow('El importe está fuera del rango permitido');
    expect(() => assertSafeMinor(1.5)).toThrow(RangeError);
  });
});

describe('round trips (property based)', () => {
  const currencies = fc.constantFrom('EUR', 'USD', 'COP', 'CLP', 'MXN');

  it('parses back what minorToInput writes', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), currencies, (minor, currency) => {
        const result = parseMoney(minorToInput(minor, currency), currency);
        return result.ok && result.minor === minor;
      }),
      { numRuns: 500 },
    );
  });

  it('parses back what formatMoney writes for es-ES', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), currencies, (minor, currency) => {
        const result = parseMoney(formatMoney(minor, currency, 'es-ES'), currency);
        return result.ok && result.minor === minor;
      }),
      { numRuns: 500 },
    );
  });

  it('parses back what formatMoney writes for everyday amounts in each country locale', () => {
    const locales = { EUR: 'es-ES', USD: 'es-US', COP: 'es-CO', CLP: 'es-CL', MXN: 'es-MX' } as const;
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), currencies, (minor, currency) => {
        const result = parseMoney(formatMoney(minor, currency, locales[currency]), currency);
        return result.ok && result.minor === minor;
      }),
      { numRuns: 500 },
    );
  });
});
