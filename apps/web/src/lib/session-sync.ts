import type { QueryClient } from '@tanstack/react-query';
import { getAuthToken, subscribeAuthToken } from './auth-token.ts';

/**
 * When a session ends (logout, a 401, deletion, or another tab signing out or in as someone else)
 * nothing cached for it may survive: clear the whole query cache.
 */
export function syncCacheWithSession(queryClient: QueryClient): () => void {
  let current = getAuthToken();
  return subscribeAuthToken(() => {
    const next = getAuthToken();
    if (current !== null && next !== current) queryClient.clear();
    current = next;
  });
}
