import { dateFormats, type DateFormat } from './schemas/imports.ts';

const patterns: Record<DateFormat, RegExp> = {
  'DD/MM/YYYY': /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{2}|\d{4})$/,
  'MM/DD/YYYY': /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{2}|\d{4})$/,
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})/,
  'DD-MM-YYYY': /^(?<d>\d{1,2})-(?<m>\d{1,2})-(?<y>\d{2}|\d{4})$/,
  'DD.MM.YYYY': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{2}|\d{4})$/,
  'YYYY/MM/DD': /^(?<y>\d{4})\/(?<m>\d{1,2})\/(?<d>\d{1,2})$/,
  YYYYMMDD: /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})$/,
};

/** A date written in the given format as YYYY-MM-DD, or null if it is not a real calendar date. */
export function parseDate(text: string, format: DateFormat): string | null {
  const match = patterns[format].exec(text.trim().split(/\s+/)[0] ?? '');
  if (!match?.groups) return null;
  return calendarDate(Number(match.groups.y), Number(match.groups.m), Number(match.groups.d));
}

function calendarDate(yearWritten: number, month: number, day: number): string | null {
  const year = yearWritten < 100 ? yearWritten + (yearWritten < 70 ? 2000 : 1900) : yearWritten;
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
const typedFormats: DateFormat[] = ['DD/MM/YYYY', 'DD-MM-YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD'];

/**
 * A date typed by hand as YYYY-MM-DD, or null. "3/11/2026", "03-11-26" and "3.11.2026" are the
 * 3rd of November; "3/11" is in `currentYear`; "2026-11-03" is read as ISO. Never month first:
 * in a Spanish app "03/04" is the 3rd of April, whatever language the browser speaks.
 */
export function parseTypedDate(text: string, currentYear: number): string | null {
  const trimmed = text.trim();
  if (!/^[\d/.-]+$/.test(trimmed)) return null;
  for (const format of typedFormats) {
    const date = parseDate(trimmed, format);
    if (date) return date;
  }
  const dayAndMonth = /^(\d{1,2})[/.-](\d{1,2})$/.exec(trimmed);
  return dayAndMonth ? calendarDate(currentYear, Number(dayAndMonth[2]), Number(dayAndMonth[1])) : null;
}

/** YYYY-MM-DD as the Spanish numeric date DD/MM/YYYY. */
export const dayFirst = (isoDate: string): string => isoDate.split('-').reverse().join('/');
