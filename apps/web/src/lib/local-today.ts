/** Today's calendar date on this device (YYYY-MM-DD): late evening in América is still today, not UTC's tomorrow. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Read once per page load: every API request sends it, and Intl.DateTimeFormat() costs
// milliseconds each time (tens of requests on a cold home screen).
let deviceTimeZone: { zone: string | undefined } | undefined;
const ZONE_KEY = 'cc-time-zone';
const zoneListeners = new Set<() => void>();

/**
 * This device's IANA time zone ("America/Bogota"), sent to the API so its "today" is the user's.
 * The first reading of a page load is the zone kept from the last one: asking Intl for the device's
 * zone first thing costs 50–200 ms on a phone (the default locale and the zone database load), and
 * the first request of the page waited for it. The device's own is read once the page is idle; a
 * new one (the user travelled) is kept and announced (subscribeTimeZone), so what was loaded with
 * the old one loads again.
 */
export function localTimeZone(): string | undefined {
  if (deviceTimeZone) return deviceTimeZone.zone;
  const kept = readStorage();
  if (kept) {
    deviceTimeZone = { zone: kept };
    whenIdle(checkTimeZone);
  } else {
    deviceTimeZone = { zone: readTimeZone() };
    writeStorage(deviceTimeZone.zone);
  }
  return deviceTimeZone.zone;
}

/** Called when the device's zone turns out to differ from the one kept from the last visit. */
export function subscribeTimeZone(listener: () => void): () => void {
  zoneListeners.add(listener);
  return () => zoneListeners.delete(listener);
}

function checkTimeZone(): void {
  const zone = readTimeZone();
  writeStorage(zone);
  if (zone === deviceTimeZone?.zone) return;
  deviceTimeZone = { zone };
  for (const listener of zoneListeners) listener();
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 1_000);
}

function readStorage(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(ZONE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

function writeStorage(zone: string | undefined): void {
  try {
    if (zone) globalThis.localStorage?.setItem(ZONE_KEY, zone);
  } catch {
    // Storage blocked: the zone is read again on the next page load.
  }
}

function readTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
