import * as authApi from '@cuentas/shared/contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { getAuthToken, removeAuthToken } from '../../../lib/auth-token.ts';

export function logout(): Promise<{ message: string }> {
  return request(authApi.logout);
}

/** Logout always removes the token and clears the cache, whether or not the call succeeds (docs/architecture.md §8.3). */
export async function endSession(queryClient: QueryClient): Promise<void> {
  try {
    if (getAuthToken()) await logout();
  } catch {
    // The server may be unreachable or the session already revoked; the local session ends anyway.
  } finally {
    removeAuthToken();
    queryClient.clear();
  }
}
