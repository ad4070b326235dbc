/**
 * "Today" as the user lives it. The web client sends its IANA time zone in `X-Time-Zone`; without
 * one (or with a name Intl does not know) the date is UTC's. In Bogotá at 21:00 on 30 November it
 * is already 1 December in UTC, and the dashboard would show an empty new month.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A YYYY-MM-DD formatter (en-CA's date style) for the zone. Formatters are kept under Intl's own
 * name for the zone only, so other spellings ("america/bogota") cannot grow the map past one entry
 * per real zone.
 */
function formatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  const known = formatters.get(timeZone);
  if (known) return known;
  try {
    const formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    const canonical = formatter.resolvedOptions().timeZone;
    if (!formatters.has(canonical)) formatters.set(canonical, formatter);
    return formatter;
  } catch {
    return undefined;
  }
}

/** Intl's name for the header's zone when Intl knows it; anything else (missing, too long, unknown) is ignored. */
export function validTimeZone(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return undefined;
  if (formatters.has(value)) return value;
  return formatterFor(value)?.resolvedOptions().timeZone;
}

/** The calendar date (YYYY-MM-DD) at `now` in `timeZone`, or in UTC without one. */
export function localDate(now: Date, timeZone?: string): string {
  const formatter = timeZone ? formatterFor(timeZone) : undefined;
  return formatter ? formatter.format(now) : now.toISOString().slice(0, 10);
}
