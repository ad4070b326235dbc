import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_LEDGER_KEY, getActiveLedger, setActiveLedger } from './active-ledger.ts';
import { createAxiosInstance } from './api-client.ts';
import { removeAuthToken, setAuthToken } from './auth-token.ts';
import { syncCacheWithSession } from './session-sync.ts';
import { createMemoryStorage } from './test-storage.ts';

const ANA_LEDGER = '0190a6f0-1111-7000-8000-000000000001';

beforeEach(() => {
  vi.stubGlobal('localStorage', createMemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function headersSent(): Promise<AxiosHeaders> {
  const seen: InternalAxiosRequestConfig[] = [];
  const instance = createAxiosInstance('/api');
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { data: {} }, status: 200, statusText: '', headers: {}, config };
  };
  instance.defaults.adapter = adapter;
  await instance.get('/accounts');
  return AxiosHeaders.from(seen[0]!.headers);
}

describe('the active ledger (decision 044)', () => {
  it('is sent in X-Ledger once chosen, and not at all for the person’s own', async () => {
    expect((await headersSent()).get('X-Ledger')).toBeUndefined();
    setActiveLedger(ANA_LEDGER);
    expect(localStorage.getItem(ACTIVE_LEDGER_KEY)).toBe(ANA_LEDGER);
    expect((await headersSent()).get('X-Ledger')).toBe(ANA_LEDGER);
    setActiveLedger(null);
    expect((await headersSent()).get('X-Ledger')).toBeUndefined();
  });

  it('clears every cached query on a switch, and goes back to the own ledger when the session ends', () => {
    setAuthToken('tok-ana');
    const queryClient = new QueryClient();
    const stop = syncCacheWithSession(queryClient);
    queryClient.setQueryData(['accounts', 'list'], [{ name: 'Banco' }]);
    setActiveLedger(ANA_LEDGER);
    expect(queryClient.getQueryData(['accounts', 'list'])).toBeUndefined();
    queryClient.setQueryData(['accounts', 'list'], [{ name: 'Cuenta común' }]);
    setActiveLedger(ANA_LEDGER);
    expect(queryClient.getQueryData(['accounts', 'list'])).toEqual([{ name: 'Cuenta común' }]);
    removeAuthToken();
    expect(getActiveLedger()).toBeNull();
    expect(queryClient.getQueryData(['accounts', 'list'])).toBeUndefined();
    stop();
  });
});
