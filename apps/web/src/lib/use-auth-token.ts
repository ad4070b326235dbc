import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeAuthToken } from './auth-token.ts';

/** The current auth token; re-renders on login, logout, a 401 or a change in another tab. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuthToken, getAuthToken, () => null);
}
