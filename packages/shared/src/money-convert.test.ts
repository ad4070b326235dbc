import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMinor, invertRate, scaleRate } from './money.ts';

describe('scaleRate', () => {
  it('scales a decimal rate by 10^10 exactly', () => {
    expect(scaleRate('4250.5')).toBe(42_505_000_000_000n);
    expect(scaleRate('1')).toBe(10_000_000_000n);
    expect(scaleRate('0.000235')).toBe(2_350_000n);
    expect(scaleRate('0.0000000001')).toBe(1n);
  });
});

describe('convertMinor', () => {
  it('converts euros to Colombian pesos (2 → 0 minor digits)', () => {
    // 100,00 € at 1 EUR = 4250,5 COP
    expect(convertMinor(10_000, 'EUR', 'COP', '4250.5')).toBe(425_050);
    expect(convertMinor(123_456, 'EUR', 'COP', '4250')).toBe(5_246_880);
  });

  it('rounds half away from zero when euros become pesos', () => {
    // 0,01 € at 4250 = 42,5 COP → 43; at 4250.4 = 42,504 → 43; at 4249.9 = 42,499 → 42
    expect(convertMinor(1, 'EUR', 'COP', '4250')).toBe(43);
    expect(convertMinor(-1, 'EUR', 'COP', '4250')).toBe(-43);
    expect(convertMinor(1, 'EUR', 'COP', '4250.4')).toBe(43);
    expect(convertMinor(1, 'EUR', 'COP', '4249.9')).toBe(42);
    expect(convertMinor(-1, 'EUR', 'COP', '4249.9')).toBe(-42);
  });

  it('converts pesos to euros, rounding half away from zero to the cent', () => {
    // 10.000 COP at 0.000235 = 2,35 €
    expect(convertMinor(10_000, 'COP', 'EUR', '0.000235')).toBe(235);
    // 1 COP at 0.005 = 0,005 € = exactly half a cent → 1 cent (and −1 for −1 COP)
    expect(convertMinor(1, 'COP', 'EUR', '0.005')).toBe(1);
    expect(convertMinor(-1, 'COP', 'EUR', '0.005')).toBe(-1);
    // just under half a cent rounds down
    expect(convertMinor(1, 'COP', 'EUR', '0.0049999999')).toBe(0);
    expect(convertMinor(-1, 'COP', 'EUR', '0.0049999999')).toBe(0);
    // 125.000 COP at 0.0002352664 = 29,4083 € → 29,41
    expect(convertMinor(125_000, 'COP', 'EUR', '0.0002352664')).toBe(2941);
  });

  it('handles CLP, which has no decimals in practice, on either side', () => {
    expect(convertMinor(12_500, 'CLP', 'EUR', '0.001')).toBe(1250);
    expect(convertMinor(1250, 'EUR', 'CLP', '1000')).toBe(12_500);
    // CLP → COP, both without decimals: 3 × 4.5 = 13.5 → 14
    expect(convertMinor(3, 'CLP', 'COP', '4.5')).toBe(14);
    expect(convertMinor(-3, 'CLP', 'COP', '4.5')).toBe(-14);
    expect(convertMinor(1, 'CLP', 'COP', '4.49')).toBe(4);
  });

  it('keeps negative amounts negative and never answers negative zero', () => {
    expect(convertMinor(-4530, 'EUR', 'USD', '1.0842')).toBe(-4911);
    expect(Object.is(convertMinor(-1, 'COP', 'EUR', '0.001'), 0)).toBe(true);
    expect(convertMinor(0, 'EUR', 'COP', '4250')).toBe(0);
  });

  it('is exact where floating point would not be', () => {
    // 0,29 € × 100 in floats is 28.999999999999996
    expect(convertMinor(29, 'EUR', 'USD', '1')).toBe(29);
    expect(convertMinor(Number.MAX_SAFE_INTEGER, 'EUR', 'USD', '1')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses results beyond the safe-integer range', () => {
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER, 'EUR', 'USD', '2')).toThrow(RangeError);
  });

  it('property: converting −x gives −(converting x)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 99_999_999 }), (minor, scaled) => {
        const rate = (scaled / 10_000).toString();
        const pairs: [string, string][] = [
          ['EUR', 'COP'],
          ['COP', 'EUR'],
          ['CLP', 'USD'],
          ['EUR', 'USD'],
        ];
        for (const [from, to] of pairs) {
          expect(convertMinor(-minor, from, to, rate) + convertMinor(minor, from, to, rate)).toBe(0);
        }
      }),
    );
  });

  it('property: with an integer rate, EUR→COP is the exact value rounded half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 10_000 }), (cents, rate) => {
        const result = convertMinor(cents, 'EUR', 'COP', String(rate));
        // exact value is cents × rate / 100; the error is at most half a peso
        const twiceError = 2 * (result * 100 - cents * rate);
        expect(Math.abs(twiceError)).toBeLessThanOrEqual(100);
        if (Math.abs(twiceError) === 100) expect(Math.sign(twiceError)).toBe(Math.sign(cents));
      }),
    );
  });

  it('property: the same currency digits at rate 1 is the identity', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (minor) => {
        expect(convertMinor(minor, 'EUR', 'USD', '1')).toBe(minor);
        expect(convertMinor(minor, 'COP', 'CLP', '1')).toBe(minor);
      }),
    );
  });

  it('property: conversion is monotonic in the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), fc.integer({ min: 0, max: 1e6 }), (a, delta) => {
        expect(convertMinor(a + delta, 'COP', 'EUR', '0.000235')).toBeGreaterThanOrEqual(
          convertMinor(a, 'COP', 'EUR', '0.000235'),
        );
      }),
    );
  });
});

describe('invertRate', () => {
  it.each([
    ['2', '0.5'],
    ['0.5', '2'],
    ['1', '1'],
    ['4', '0.25'],
    ['0.01', '100'],
    ['3', '0.3333333333'],
    ['1.5', '0.6666666667'],
    ['4250.5', '0.0002352664'],
    ['0.0000000001', '10000000000'],
  ])('1 / %s = %s (10 decimals, trailing zeros trimmed)', (rate, inverse) => {
    expect(invertRate(rate)).toBe(inverse);
  });

  it('refuses a zero rate', () => {
    expect(() => invertRate('0')).toThrow(RangeError);
    expect(() => invertRate('0.00000000001')).toThrow(RangeError);
  });

  it('lets a COP account be valued with only an EUR→COP rate', () => {
    // 425.050 COP at the inverse of 4250.5 ≈ 100,00 €
    expect(convertMinor(425_050, 'COP', 'EUR', invertRate('4250.5'))).toBe(10_000);
  });

  it('property: inverting twice gives back the rate for rates with few digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (n) => {
        // powers of two and five have exact decimal inverses
        for (const rate of [2 ** (n % 11), 5 ** (n % 10), 2 ** (n % 7) * 5 ** (n % 5)]) {
          expect(invertRate(invertRate(String(rate)))).toBe(String(rate));
        }
      }),
    );
  });

  it('property: rate × inverse is 1 within the 10-decimal precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 9999 }), (whole, fraction) => {
        const rate = `${whole}.${String(fraction).padStart(4, '0')}`;
        const product = scaleRate(rate) * scaleRate(invertRate(rate));
        const one = 10n ** 20n;
        const error = product > one ? product - one : one - product;
        // |error| ≤ rate × 0.5e-10, in units of 1e-20
        expect(error * 2n).toBeLessThanOrEqual(scaleRate(rate));
      }),
    );
  });
});
