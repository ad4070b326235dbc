import { parseBankAmount } from '../amounts.ts';
import { detectDelimiter, parseCsv } from '../csv-parse.ts';
import { decodeBytes, detectEncoding } from '../decode.ts';

/** A CSV export read by its header: cells by column name, whatever their order. */
export type Table = { header: string[]; rows: { line: number; get: (name: string) => string }[] };

const norm = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

export function textOf(bytes: Uint8Array): string {
  return decodeBytes(bytes, detectEncoding(bytes));
}

export function readTable(text: string): Table {
  const cells = parseCsv(text, detectDelimiter(text));
  const header = (cells[0] ?? []).map(norm);
  const index = new Map(header.map((name, position) => [name, position]));
  return {
    header,
    rows: cells.slice(1).map((row, position) => ({
      line: position + 2,
      get: (name: string) => {
        const at = index.get(name);
        return at === undefined ? '' : (row[at] ?? '').trim();
      },
    })),
  };
}

/** The header of a CSV text, lower case: what the detector compares. */
export function headerOf(text: string): string[] {
  const firstLine = text.slice(0, 4096).split(/\r?\n/)[0] ?? '';
  return (parseCsv(firstLine, detectDelimiter(firstLine))[0] ?? []).map(norm);
}

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

const SHAPE = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})/;

/**
 * The order of a column of dates: year first when the first part has four digits, else day first
 * unless some date only reads month first. With nothing to tell, day first: the users are in Spain
 * and Latin America, where the apps export in the budget's own (day-first) format.
 */
export function dateOrderOf(samples: Iterable<string>): DateOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const sample of samples) {
    const match = SHAPE.exec(sample.trim());
    if (!match) continue;
    if (match[1]!.length === 4) return 'ymd';
    if (Number(match[1]) > 12) dayFirst = true;
    if (Number(match[2]) > 12) monthFirst = true;
  }
  return monthFirst && !dayFirst ? 'mdy' : 'dmy';
}

/** A date in the given order as ISO `YYYY-MM-DD`, or null when it is not a real calendar date. */
export function isoDate(text: string, order: DateOrder): string | null {
  const match = SHAPE.exec(text.trim());
  if (!match) return null;
  const [a, b, c] = [match[1]!, match[2]!, match[3]!];
  let [year, month, day] = order === 'ymd' ? [a, b, c] : order === 'dmy' ? [c, b, a] : [c, a, b];
  if (year.length === 2) year = `20${year}`;
  if (year.length !== 4) return null;
  month = month.padStart(2, '0');
  day = day.padStart(2, '0');
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) return null;
  return iso >= '1900-01-01' && iso <= '2199-12-31' ? iso : null;
}

/** The decimal mark of a column of amounts: a comma when some amount ends in ",dd" and none in ".dd". */
export function decimalOf(samples: Iterable<string>): ',' | '.' {
  let comma = false;
  for (const sample of samples) {
    if (/\.\d{1,2}(?!\d)\D*$/.test(sample.trim())) return '.';
    if (/,\d{1,2}(?!\d)\D*$/.test(sample.trim())) comma = true;
  }
  return comma ? ',' : '.';
}

/** An amount in minor units; an empty cell is zero. Throws the Spanish reason when it is not a number. */
export function amountOf(text: string, decimal: ',' | '.', currency: string): number {
  if (text.trim() === '') return 0;
  const result = parseBankAmount(text, decimal, currency);
  if (!result.ok) throw new Error(result.message);
  return result.minor;
}

/** A short stable hash of a row's fields, for apps whose exports carry no ids. */
export function rowKey(parts: readonly (string | number)[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const char of parts.join('\u001f')) {
    const code = char.codePointAt(0)!;
    h1 = Math.imul(h1 ^ code, 0x01000193);
    h2 = Math.imul(h2 ^ code, 0x5bd1e995);
  }
  return `${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`;
}

/** Keys for rows with no id of their own: identical rows get #2, #3… so each is booked once. */
export function keyMaker(prefix: string): (parts: readonly (string | number)[]) => string {
  const seen = new Map<string, number>();
  return (parts) => {
    const key = rowKey(parts);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return `${prefix}:${key}${count > 1 ? `#${count}` : ''}`;
  };
}

const DOLLAR_CURRENCIES = new Set(['USD', 'CAD', 'AUD', 'NZD', 'MXN', 'COP', 'CLP', 'ARS', 'UYU', 'SGD', 'HKD']);

/**
 * The currency a column of amounts is written in, from its symbol: «€» is the euro and «£» the
 * pound whatever the user's base currency; «$» is the base currency when that is a dollar or a peso
 * written with «$», else the US dollar. Without a symbol, the base currency.
 */
export function currencyOfSymbols(samples: Iterable<string>, base: string): string {
  for (const sample of samples) {
    if (sample.includes('€')) return 'EUR';
    if (sample.includes('£')) return 'GBP';
    if (sample.includes('R$')) return 'BRL';
    if (sample.includes('$')) return DOLLAR_CURRENCIES.has(base) ? base : 'USD';
  }
  return base;
}
