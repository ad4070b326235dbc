import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 5 * 60 * 1000;
export const MAX_RETRIES = 3;

/** Spec §9: up to 3 retries, never on 401 or 403. `failureCount` is 0 on the first failure. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return false;
  return failureCount < MAX_RETRIES;
}

/** Exponential back-off from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, gcTime: GC_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
