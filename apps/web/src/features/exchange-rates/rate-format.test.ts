import { describe, expect, it } from 'vitest';
import { formatRate, parseRateInput, rateToInput } from './rate-format.ts';

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

  it('rejects zero, text, signs and too many decimals', () => {
    expect(parseRateInput('0')).toMatchObject({ ok: false });
    expect(parseRateInput('abc')).toMatchObject({ ok: false });
    expect(parseRateInput('-5')).toMatchObject({ ok: false });
    expect(parseRateInput('1,12345678901')).toMatchObject({ ok: false });
    expect(parseRateInput('')).toMatchObject({ ok: false });
  });
});

describe('formatRate', () => {
  it('formats exactly in Spanish, keeping every decimal', () => {
    expect(formatRate('4250.5')).toBe('4250,5');
    expect(formatRate('42500.5')).toBe('42.500,5');
    expect(formatRate('0.0002352941', 'es-ES')).toBe('0,0002352941');
    expect(formatRate('4250.5', 'es-CO')).toBe('4.250,5');
    expect(rateToInput('4250.5')).toBe('4250,5');
  });
});
