import { getActiveLedger, LEDGER_HEADER } from './active-ledger.ts';
import { getAuthToken } from './auth-token.ts';
import { localTimeZone } from './local-today.ts';

/**
 * GET requests the entry script (main.tsx) starts before the app's code has downloaded, for the
 * screen it opens on: on a phone that code takes seconds to arrive and run, and the requests the
 * app would send only then (the profile, then the screen's data) now travel meanwhile. The API
 * client (api-client.ts) takes an answer from here, once, for a request of the same path with the
 * same session, ledger and time zone; anything else goes to the network as usual. Whatever the
 * server answered (a 401, a 503) is that request's answer, exactly as if the client had sent it:
 * asking again would add a request the guards' retry counts do not expect (a 401 is never
 * retried; a failing profile is tried four times in all). Only a request that got no answer at
 * all (the network failed) is sent again.
 */
export type EarlyAnswer = { status: number; statusText: string; headers: Record<string, string>; body: unknown };
type Early = { identity: string; body: Promise<EarlyAnswer> };
const early = new Map<string, Early>();

/** The headers that decide what the API answers: who asks, in which ledger, on which day. */
function identityOf(token: string | null, ledger: string | null, timeZone: string | undefined): string {
  return JSON.stringify([token, ledger, timeZone ?? null]);
}

/** Starts these GETs (paths under the API's base, no query) with the stored session, if there is one. */
export function startEarlyRequests(paths: string[], baseURL: string = import.meta.env.VITE_API_URL ?? '/api'): void {
  const token = getAuthToken();
  if (!token || typeof fetch !== 'function') return;
  const ledger = getActiveLedger();
  const timeZone = localTimeZone();
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (timeZone) headers['X-Time-Zone'] = timeZone;
  if (ledger) headers[LEDGER_HEADER] = ledger;
  for (const path of paths) {
    const body = fetch(`${baseURL}${path}`, { headers }).then(async (response) => ({
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      body: (await response.json().catch(() => undefined)) as unknown,
    }));
    // A failure is the network's to report, when the app asks again.
    body.catch(() => {});
    early.set(path, { identity: identityOf(token, ledger, timeZone), body });
  }
}

/**
 * The answer started early for this path, if it was started with the same session, ledger and
 * time zone as this request's; taken once (the next request for it goes to the network). It
 * rejects only when that early request got no answer.
 */
export function takeEarlyResponse(
  path: string,
  token: string | null,
  ledger: string | null,
  timeZone: string | undefined,
): Promise<EarlyAnswer> | undefined {
  const found = early.get(path);
  if (!found) return undefined;
  early.delete(path);
  return found.identity === identityOf(token, ledger, timeZone) ? found.body : undefined;
}
