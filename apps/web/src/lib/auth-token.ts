// The session token lives in localStorage under the contract's key (docs/architecture.md §8.3).
// Components subscribe to it so a login, logout or 401 re-renders the guards immediately (and
// other tabs follow via `storage`).

export const AUTH_TOKEN_KEY = 'auth_token';

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

function emit(): void {
  for (const listener of listeners) listener();
}

export function getAuthToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function setAuthToken(token: string): void {
  if (getAuthToken() === token) return;
  storage()?.setItem(AUTH_TOKEN_KEY, token);
  emit();
}

export function removeAuthToken(): void {
  if (getAuthToken() === null) return;
  storage()?.removeItem(AUTH_TOKEN_KEY);
  emit();
}

/** Subscribes to token changes; returns the unsubscribe function (useSyncExternalStore-compatible). */
export function subscribeAuthToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_TOKEN_KEY || event.key === null) emit();
  });
}
