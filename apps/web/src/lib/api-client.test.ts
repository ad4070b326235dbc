import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAxiosInstance, type ApiClient } from './api-client.ts';
import { ApiError, transportMessages } from './api-error.ts';
import { AUTH_TOKEN_KEY, subscribeAuthToken } from './auth-token.ts';
import { createMemoryStorage } from './test-storage.ts';

type Reply = { status: number; body?: unknown };

/** An axios instance whose transport is a function: no network, full interceptor chain. */
function clientReplying(reply: Reply | ((config: InternalAxiosRequestConfig) => never)) {
  const seen: InternalAxiosRequestConfig[] = [];
  const instance = createAxiosInstance('/api');
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (typeof reply === 'function') return reply(config);
    const response = { data: reply.body, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) {
      const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response);
    }
    return response;
  };
  instance.defaults.adapter = adapter;
  return { client: instance as unknown as ApiClient, instance, seen };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', createMemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client (docs/architecture.md §8.4)', () => {
  it('uses /api and a 10 s timeout', () => {
    const instance = createAxiosInstance();
    expect(instance.defaults.baseURL).toBe('/api');
    expect(instance.defaults.timeout).toBe(10_000);
  });

  it('adds the stored token as a bearer Authorization header', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const { client, seen } = clientReplying({ status: 200, body: { data: {} } });
    await client.get('/me');
    expect(AxiosHeaders.from(seen[0]!.headers).get('Authorization')).toBe('Bearer tok-123');
  });

  it('keeps an Authorization header that is already set', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const { client, seen } = clientReplying({ status: 200, body: { data: {} } });
    await client.get('/me', { headers: { Authorization: 'Bearer other' } });
    expect(AxiosHeaders.from(seen[0]!.headers).get('Authorization')).toBe('Bearer other');
  });

  it("sends the device's time zone, so the API's today is the user's", async () => {
    const { client, seen } = clientReplying({ status: 200, body: { data: {} } });
    await client.get('/reports/dashboard');
    expect(AxiosHeaders.from(seen[0]!.headers).get('X-Time-Zone')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('sends an Idempotency-Key with each change, one per action (decision 033)', async () => {
    const { client, seen } = clientReplying({ status: 201, body: { data: {} } });
    const keyOf = (index: number) => AxiosHeaders.from(seen[index]!.headers).get('Idempotency-Key');
    await client.get('/transactions');
    expect(keyOf(0)).toBeUndefined();
    const body = { account_id: 'a', amount: -350, date: '2026-02-03' };
    // A double click: the same change twice while the first is on its way goes with one key.
    await Promise.all([client.post('/transactions', body), client.post('/transactions', body)]);
    expect(keyOf(1)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyOf(2)).toBe(keyOf(1));
    // Once it has settled, the same data again is a new action (a second coffee of the same price).
    await client.post('/transactions', body);
    expect(keyOf(3)).not.toBe(keyOf(1));
    await client.post('/transactions', { ...body, amount: -400 });
    await client.delete('/transactions/t1');
    expect(new Set([keyOf(3), keyOf(4), keyOf(5)]).size).toBe(3);
  });

  it('gives a change a new key after the same one failed', async () => {
    const { client, seen } = clientReplying({ status: 400, body: { errors: [{ message: 'No' }] } });
    const keyOf = (index: number) => AxiosHeaders.from(seen[index]!.headers).get('Idempotency-Key');
    await expect(client.post('/transfers', { amount: 1 })).rejects.toBeInstanceOf(ApiError);
    await expect(client.post('/transfers', { amount: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('sends no Authorization header without a token', async () => {
    const { client, seen } = clientReplying({ status: 200, body: { data: {} } });
    await client.post('/auth/login', { email: 'a@b.co', password: 'x' });
    expect(AxiosHeaders.from(seen[0]!.headers).has('Authorization')).toBe(false);
  });

  it('unwraps successful responses to their data', async () => {
    const { client } = clientReplying({ status: 200, body: { data: { auth_token: 'abc' } } });
    await expect(client.post('/auth/login', {})).resolves.toEqual({ auth_token: 'abc' });
  });

  it('removes the token on a 401, tells subscribers, and rejects with the server errors', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const listener = vi.fn();
    const unsubscribe = subscribeAuthToken(listener);
    const { client } = clientReplying({ status: 401, body: { errors: [{ message: 'Tu sesión expiró' }] } });
    const error = await client.get('/me').catch((caught: unknown) => caught);
    unsubscribe();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, kind: 'bad_request', errors: [{ message: 'Tu sesión expiró' }] });
  });

  it('keeps the token on other failures and normalises field errors', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'fine');
    const body = {
      errors: [{ field: 'email', message: 'Ya existe', errors: [{ message: 'detalle' }] }, { bogus: true }],
    };
    const { client } = clientReplying({ status: 409, body });
    await expect(client.post('/auth/register', {})).rejects.toMatchObject({
      status: 409,
      kind: 'bad_request',
      errors: [{ field: 'email', message: 'Ya existe', errors: [{ message: 'detalle' }] }],
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fine');
  });

  it('reports a 5xx without a body as a bad response with no entries', async () => {
    const { client } = clientReplying({ status: 503, body: '<html>' });
    await expect(client.get('/configuration')).rejects.toMatchObject({ status: 503, kind: 'bad_response', errors: [] });
  });

  it('words transport failures in Spanish', async () => {
    const timeout = clientReplying((config) => {
      throw new AxiosError('timeout of 10000ms exceeded', AxiosError.ETIMEDOUT, config);
    });
    await expect(timeout.client.get('/me')).rejects.toMatchObject({
      status: 0,
      kind: 'timeout',
      errors: [{ message: transportMessages.timeout }],
    });

    const offline = clientReplying((config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    });
    await expect(offline.client.get('/me')).rejects.toMatchObject({
      kind: 'network',
      errors: [{ message: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.' }],
    });

    const cancelled = clientReplying((config) => {
      throw new CanceledError(undefined, undefined, config);
    });
    await expect(cancelled.client.get('/me')).rejects.toMatchObject({ kind: 'cancelled' });
  });
});
