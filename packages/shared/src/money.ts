// Money is an integer count of minor units plus an ISO 4217 currency (docs/architecture.md §4.1). Never a float.

/** Currencies whose minor unit is not used in practice, whatever ISO 4217 says. */
const ZERO_DECIMAL_IN_PRACTICE = new Set(['CLP', 'COP', 'PYG', 'ISK', 'JPY', 'KRW', 'VND', 'UYI', 'CRC']);

export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('es', { style: 'currency', currency: code });
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
}

const digitsByCurrency = new Map<string, number>();

export function minorDigits(currency: string): number {
  // Building an Intl.NumberFormat costs tens of microseconds: an import of 100k rows asked 100k times.
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = ZERO_DECIMAL_IN_PRACTICE.has(currency)
      ? 0
      : (new Intl.NumberFormat('es', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2);
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

export function assertSafeMinor(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError('El importe está fuera del rango permitido');
  return minor;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Thousands are always grouped: Intl's es-ES groups only from five digits ("3245,67 €" beside
 * "12.345,67 €"), but Spanish banks and shops write "3.245,67 €". Every number this module
 * writes (amounts, typed amounts, axis labels, rates) uses it, so one screen never mixes both.
 */
const GROUPING = { useGrouping: 'always' } as const;

/** Formats minor units as money for a Spanish-speaking reader: formatMoney(123456, 'EUR') → "1.234,56 €". */
export function formatMoney(minor: number, currency: string, locale = 'es-ES'): string {
  const digits = minorDigits(currency);
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
      ...GROUPING,
    });
    formatters.set(key, formatter);
  }
  // A decimal string, not minor / 10^digits: Intl formats strings exactly, floats lose cents past 2^52.
  return formatter.format(minorToDecimalString(minor, digits) as unknown as number);
}

function minorToDecimalString(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

export type ParseResult = { ok: true; minor: number } | { ok: false; message: string };

/**
 * Without an example: how an amount is written depends on the user's country and the field's
 * currency (12,50 €, 12.500 COP, 1,234.56 MXN). Fields say it with parseTypedAmount (input-examples.ts).
 */
const INVALID_AMOUNT = 'Debe ser un importe válido';

/**
 * Parses an amount typed the way people in Spain and Latin America type it:
 * "1.234,56", "1,234.56", "12.500" (twelve thousand five hundred), "-45,3", "$ 1.200".
 * A lone separator followed by exactly three digits is a thousands separator.
 * `invalidMessage` is what text that is not an amount answers (built only then).
 */
export function parseMoney(
  input: string,
  currency: string,
  invalidMessage: () => string = () => INVALID_AMOUNT,
): ParseResult {
  const invalid = (): ParseResult => ({ ok: false, message: invalidMessage() });
  const digits = minorDigits(currency);
  // Only a currency's sign or code around the number is dropped; any other character means the
  // text is not an amount: "1e3" is not 13, and silently keeping the digits saved the wrong money.
  const shape = AMOUNT_SHAPE.exec(
    input
      .trim()
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(/\u2212/g, '-'),
  );
  if (!shape) return invalid();
  const [, signBefore = '', prefixCode, signAfter = '', number = '', suffixCode] = shape;
  if ((signBefore && signAfter) || !knownCode(prefixCode) || !knownCode(suffixCode)) return invalid();
  const negative = signBefore === '-' || signAfter === '-';
  const text = number;
  if (!/\d/.test(text)) return invalid();

  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let integerPart = text;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    const thousands = decimalAt === lastDot ? ',' : '.';
    integerPart = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
    if (integerPart.includes(text[decimalAt]!) || fraction.includes(thousands)) return invalid();
    if (!validGroups(integerPart, thousands)) return invalid();
    integerPart = integerPart.split(thousands).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = text.split(separator);
    const tail = parts[parts.length - 1]!;
    if (parts.length > 2 || tail.length === 3) {
      if (!validGroups(text, separator)) return invalid();
      integerPart = parts.join('');
    } else {
      integerPart = parts[0]!;
      fraction = tail;
    }
  }
  if (integerPart === '') integerPart = '0';
  if (!/^\d+$/.test(integerPart) || !/^\d*$/.test(fraction)) return invalid();
  // Banks write "125.000,00" even for currencies without cents: zeros beyond the minor unit are harmless.
  if (fraction.length > digits && /^0*$/.test(fraction.slice(digits))) fraction = fraction.slice(0, digits);
  if (fraction.length > digits) {
    return {
      ok: false,
      message: digits === 0 ? 'Esta moneda no admite decimales' : `Debe tener como máximo ${digits} decimales`,
    };
  }
  const minor = Number(integerPart + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return { ok: false, message: 'El importe es demasiado grande' };
  return { ok: true, minor: negative && minor !== 0 ? -minor : minor };
}

/**
 * sign? · currency before (a sign, "US$", "S/", or a code) · sign? · digits and marks · currency after
 * ("€", a code). The codes are checked apart (knownCode): a three-letter word is not a currency.
 */
const AMOUNT_SHAPE =
  /^([+-]?)(?:[A-Za-z]{0,3}\p{Sc}|S\/|([A-Za-z]{3}))?([+-]?)([\d.,]+)(?:[A-Za-z]{0,3}\p{Sc}|([A-Za-z]{3}))?$/u;

function knownCode(code: string | undefined): boolean {
  return code === undefined || isCurrencyCode(code.toUpperCase());
}

function validGroups(text: string, separator: string): boolean {
  const groups = text.split(separator);
  if (groups.length === 1) return true;
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));
}

/**
 * Minor units as a plain decimal string with a comma, no grouping: (123456, 'EUR') → "1234,56".
 * For files (CSV); what a field shows is formatTypedAmount, written as the user's country writes it.
 */
export function minorToInput(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  return `${sign}${abs.slice(0, -digits)},${abs.slice(-digits)}`;
}

const typingFormats = new Map<string, Intl.NumberFormat>();

/**
 * Minor units as a person in this locale types them: the locale's marks and grouping, no currency
 * sign, cents only when there are some. (123456, 'EUR', 'es-ES') → "1.234,56"; (1250000, 'COP',
 * 'es-CO') → "1.250.000"; (125050, 'MXN', 'es-MX') → "1,250.50"; (300000, 'EUR', 'es-ES') → "3.000".
 * parseMoney reads it back to the same minor units, always: with three decimals "12,500" would read
 * as twelve thousand five hundred, so those get a fourth, zero decimal ("12,5000").
 */
export function formatTypedAmount(minor: number, currency: string, locale = 'es-ES'): string {
  const digits = minorDigits(currency);
  const abs = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  const hasCents = digits > 0 && !/^0+$/.test(abs.slice(-digits));
  const key = `${locale}|${hasCents ? digits : 0}`;
  let formatter = typingFormats.get(key);
  if (!formatter) {
    const fraction = hasCents ? digits : 0;
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
      ...GROUPING,
    });
    typingFormats.set(key, formatter);
  }
  const decimal = digits === 0 ? abs : `${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
  // The sign is written by hand: some locales' Intl minus (U+2212) is not what a keyboard types.
  const text = (minor < 0 ? '-' : '') + formatter.format(decimal as unknown as number);
  const back = parseMoney(text, currency);
  if (back.ok && back.minor === minor) return text;
  const plain = minorToInput(minor, currency);
  return digits >= 3 ? `${plain}0` : plain;
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * Axis ticks and other short labels: "1,2 mil €", "$ 3 M". Minor units in; a display-only
 * conversion through a float, never used for sums.
 */
export function formatCompactMoney(minor: number, currency: string, locale = 'es-ES'): string {
  const key = `${locale}|${currency}`;
  let format = compactFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
      ...GROUPING,
    });
    compactFormats.set(key, format);
  }
  return format.format(minor / 10 ** minorDigits(currency));
}

const RATE_SCALE_DIGITS = 10;

const rateFormats = new Map<string, Intl.NumberFormat>();

/**
 * A rate as this locale writes numbers, exact, with up to the 10 decimals a rate keeps: "4250.5" →
 * "4.250,5" (es-CO, es-ES), "4,250.5" (es-MX).
 */
export function formatRate(rate: string, locale = 'es-ES'): string {
  let formatter = rateFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: RATE_SCALE_DIGITS, ...GROUPING });
    rateFormats.set(locale, formatter);
  }
  // Intl formats decimal strings exactly (no float rounding), as formatMoney does.
  return formatter.format(rate as unknown as number);
}

/** "4250.5" → 42505000000000n (rate × 10^10), exact. */
export function scaleRate(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole + fraction.padEnd(RATE_SCALE_DIGITS, '0').slice(0, RATE_SCALE_DIGITS));
}

/**
 * Converts minor units between currencies with a decimal rate (1 `from` = rate `to`), exactly,
 * rounding half away from zero to the target's minor unit.
 */
export function convertMinor(minor: number, from: string, to: string, rate: string): number {
  const numerator = BigInt(minor) * scaleRate(rate) * 10n ** BigInt(minorDigits(to));
  const denominator = 10n ** BigInt(minorDigits(from) + RATE_SCALE_DIGITS);
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return assertSafeMinor(Number(negative ? -rounded : rounded));
}

/** 1 / rate with 10 decimals, as a decimal string. */
export function invertRate(rate: string): string {
  const scaled = scaleRate(rate);
  if (scaled === 0n) throw new RangeError('rate is zero');
  const inverse = (10n ** BigInt(RATE_SCALE_DIGITS * 2) * 2n + scaled) / (scaled * 2n);
  const text = inverse.toString().padStart(RATE_SCALE_DIGITS + 1, '0');
  return `${text.slice(0, -RATE_SCALE_DIGITS)}.${text.slice(-RATE_SCALE_DIGITS)}`.replace(/\.?0+$/, '');
}
