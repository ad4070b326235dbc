// The ledger the person works in (decision 044): the id of the household's ledger, sent in
// `X-Ledger` on every request and kept in localStorage so a reload or a new tab opens the same
// one. None: the person's own ledger, which the API uses without the header.

export const ACTIVE_LEDGER_KEY = 'cc-ledger';
export const LEDGER_HEADER = 'X-Ledger';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage can throw when blocked by the browser's privacy settings.
    return undefined;
  }
}

export function getActiveLedger(): string | null {
  return storage()?.getItem(ACTIVE_LEDGER_KEY) ?? null;
}

/** Opens a ledger; `null` goes back to the person's own. Subscribers clear the cached data. */
export function setActiveLedger(ledgerId: string | null): void {
  if (getActiveLedger() === ledgerId) return;
  if (ledgerId === null) storage()?.removeItem(ACTIVE_LEDGER_KEY);
  else storage()?.setItem(ACTIVE_LEDGER_KEY, ledgerId);
  for (const listener of listeners) listener();
}

export function subscribeActiveLedger(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ACTIVE_LEDGER_KEY || event.key === null) for (const listener of listeners) listener();
  });
}
