import { MutationCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { allErrorMessages } from './server-errors.ts';
import { toastErrors } from './toasts.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The caller shows this mutation's errors itself: a form puts field errors on its inputs. */
      showsOwnErrors?: boolean;
    };
  }
}

/** For a mutation whose caller maps its errors onto a form (or shows them in place). */
export const ownErrors = { showsOwnErrors: true } as const;

export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 5 * 60 * 1000;
export const MAX_RETRIES = 3;

/**
 * docs/architecture.md §8.5: up to 3 retries, never on a 4xx but a timeout (408) or a rate limit
 * (429): an unknown id's 404 retried with back-off kept a skeleton on screen for ~9 s.
 * `failureCount` is 0 on the first failure.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429)
    return false;
  return failureCount < MAX_RETRIES;
}

/** Exponential back-off from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * The one place a failed mutation is told to the user: every message of the failure as a Spanish
 * toast (the server's own messages, or its fallback), unless the mutation opted out.
 */
export function toastMutationError(error: unknown, mutation: Pick<Mutation<unknown, unknown, unknown>, 'meta'>): void {
  if (mutation.meta?.showsOwnErrors) return;
  toastErrors(allErrorMessages(error));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation),
    }),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, gcTime: GC_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * A mutation's answer, or undefined when it failed: the mutation cache has already shown the
 * failure, so a caller that awaits `mutateAsync` only decides what to do next.
 */
export async function settle<T>(mutation: Promise<T>): Promise<T | undefined> {
  try {
    return await mutation;
  } catch {
    return undefined;
  }
}
