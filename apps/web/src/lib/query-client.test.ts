import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

const failure = (status: number) => new ApiError({ status, errors: [], kind: status >= 500 ? 'bad_response' : 'bad_request' });

describe('query client (spec §9)', () => {
  it('keeps data fresh for 5 minutes and cached for 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(300_000);
    expect(defaults?.gcTime).toBe(300_000);
  });

  it('retries up to 3 times', () => {
    // TanStack Query passes the failures so far minus one: 0 after the first failure.
    expect([0, 1, 2].map((count) => shouldRetry(count, failure(500)))).toEqual([true, true, true]);
    expect(shouldRetry(3, failure(500))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 0, errors: [], kind: 'network' }))).toBe(true);
  });

  it('never retries a 401 or a 403', () => {
    for (const count of [0, 1, 2]) {
      expect(shouldRetry(count, failure(401))).toBe(false);
      expect(shouldRetry(count, failure(403))).toBe(false);
    }
    expect(shouldRetry(0, failure(404))).toBe(true);
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('is wired into the default query options', async () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions().queries;
    expect(defaults?.retry).toBe(shouldRetry);
    expect(defaults?.retryDelay).toBe(retryDelay);
  });
});
