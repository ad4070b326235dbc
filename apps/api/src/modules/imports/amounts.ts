import { isCurrencyCode, minorDigits } from '@cuentas/shared/money';

export type AmountResult = { ok: true; minor: number } | { ok: false; message: string };

// Symbols and codes banks write around an amount. Longest first, so "US$" is not read as "$".
const SYMBOLS = [
  'US$',
  'U$S',
  'USD$',
  'R$',
  'S/.',
  'S/',
  'C$',
  'RD$',
  'MX$',
  'COL$',
  'CLP$',
  'Bs.',
  'Bs',
  '$',
  '€',
  '£',
  '¥',
  '₡',
  '₲',
];
const symbolPattern = SYMBOLS.map((symbol) => symbol.replace(/[$./]/g, (char) => `\\${char}`)).join('|');
const CURRENCY = `(?:[A-Z]{3}|${symbolPattern})`;
// [open paren] [sign] [currency] [sign] number [sign] [currency] [sign] [close paren], blanks anywhere between.
const SHAPE = new RegExp(
  `^(?<open>\\()?\\s*(?<s1>[+-])?\\s*(?<c1>${CURRENCY})?\\s*(?<s2>[+-])?\\s*(?<number>\\d[\\d.,\\s'\\u00a0\\u202f]*?)\\s*(?<s3>[+-])?\\s*(?<c2>${CURRENCY})?\\s*(?<s4>-)?\\s*(?<close>\\))?$`,
  'u',
);
const GROUP_BLANKS = /[\s'\u00a0\u202f]/;

const invalid = (text: string): AmountResult => ({ ok: false, message: `"${text}" no es un importe válido` });

/**
 * Reads a bank amount strictly, knowing the file's decimal mark. With "," the dots (or blanks)
 * group thousands: "1.234,56", "1 234,56"; with "." the commas do: "1,234.56", "$1,234.56".
 * Negative as "-1.234,56", "1.234,56-", "(1.234,56)"; a "+" is allowed; a currency symbol or ISO
 * code may stand before or after. Anything else is refused with a reason: "1e3", "12abc34" and
 * "0x1F" are errors, never 13, 1.234 or 1 (what stripping every other character used to give).
 * Zero-decimal currencies (COP, CLP) take ",00" but refuse a real fraction.
 */
export function parseBankAmount(text: string, decimal: ',' | '.', currency: string): AmountResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'El importe está vacío' };
  const match = SHAPE.exec(trimmed);
  if (!match?.groups) return invalid(trimmed);
  const { open, close, s1, s2, s3, s4, c1, c2, number } = match.groups;
  const signs = [s1, s2, s3, s4].filter(Boolean);
  if (Boolean(open) !== Boolean(close) || signs.length > 1 || (c1 && c2) || (open && signs.length > 0))
    return invalid(trimmed);
  const code = c1 ?? c2;
  if (code && /^[A-Z]{3}$/.test(code)) {
    if (!isCurrencyCode(code)) return invalid(trimmed);
    if (code !== currency)
      return { ok: false, message: `El importe "${trimmed}" está en ${code} y la cuenta en ${currency}` };
  }
  const digits = minorDigits(currency);
  const parsed = readNumber(number!, decimal, digits, currency, trimmed);
  if (!parsed.ok) return parsed;
  const negative = Boolean(open) || signs[0] === '-';
  return { ok: true, minor: negative && parsed.minor !== 0 ? -parsed.minor : parsed.minor };
}

function readNumber(
  number: string,
  decimal: ',' | '.',
  digits: number,
  currency: string,
  original: string,
): AmountResult {
  const parts = number.split(decimal);
  if (parts.length > 2) return invalid(original);
  const [integerText = '', fractionText] = parts;
  if (fractionText !== undefined && !/^\d+$/.test(fractionText)) return invalid(original);
  const integer = ungroup(integerText, decimal === ',' ? '.' : ',');
  if (integer === null) return invalid(original);
  let fraction = fractionText ?? '';
  // Banks write "125.000,00" even for currencies without cents: zeros past the minor unit are harmless.
  if (fraction.length > digits && /^0*$/.test(fraction.slice(digits))) fraction = fraction.slice(0, digits);
  if (fraction.length > digits) {
    return {
      ok: false,
      message:
        digits === 0
          ? `El importe "${original}" tiene decimales y el ${currency} no los usa: revisa el separador decimal elegido`
          : `El importe "${original}" tiene más de ${digits} decimales`,
    };
  }
  const minor = Number(integer + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return { ok: false, message: `El importe "${original}" es demasiado grande` };
  return { ok: true, minor };
}

/** "1.234.567" (with that thousands mark or blanks) → "1234567"; null unless every group has three digits. */
function ungroup(text: string, thousands: string): string | null {
  if (/^\d+$/.test(text)) return text;
  const separators = new Set(
    [...text].filter((char) => !/\d/.test(char)).map((char) => (GROUP_BLANKS.test(char) ? ' ' : char)),
  );
  if (separators.size !== 1) return null;
  const separator = [...separators][0]!;
  if (separator !== ' ' && separator !== thousands) return null;
  const groups = text.split(separator === ' ' ? GROUP_BLANKS : thousands);
  if (!/^\d{1,3}$/.test(groups[0]!) || !groups.slice(1).every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

/** A spreadsheet number cell as minor units: exact to the currency's minor unit, or an error. */
export function amountFromNumber(value: number, currency: string): AmountResult {
  const digits = minorDigits(currency);
  if (!Number.isFinite(value)) return { ok: false, message: 'El importe no es un número' };
  const scaled = value * 10 ** digits;
  const minor = Math.round(scaled);
  // Floats carry binary noise (0.1 + 0.2); a real extra decimal differs from the rounding by far more.
  if (Math.abs(scaled - minor) > 1e-6 * Math.max(1, Math.abs(scaled))) {
    return {
      ok: false,
      message:
        digits === 0
          ? `El importe ${value} tiene decimales y el ${currency} no los usa`
          : `El importe ${value} tiene más de ${digits} decimales`,
    };
  }
  if (!Number.isSafeInteger(minor)) return { ok: false, message: `El importe ${value} es demasiado grande` };
  return { ok: true, minor: minor === 0 ? 0 : minor };
}
