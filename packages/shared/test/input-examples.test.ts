import { describe, expect, it } from 'vitest';
import { dayFirst, parseTypedDate } from '../src/calendar-dates.ts';
import { commonCurrencies, countries, findCountry } from '../src/countries.ts';
import { amountExample, DATE_HINT, messageAmountExample, rateExample, type AmountExampleKind } from '../src/input-examples.ts';
import { formatRate, formatTypedAmount, minorDigits, parseMoney } from '../src/money.ts';

const localeOf = (code: string) => findCountry(code)!.locale;
const kinds: AmountExampleKind[] = ['purchase', 'bill', 'saving', 'income', 'balance', 'limit', 'goal'];

describe('formatTypedAmount', () => {
  it('writes minor units as each country types them, cents only when there are some', () => {
    expect(formatTypedAmount(123_456, 'EUR', 'es-ES')).toBe('1234,56');
    expect(formatTypedAmount(1_250_000, 'COP', 'es-CO')).toBe('1.250.000');
    expect(formatTypedAmount(125_050, 'MXN', 'es-MX')).toBe('1,250.50');
    expect(formatTypedAmount(300_000, 'EUR', 'es-ES')).toBe('3000');
    expect(formatTypedAmount(-4_550, 'USD', 'es-CO')).toBe('-45,50');
    // Three decimals: a lone mark before three digits reads as thousands, so a fourth zero decimal.
    expect(formatTypedAmount(12_345, 'KWD', 'es-ES')).toBe('12,3450');
  });

  it('is read back by parseMoney to the same amount in every country and common currency', () => {
    for (const country of countries) {
      for (const currency of [...commonCurrencies, 'KWD', 'JPY']) {
        for (const minor of [0, 5, 1_250, 123_456, -98_765_432, 1_000_000_000]) {
          const text = formatTypedAmount(minor, currency, country.locale);
          expect(parseMoney(text, currency), `${country.code} ${currency} ${text}`).toEqual({ ok: true, minor });
        }
      }
    }
  });
});

describe('amountExample', () => {
  it('follows the country: Spain EUR, Colombia COP, Mexico MXN, Argentina ARS, Costa Rica CRC', () => {
    expect(amountExample('purchase', 'EUR', localeOf('ES'))).toBe('12,50');
    expect(amountExample('balance', 'EUR', localeOf('ES'))).toBe('1234,56');
    expect(amountExample('purchase', 'COP', localeOf('CO'))).toBe('12.500');
    expect(amountExample('balance', 'COP', localeOf('CO'))).toBe('1.500.000');
    expect(amountExample('purchase', 'MXN', localeOf('MX'))).toBe('12.50');
    expect(amountExample('balance', 'MXN', localeOf('MX'))).toBe('1,234.56');
    expect(amountExample('income', 'MXN', localeOf('MX'))).toBe('1,200');
    expect(amountExample('balance', 'ARS', localeOf('AR'))).toBe('1.234,56');
    expect(amountExample('goal', 'CLP', localeOf('CL'))).toBe('5.000.000');
    // Costa Rica groups with a (no-break) space, which parseMoney skips.
    expect(amountExample('purchase', 'CRC', localeOf('CR'))).toMatch(/^12[\u00a0\u202f ]500$/);
  });

  it('follows the currency of the field, written the country’s way: a Colombian’s euro account has cents', () => {
    expect(amountExample('purchase', 'EUR', localeOf('CO'))).toBe('12,50');
    expect(amountExample('purchase', 'COP', localeOf('ES'))).toBe('12.500');
    expect(amountExample('purchase', 'USD', localeOf('MX'))).toBe('12.50');
  });

  it('is typed back exactly as shown: every country, kind and common currency', () => {
    for (const country of countries) {
      for (const currency of [...commonCurrencies, 'KWD', 'JPY']) {
        for (const kind of kinds) {
          const text = amountExample(kind, currency, country.locale);
          const read = parseMoney(text, currency);
          expect(read.ok, `${country.code} ${currency} ${kind} ${text}`).toBe(true);
          expect(read.ok && read.minor > 0).toBe(true);
          // Currencies without cents get amounts in thousands; with cents, small ones.
          if (read.ok && minorDigits(currency) === 0) expect(read.minor).toBeGreaterThanOrEqual(12_500);
        }
      }
    }
  });

  it('gives a whole amount where three decimals would read as thousands', () => {
    expect(amountExample('purchase', 'KWD', 'es-ES')).toBe('13');
    expect(parseMoney('13', 'KWD')).toEqual({ ok: true, minor: 13_000 });
  });
});

describe('messageAmountExample', () => {
  it('groups with a mark, never a space, so the WhatsApp parser reads it', () => {
    expect(messageAmountExample('COP', localeOf('CO'))).toBe('12.500');
    expect(messageAmountExample('CRC', localeOf('CR'))).toBe('12.500');
    expect(messageAmountExample('EUR', localeOf('ES'))).toBe('12,50');
    expect(messageAmountExample('MXN', localeOf('MX'))).toBe('12.50');
    for (const country of countries) expect(messageAmountExample(country.currency, country.locale)).not.toMatch(/\s/);
  });
});

describe('rateExample', () => {
  it('writes the rate the way the country writes numbers', () => {
    expect(rateExample(localeOf('CO'))).toBe('4.250,5');
    expect(rateExample(localeOf('ES'))).toBe('4250,5');
    expect(rateExample(localeOf('MX'))).toBe('4,250.5');
    expect(formatRate('0.0002352941', 'es-ES')).toBe('0,0002352941');
  });
});

describe('DATE_HINT', () => {
  it('is the shape the date field shows and reads: day, month, year', () => {
    const shown = dayFirst('2026-12-31');
    expect(shown).toBe('31/12/2026');
    expect(DATE_HINT.replace(/[dma]/g, '9')).toBe(shown.replace(/\d/g, '9'));
    expect(parseTypedDate(shown, 2026)).toBe('2026-12-31');
  });
});
