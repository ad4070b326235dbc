import { countries } from '@cuentas/shared/countries';
import { rateExample } from '@cuentas/shared/input-examples';
import { scaleRate } from '@cuentas/shared/money';
import { describe, expect, it } from 'vitest';
import { formatRate, parseRateInput, rateChange, rateToInput } from './rate-format.ts';

describe('parseRateInput', () => {
  it('accepts the ways people type a rate', () => {
    expect(parseRateInput('4250,5')).toEqual({ ok: true, rate: '4250.5' });
    expect(parseRateInput('4250.5')).toEqual({ ok: true, rate: '4250.5' });
    expect(parseRateInput('4.250,5')).toEqual({ ok: true, rate: '4250.5' });
    expect(parseRateInput('4,250.5')).toEqual({ ok: true, rate: '4250.5' });
    expect(parseRateInput('0,92')).toEqual({ ok: true, rate: '0.92' });
    expect(parseRateInput(',5')).toEqual({ ok: true, rate: '0.5' });
    expect(parseRateInput('1.000.000')).toEqual({ ok: true, rate: '1000000' });
    expect(parseRateInput(' 4 250,5 ')).toEqual({ ok: true, rate: '4250.5' });
  });

  it('reads a lone mark before three digits as thousands, like an amount field (docs/architecture.md §4.1)', () => {
    expect(parseRateInput('4.580')).toEqual({ ok: true, rate: '4580' });
    expect(parseRateInput('4,580')).toEqual({ ok: true, rate: '4580' });
    expect(parseRateInput('0,925')).toEqual({ ok: true, rate: '0.925' });
    expect(parseRateInput('4.58')).toEqual({ ok: true, rate: '4.58' });
    expect(parseRateInput('4.5801')).toEqual({ ok: true, rate: '4.5801' });
  });

  it('rejects zero, text, signs and too many decimals', () => {
    expect(parseRateInput('0')).toMatchObject({ ok: false });
    expect(parseRateInput('abc')).toMatchObject({ ok: false });
    expect(parseRateInput('-5')).toMatchObject({ ok: false });
    expect(parseRateInput('1,12345678901')).toMatchObject({ ok: false });
    expect(parseRateInput('')).toMatchObject({ ok: false });
  });

  it('gives its example the way the user’s country writes numbers, and reads that example back', () => {
    expect(parseRateInput('abc', 'es-CO')).toEqual({
      ok: false,
      message: 'Debe ser un número positivo, por ejemplo 4.250,5',
    });
    expect(parseRateInput('abc', 'es-MX')).toEqual({
      ok: false,
      message: 'Debe ser un número positivo, por ejemplo 4,250.5',
    });
    for (const country of countries)
      expect(parseRateInput(rateExample(country.locale)), country.code).toEqual({ ok: true, rate: '4250.5' });
  });
});

describe('formatRate', () => {
  it('formats exactly in Spanish, keeping every decimal', () => {
    expect(formatRate('4250.5')).toBe('4.250,5');
    expect(formatRate('42500.5')).toBe('42.500,5');
    expect(formatRate('0.0002352941', 'es-ES')).toBe('0,0002352941');
    expect(formatRate('4250.5', 'es-CO')).toBe('4.250,5');
  });
});

describe('rateToInput', () => {
  it('writes a saved rate for editing as the user’s country writes numbers, like the field’s example (docs/architecture.md §4.1)', () => {
    expect(rateToInput('4250.5', 'es-ES')).toBe('4.250,5');
    expect(rateToInput('4250.5', 'es-CO')).toBe('4.250,5');
    expect(rateToInput('4250.5', 'es-MX')).toBe('4,250.5');
    expect(rateToInput('0.0002352941', 'es-MX')).toBe('0.0002352941');
    // Three decimals after a short whole part would read as thousands: a fourth, zero decimal.
    expect(rateToInput('1.234', 'es-MX')).toBe('1.2340');
    expect(rateToInput('1.234', 'es-ES')).toBe('1,2340');
    expect(rateToInput('0.925', 'es-ES')).toBe('0,925');
  });

  it('reads back to the same rate in every country', () => {
    const rates = [
      '4250.5',
      '1.234',
      '123.456',
      '0.925',
      '0.0002352941',
      '1',
      '1234567.891',
      '999999999999.9999999999',
      '18.2',
    ];
    for (const country of countries) {
      for (const rate of rates) {
        const back = parseRateInput(rateToInput(rate, country.locale), country.locale);
        expect(back.ok && scaleRate(back.rate), `${country.code} ${rate}`).toBe(scaleRate(rate));
      }
    }
  });
});

describe('rateChange', () => {
  it('is the relative change from the previous rate', () => {
    expect(rateChange('4000', '4580')).toBeCloseTo(0.145);
    expect(rateChange('4580', '4.58')).toBeCloseTo(0.999);
    expect(rateChange('0', '4')).toBe(0);
  });
});
