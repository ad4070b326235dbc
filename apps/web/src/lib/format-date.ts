const formatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-01-15" → "15 ene 2026": calendar dates read the same in every time zone. */
export function formatCalendarDate(isoDate: string, locale = 'es-ES'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : formatter.format(date);
}
