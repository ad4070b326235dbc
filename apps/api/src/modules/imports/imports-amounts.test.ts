import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountFromNumber, parseBankAmount } from './amounts.ts';

const ok = (minor: number) => ({ ok: true, minor });

describe('parseBankAmount: every local style, strictly', () => {
  it.each([
    ['1.234,56', ',', 'EUR', 123_456],
    ['1,234.56', '.', 'USD', 123_456],
    ['$1,234.56', '.', 'MXN', 123_456],
    ['-$1,234.56', '.', 'MXN', -123_456],
    ['$-1,234.56', '.', 'MXN', -123_456],
    ['1 234,56', ',', 'EUR', 123_456],
    ['1\u00a0234,56 €', ',', 'EUR', 123_456],
    ['(1.234,56)', ',', 'EUR', -123_456],
    ['1.234,56-', ',', 'EUR', -123_456],
    ['+2.150,00', ',', 'EUR', 215_000],
    ['-45,3', ',', 'EUR', -4530],
    ['EUR 12,00', ',', 'EUR', 1200],
    ['12,00 EUR', ',', 'EUR', 1200],
    ['COP 1.250.000', ',', 'COP', 1_250_000],
    ['125.000,00', ',', 'COP', 125_000],
    ['"-125,000.00"'.slice(1, -1), '.', 'COP', -125_000],
    ['US$ 99.90', '.', 'USD', 9990],
    ['MXN 1,500.00', '.', 'MXN', 150_000],
    ['12.500', ',', 'CLP', 12_500],
    ['0,00', ',', 'EUR', 0],
    ['7', ',', 'EUR', 700],
  ] as const)('%j with decimal %s in %s', (text, decimal, currency, minor) => {
    expect(parseBankAmount(text, decimal, currency)).toEqual(ok(minor));
  });

  it.each([
    ['1e3', ','],
    ['12abc34', ','],
    ['0x1F', '.'],
    ['abc', ','],
    ['1.2.3,4', ','],
    ['12.34', ','],
    ['1,23,456.00', '.'],
    ['--5', ','],
    ['-5-', ','],
    ['(5', ','],
    ['(-5)', ','],
    ['5 €  $', ','],
    ['1.234,', ','],
    [',50', ','],
    ['NaN', '.'],
    ['Infinity', '.'],
    ['1 234.567,00', ','],
  ] as const)('refuses %j', (text, decimal) => {
    const result = parseBankAmount(text, decimal, 'EUR');
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ message: expect.stringContaining('importe') });
  });

  it('says why: the wrong currency, too many decimals, cents in a currency without them', () => {
    expect(parseBankAmount('12,00 USD', ',', 'EUR')).toEqual({
      ok: false,
      message: 'El importe "12,00 USD" está en USD y la cuenta en EUR',
    });
    expect(parseBankAmount('1,234', ',', 'EUR')).toEqual({
      ok: false,
      message: 'El importe "1,234" tiene más de 2 decimales',
    });
    expect(parseBankAmount('1.234,56', ',', 'COP')).toEqual({
      ok: false,
      message: 'El importe "1.234,56" tiene decimales y el COP no los usa: revisa el separador decimal elegido',
    });
    expect(parseBankAmount('', ',', 'EUR')).toEqual({ ok: false, message: 'El importe está vacío' });
  });

  it('formats any amount in any bank style and reads back exactly the same minor units', () => {
    const style = fc.record({
      decimal: fc.constantFrom(',' as const, '.' as const),
      group: fc.constantFrom('', 'mark', ' ', '\u00a0'),
      sign: fc.constantFrom('lead', 'trail', 'paren'),
      symbol: fc.constantFrom('', '€ ', ' €', 'EUR ', ' EUR', '$', 'US$ '),
    });
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), style, (minor, { decimal, group, sign, symbol }) => {
        const abs = Math.abs(minor);
        const whole = String(Math.floor(abs / 100));
        const cents = String(abs % 100).padStart(2, '0');
        const separator = group === 'mark' ? (decimal === ',' ? '.' : ',') : group;
        const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
        const body = `${grouped}${decimal}${cents}`;
        const withSymbol = symbol.startsWith(' ') ? body + symbol : symbol + body;
        const text =
          minor >= 0
            ? withSymbol
            : sign === 'lead'
              ? `-${withSymbol}`
              : sign === 'trail'
                ? `${withSymbol}-`
                : `(${withSymbol})`;
        expect(parseBankAmount(text, decimal, 'EUR')).toEqual(ok(minor));
      }),
    );
  });

  it('never reads text with a letter, a second decimal mark or stray symbols as an amount', () => {
    const garbage = fc.oneof(
      fc
        .tuple(
          fc.integer({ min: 0, max: 99999 }),
          fc.constantFrom('e', 'x', 'abc', 'E+', '#', '%', '*', '/', '=', '_'),
          fc.integer({ min: 0, max: 999 }),
        )
        .map(([a, junk, b]) => `${a}${junk}${b}`),
      fc
        .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
        .map(([a, b, c]) => `${a},${b},${c}`),
      fc.string().filter((text) => /[a-df-z#%*=_]/.test(text) && !/[A-Z]{3}/.test(text)),
    );
    fc.assert(
      fc.property(garbage, fc.constantFrom(',' as const, '.' as const), (text, decimal) => {
        expect(parseBankAmount(text, decimal, 'EUR').ok).toBe(false);
      }),
    );
  });
});

describe('amountFromNumber (spreadsheet number cells)', () => {
  it('takes floats to the cent, refuses real extra decimals and cents in COP', () => {
    expect(amountFromNumber(-1234.56, 'EUR')).toEqual(ok(-123_456));
    expect(amountFromNumber(0.1 + 0.2, 'EUR')).toEqual(ok(30));
    expect(amountFromNumber(125000, 'COP')).toEqual(ok(125_000));
    expect(amountFromNumber(12.345, 'EUR').ok).toBe(false);
    expect(amountFromNumber(1500.5, 'COP')).toEqual({
      ok: false,
      message: 'El importe 1500.5 tiene decimales y el COP no los usa',
    });
  });
});
