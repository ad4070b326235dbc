import type { QueryClient } from '@tanstack/react-query';
import { getActiveLedger, setActiveLedger, subscribeActiveLedger } from './active-ledger.ts';
import { getAuthToken, subscribeAuthToken } from './auth-token.ts';
import { subscribeTimeZone } from './local-today.ts';

/**
 * When a session ends (logout, a 401, deletion, or another tab signing out or in as someone else)
 * nothing cached for it may survive: clear the whole query cache, and go back to the person's own
 * ledger. Switching ledgers (decision 044) clears it too: every cached figure was the other one's.
 * When the device's time zone turns out to have changed since the last visit, what was loaded with
 * the old one (this month, today's date) is loaded again.
 */
export function syncCacheWithSession(queryClient: QueryClient): () => void {
  let current = getAuthToken();
  let ledger = getActiveLedger();
  const stopToken = subscribeAuthToken(() => {
    const next = getAuthToken();
    if (current !== null && next !== current) {
      queryClient.clear();
      setActiveLedger(null);
    }
    current = next;
  });
  const stopLedger = subscribeActiveLedger(() => {
    const next = getActiveLedger();
    if (next !== ledger) queryClient.clear();
    ledger = next;
  });
  const stopZone = subscribeTimeZone(() => void queryClient.invalidateQueries());
  return () => {
    stopToken();
    stopLedger();
    stopZone();
  };
}
