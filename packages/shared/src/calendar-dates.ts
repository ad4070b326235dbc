import { dateFormats, type DateFormat } from './schemas/imports.ts';

// A format says how many digits its year has: "YYYY" takes exactly four, "YY" exactly two. A bank
// file whose year column reads "0000" or "26" under a four-digit format is an error on that row,
// never a silent 2000 or 2026.
const patterns: Record<Exclude<DateFormat, 'DD MMM YYYY'>, RegExp> = {
  'DD/MM/YYYY': /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{4})$/,
  'MM/DD/YYYY': /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{4})$/,
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/,
  'DD-MM-YYYY': /^(?<d>\d{1,2})-(?<m>\d{1,2})-(?<y>\d{4})$/,
  'DD.MM.YYYY': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{4})$/,
  'YYYY/MM/DD': /^(?<y>\d{4})\/(?<m>\d{1,2})\/(?<d>\d{1,2})$/,
  YYYYMMDD: /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})$/,
  'DD/MM/YY': /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{2})$/,
  'MM/DD/YY': /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{2})$/,
  'DD-MM-YY': /^(?<d>\d{1,2})-(?<m>\d{1,2})-(?<y>\d{2})$/,
  'DD.MM.YY': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{2})$/,
  YYMMDD: /^(?<y>\d{2})(?<m>\d{2})(?<d>\d{2})$/,
};

/** Years a bank date may carry: anything else is a typo or a placeholder such as 01/01/0000. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

// Month names and their abbreviations, Spanish and English (accents already removed).
const MONTHS: Record<string, number> = {};
[
  ['enero', 'ene', 'january', 'jan'],
  ['febrero', 'feb', 'february'],
  ['marzo', 'mar', 'march'],
  ['abril', 'abr', 'april', 'apr'],
  ['mayo', 'may'],
  ['junio', 'jun', 'june'],
  ['julio', 'jul', 'july'],
  ['agosto', 'ago', 'august', 'aug'],
  ['septiembre', 'setiembre', 'sep', 'sept', 'set', 'september'],
  ['octubre', 'oct', 'october'],
  ['noviembre', 'nov', 'november'],
  ['diciembre', 'dic', 'december', 'dec'],
].forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));
// «9 Feb 2021», «09 feb. 2021», «9 de febrero de 2021», «9-feb-2021», with a time after it or not.
const NAMED = /^(\d{1,2})(?:\s+de\s+|[\s-]+)([a-z]+)\.?(?:\s+de\s+|[\s,-]+)(\d{4})(?:,?\s+\d{1,2}:\d{2}(?::\d{2})?)?$/;

/** A date written in the given format as YYYY-MM-DD, or null if it is not a real calendar date. */
export function parseDate(text: string, format: DateFormat): string | null {
  if (format === 'DD MMM YYYY') {
    const named = NAMED.exec(
      text
        .trim()
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    );
    const month = named ? MONTHS[named[2]!] : undefined;
    return named && month ? calendarDate(Number(named[3]), month, Number(named[1])) : null;
  }
  const match = patterns[format].exec(text.trim().split(/\s+/)[0] ?? '');
  if (!match?.groups) return null;
  return calendarDate(
    Number(match.groups.y),
    Number(match.groups.m),
    Number(match.groups.d),
    match.groups.y!.length === 2,
  );
}

/** Two-digit years (only where the format has them): 00–69 are 2000–2069, 70–99 are 1970–1999. */
export function calendarDate(yearWritten: number, month: number, day: number, twoDigitYear = false): string | null {
  const year = twoDigitYear ? yearWritten + (yearWritten < 70 ? 2000 : 1900) : yearWritten;
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first format (day-first preferred, as in Spain and Latin America) that reads every sample. */
export function detectDateFormat(samples: string[]): DateFormat | null {
  const values = samples.filter((value) => value.trim() !== '');
  if (values.length === 0) return null;
  return dateFormats.find((format) => values.every((value) => parseDate(value, format) !== null)) ?? null;
}

/** What a person may type in a date field: day first, as written in Spain and Latin America, or ISO. */
const typedFormats: DateFormat[] = [
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'YYYY-MM-DD',
  'DD/MM/YY',
  'DD-MM-YY',
  'DD.MM.YY',
];

/**
 * A date typed by hand as YYYY-MM-DD, or null. "3/11/2026", "03-11-26" and "3.11.2026" are the
 * 3rd of November; "3/11" is in `currentYear`; "2026-11-03" is read as ISO. Never month first:
 * in a Spanish app "03/04" is the 3rd of April, whatever language the browser speaks.
 */
export function parseTypedDate(text: string, currentYear: number): string | null {
  const trimmed = text.trim();
  if (!/^[\d/.-]+$/.test(trimmed) || /^\d+$/.test(trimmed)) return null;
  for (const format of typedFormats) {
    const date = parseDate(trimmed, format);
    if (date) return date;
  }
  const dayAndMonth = /^(\d{1,2})[/.-](\d{1,2})$/.exec(trimmed);
  return dayAndMonth ? calendarDate(currentYear, Number(dayAndMonth[2]), Number(dayAndMonth[1])) : null;
}

/** YYYY-MM-DD as the Spanish numeric date DD/MM/YYYY. */
export const dayFirst = (isoDate: string): string => isoDate.split('-').reverse().join('/');
