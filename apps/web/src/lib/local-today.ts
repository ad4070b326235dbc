/** Today's calendar date on this device (YYYY-MM-DD): late evening in América is still today, not UTC's tomorrow. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Read once per page load: every API request sends it, and Intl.DateTimeFormat() costs
// milliseconds each time (tens of requests on a cold home screen).
let deviceTimeZone: { zone: string | undefined } | undefined;

/** This device's IANA time zone ("America/Bogota"), sent to the API so its "today" is the user's. */
export function localTimeZone(): string | undefined {
  deviceTimeZone ??= { zone: readTimeZone() };
  return deviceTimeZone.zone;
}

function readTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
