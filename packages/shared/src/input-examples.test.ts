import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayFirst, parseTypedDate } from './calendar-dates.ts';
import { commonCurrencies, countries, findCountry } from './countries.ts';
import {
  amountExample,
  DATE_HINT,
  invalidAmountMessage,
  messageAmountExample,
  parseTypedAmount,
  rateExample,
  type AmountExampleKind,
} from './input-examples.ts';
import { formatRate, formatTypedAmount, minorDigits, parseMoney } from './money.ts';

const localeOf = (code: string) => findCountry(code)!.locale;
const kinds: AmountExampleKind[] = ['purchase', 'bill', 'saving', 'income', 'balance', 'limit', 'goal'];

describe('formatTypedAmount', () => {
  it('writes minor units as each country types them, cents only when there are some', () => {
    expect(formatTypedAmount(123_456, 'EUR', 'es-ES')).toBe('1.234,56');
    expect(formatTypedAmount(1_250_000, 'COP', 'es-CO')).toBe('1.250.000');
    expect(formatTypedAmount(125_050, 'MXN', 'es-MX')).toBe('1,250.50');
    expect(formatTypedAmount(300_000, 'EUR', 'es-ES')).toBe('3.000');
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
    expect(amountExample('balance', 'EUR', localeOf('ES'))).toBe('1.234,56');
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

/** The mark between units and cents in a text written by formatTypedAmount, if any. */
const decimalMarkOf = (text: string, digits: number) =>
  digits > 0 && /[.,]\d+$/.test(text) ? text.at(-(digits + 1)) : undefined;

describe('values put into amount fields for editing (formatTypedAmount), as the user’s country writes them', () => {
  const currencies = [...commonCurrencies, 'KWD', 'JPY', 'CLP', 'PYG'];

  it('read back through parseMoney to the same minor units: every country, currency and amount', () => {
    const minor = fc.oneof(
      fc.integer({ min: -10_000_000, max: 10_000_000 }),
      fc.maxSafeInteger(),
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.constantFrom(...currencies), minor, (country, currency, amount) => {
        const text = formatTypedAmount(amount, currency, country.locale);
        expect(parseMoney(text, currency), `${country.code} ${currency} ${text}`).toEqual({ ok: true, minor: amount });
      }),
      { numRuns: 3000 },
    );
  });

  it('are written in the same style as the create form’s example for that country and currency', () => {
    for (const country of countries) {
      for (const currency of currencies) {
        const digits = minorDigits(currency);
        // Three decimals (KWD) may fall back to an ungrouped "98765,4320" so that it reads back exactly.
        if (digits >= 3) continue;
        const example = amountExample('balance', currency, country.locale);
        const value = formatTypedAmount(98_765_432, currency, country.locale);
        // Same decimal mark, and grouped the same way: a Mexican sees "987,654.32" where the example is "1,234.56".
        if (digits > 0)
          expect(decimalMarkOf(value, digits), `${country.code} ${currency}`).toBe(decimalMarkOf(example, digits));
        const groupMark = (text: string) => text.replace(/[.,]\d+$/, '').match(/[^\d-]/)?.[0];
        if (groupMark(example)) expect(groupMark(value), `${country.code} ${currency}`).toBe(groupMark(example));
      }
    }
  });

  it('are what each country types: Mexico, Colombia, Spain, Argentina, and a Colombian’s dollar account', () => {
    expect(formatTypedAmount(123_456, 'MXN', localeOf('MX'))).toBe('1,234.56');
    expect(formatTypedAmount(450_000, 'COP', localeOf('CO'))).toBe('450.000');
    expect(formatTypedAmount(45_000_000, 'COP', localeOf('CO'))).toBe('45.000.000');
    expect(formatTypedAmount(123_456, 'EUR', localeOf('ES'))).toBe('1.234,56');
    expect(formatTypedAmount(1_234_567, 'EUR', localeOf('ES'))).toBe('12.345,67');
    expect(formatTypedAmount(123_456, 'ARS', localeOf('AR'))).toBe('1.234,56');
    expect(formatTypedAmount(123_456, 'USD', localeOf('CO'))).toBe('1.234,56');
    expect(formatTypedAmount(123_456, 'USD', localeOf('US'))).toBe('1,234.56');
  });
});

describe('invalidAmountMessage and parseTypedAmount', () => {
  it('give the country’s example in the field’s currency: no cents for Colombian pesos', () => {
    expect(invalidAmountMessage('COP', localeOf('CO'))).toBe('Debe ser un importe válido, por ejemplo 1.500.000');
    expect(invalidAmountMessage('MXN', localeOf('MX'))).toBe('Debe ser un importe válido, por ejemplo 1,234.56');
    expect(invalidAmountMessage('EUR', localeOf('ES'))).toBe('Debe ser un importe válido, por ejemplo 1.234,56');
    expect(invalidAmountMessage('USD', localeOf('CO'))).toBe('Debe ser un importe válido, por ejemplo 1.234,56');
    expect(parseTypedAmount('mucho', 'COP', localeOf('CO'))).toEqual({
      ok: false,
      message: 'Debe ser un importe válido, por ejemplo 1.500.000',
    });
  });

  it('refuse a number with letters in it instead of keeping its digits (1e3 is not 13,00 €)', () => {
    expect(parseTypedAmount('1e3', 'EUR', localeOf('ES'))).toEqual({
      ok: false,
      message: invalidAmountMessage('EUR', localeOf('ES')),
    });
    expect(parseTypedAmount('12.500 pesos', 'COP', localeOf('CO'))).toEqual({
      ok: false,
      message: 'Debe ser un importe válido, por ejemplo 1.500.000',
    });
    expect(parseTypedAmount('$ 12.500', 'COP', localeOf('CO'))).toEqual({ ok: true, minor: 12500 });
  });

  it('read amounts as parseMoney does and keep its other messages', () => {
    expect(parseTypedAmount('1,234.56', 'MXN', localeOf('MX'))).toEqual({ ok: true, minor: 123_456 });
    expect(parseTypedAmount('12.500', 'COP', localeOf('CO'))).toEqual({ ok: true, minor: 12_500 });
    expect(parseTypedAmount('10,5', 'COP', localeOf('CO'))).toEqual({
      ok: false,
      message: 'Esta moneda no admite decimales',
    });
  });

  it('offer an example that is itself accepted, in every country and currency', () => {
    for (const country of countries) {
      for (const currency of commonCurrencies) {
        const example = invalidAmountMessage(currency, country.locale).replace(
          'Debe ser un importe válido, por ejemplo ',
          '',
        );
        expect(parseTypedAmount(example, currency, country.locale).ok, `${country.code} ${currency}`).toBe(true);
      }
    }
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
    expect(rateExample(localeOf('ES'))).toBe('4.250,5');
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
