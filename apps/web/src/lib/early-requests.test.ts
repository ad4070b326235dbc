import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_LEDGER_KEY } from './active-ledger.ts';
import { createAxiosInstance, type ApiClient } from './api-client.ts';
import { AUTH_TOKEN_KEY } from './auth-token.ts';
import { startEarlyRequests } from './early-requests.ts';
import { createMemoryStorage } from './test-storage.ts';

/** A client whose network is a function that records what reached it. */
function clientWithNetwork() {
  const reachedNetwork: InternalAxiosRequestConfig[] = [];
  const instance = createAxiosInstance('/api');
  const adapter: AxiosAdapter = async (config) => {
    reachedNetwork.push(config);
    return { data: { data: { from: 'network' } }, status: 200, statusText: '', headers: {}, config };
  };
  instance.defaults.adapter = adapter;
  return { client: instance as unknown as ApiClient, reachedNetwork };
}

/** fetch answering each path with `status` and `{data: {from: 'early', path}}`. */
function stubFetch(status = 200) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { headers: Record<string, string> }) => {
      calls.push({ url, headers: init.headers });
      return new Response(JSON.stringify({ data: { from: 'early', path: url } }), { status });
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.stubGlobal('localStorage', createMemoryStorage());
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early requests of the first screen', () => {
  it('sends nothing without a stored session', () => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    const calls = stubFetch();
    startEarlyRequests(['/me'], '/api');
    expect(calls).toEqual([]);
  });

  it('asks with the headers the client would send, and the client takes the answer once', async () => {
    localStorage.setItem(ACTIVE_LEDGER_KEY, 'ledger-9');
    const calls = stubFetch();
    startEarlyRequests(['/me', '/reports/dashboard'], '/api');
    expect(calls.map((call) => call.url)).toEqual(['/api/me', '/api/reports/dashboard']);
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'X-Ledger': 'ledger-9' });
    expect(calls[0]!.headers['X-Time-Zone']).toBeTruthy();

    const { client, reachedNetwork } = clientWithNetwork();
    await expect(client.get('/me')).resolves.toEqual({ from: 'early', path: '/api/me' });
    expect(reachedNetwork).toEqual([]);
    // Taken once: asking again (a refetch) goes to the network.
    await expect(client.get('/me')).resolves.toEqual({ from: 'network' });
    expect(reachedNetwork).toHaveLength(1);
  });

  it('answers the server’s refusal as the request’s own, without asking again', async () => {
    stubFetch(401);
    startEarlyRequests(['/me'], '/api');
    const { client, reachedNetwork } = clientWithNetwork();
    await expect(client.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(reachedNetwork).toEqual([]);
    // A 401 forgets the session, as one from the network does.
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('goes to the network when the early request got no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    startEarlyRequests(['/me'], '/api');
    const { client, reachedNetwork } = clientWithNetwork();
    await expect(client.get('/me')).resolves.toEqual({ from: 'network' });
    expect(reachedNetwork).toHaveLength(1);
    expect(AxiosHeaders.from(reachedNetwork[0]!.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('does not hand one session’s answer to another, nor to a request with a query', async () => {
    stubFetch();
    startEarlyRequests(['/me', '/configuration'], '/api');
    const { client, reachedNetwork } = clientWithNetwork();
    await expect(client.get('/configuration', { params: { x: '1' } })).resolves.toEqual({ from: 'network' });
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-2');
    await expect(client.get('/me')).resolves.toEqual({ from: 'network' });
    expect(reachedNetwork).toHaveLength(2);
  });
});
