import { toast } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, ownErrors, retryDelay, settle, shouldRetry } from './query-client.ts';

const failure = (status: number) =>
  new ApiError({ status, errors: [], kind: status >= 500 ? 'bad_response' : 'bad_request' });

describe('query client (docs/architecture.md §8.5)', () => {
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

  it('never retries a 4xx answer: the same request gets the same refusal', () => {
    for (const count of [0, 1, 2]) {
      for (const status of [400, 401, 403, 404, 409, 422]) expect(shouldRetry(count, failure(status))).toBe(false);
    }
    // A timeout or a rate limit may pass on a later try.
    expect(shouldRetry(0, failure(408))).toBe(true);
    expect(shouldRetry(0, failure(429))).toBe(true);
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

describe('a failed mutation', () => {
  const conflict = new ApiError({
    status: 409,
    kind: 'bad_request',
    errors: [{ message: 'Ya existe una cuenta con ese nombre' }, { field: 'name', message: 'Elige otro nombre' }],
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The messages toasted while the mutation failed. */
  async function fail(meta?: typeof ownErrors): Promise<unknown[]> {
    const shown = vi.spyOn(toast, 'error').mockReturnValue('');
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(conflict), meta });
    await expect(mutation.execute(undefined)).rejects.toBe(conflict);
    return shown.mock.calls.map(([message]) => message);
  }

  it('is told once, in Spanish, with every message the server sent', async () => {
    expect(await fail()).toEqual(['Ya existe una cuenta con ese nombre', 'Elige otro nombre']);
  });

  it('is left to the caller when the mutation shows its own errors (a form with fields)', async () => {
    expect(await fail(ownErrors)).toEqual([]);
  });

  it('settles to undefined for the caller, and to the answer when it worked', async () => {
    await expect(settle(Promise.reject(conflict))).resolves.toBeUndefined();
    await expect(settle(Promise.resolve({ updated: 2 }))).resolves.toEqual({ updated: 2 });
  });
});
