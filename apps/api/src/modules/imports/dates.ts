import { dateFormats, type DateFormat } from '@cuentas/shared/schemas/imports';

const patterns: Record<DateFormat, RegExp> = {
  'DD/MM/YYYY': /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{2}|\d{4})$/,
  'MM/DD/YYYY': /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{2}|\d{4})$/,
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})/,
  'DD-MM-YYYY': /^(?<d>\d{1,2})-(?<m>\d{1,2})-(?<y>\d{2}|\d{4})$/,
  'DD.MM.YYYY': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{2}|\d{4})$/,
  'YYYY/MM/DD': /^(?<y>\d{4})\/(?<m>\d{1,2})\/(?<d>\d{1,2})$/,
  YYYYMMDD: /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})$/,
};

/** A cell in the given format as YYYY-MM-DD, or null if it is not a real calendar date. */
export function parseDate(text: string, format: DateFormat): string | null {
  const match = patterns[format].exec(text.trim().split(/\s+/)[0] ?? '');
  if (!match?.groups) return null;
  let year = Number(match.groups.y);
  if (year < 100) year += year < 70 ? 2000 : 1900;
  const month = Number(match.groups.m);
  const day = Number(match.groups.d);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The first format (day-first preferred, as in Spain and Latin America) that reads every sample. */
export function detectDateFormat(samples: string[]): DateFormat | null {
  const values = samples.filter((value) => value.trim() !== '');
  if (values.length === 0) return null;
  return dateFormats.find((format) => values.every((value) => parseDate(value, format) !== null)) ?? null;
}
